// Several video uploads at once that end without a video: refused past the size limit, left
// half-way through their body, or left while their checked video was being stored. On a
// listening server (only a real socket tells the server its client has gone), each leaves the
// temporary folder and the bucket as they were, at once, not at the next start's sweep.
import { afterAll, beforeAll, expect, test } from "bun:test";
import { readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { PAGE_MEDIA_MESSAGES, PAGE_VIDEO_UPLOAD_PATH } from "../../client/contract/page-media.ts";
import { VIDEO_TEMP_PREFIX } from "../../src/platform/media/video-upload.ts";
import type { TestAppOptions } from "../support/app.ts";
import { listeningSuite } from "../support/listening-suite.ts";
import { privateTmpdir } from "../support/private-tmpdir.ts";
import { openTestStores } from "../support/stores.ts";
import { until } from "../support/until.ts";
import { H264_AAC, makeVideo } from "../support/video-files.ts";

const MB = 1024 * 1024;
const VIDEO_MAX_BYTES = 8 * MB;
const AT_ONCE = 3;

/**
 * The real bucket, whose video writes wait until the request that makes them is gone (as a slow
 * store's would, the admin leaving meanwhile), or until the test ends.
 */
const writes = { waiting: 0, release: () => {} };
const released = new Promise<void>((resolve) => (writes.release = resolve));
const options: TestAppOptions = { config: { videoMaxBytes: VIDEO_MAX_BYTES } };
beforeAll(async () => {
  const stores = await openTestStores();
  options.stores = stores;
  options.objects = {
    ...stores.objects,
    async putFile(key, path, contentType, signal) {
      writes.waiting++;
      try {
        await Promise.race([
          released,
          new Promise((_, reject) => {
            if (signal?.aborted) reject(signal.reason);
            signal?.addEventListener("abort", () => reject(signal.reason), { once: true });
          }),
        ]);
      } finally {
        writes.waiting--;
      }
      return stores.objects.putFile(key, path, contentType, signal);
    },
  };
}, 180_000);
const suite = listeningSuite(options);
privateTmpdir();
afterAll(async () => {
  writes.release();
  await options.stores?.cleanup();
});

const url = () => suite.server.url + PAGE_VIDEO_UPLOAD_PATH;
const auth = () => ({ authorization: `Bearer ${suite.token}` });

/** The bucket's keys and the uploads' temporary folders. */
const leftovers = async () =>
  JSON.stringify({
    objects: (await suite.t.stores.objects.list()).filter((key) => key.startsWith("videos/") || key.startsWith("pages/")).sort(),
    temporary: readdirSync(tmpdir()).filter((name) => name.startsWith(VIDEO_TEMP_PREFIX)),
  });

/** A form whose file part is `bytes` long, sent in chunks; `leave` aborts it once the server is writing it. */
function streamedForm(bytes: number, leave?: AbortController): Promise<Response | Error> {
  const head = new TextEncoder().encode('--x\r\nContent-Disposition: form-data; name="video"; filename="v.mp4"\r\n\r\n');
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (sent === 0) controller.enqueue(head);
      else if (sent > bytes) return controller.close();
      else controller.enqueue(new Uint8Array(64 * 1024).fill(7));
      sent += 64 * 1024;
      if (leave && sent > bytes / 2) leave.abort();
    },
  });
  const headers = { ...auth(), "content-type": "multipart/form-data; boundary=x" };
  return fetch(url(), { method: "POST", headers, body, signal: leave?.signal }).catch((error: Error) => error);
}

test("video uploads refused or left, several at once, leave the temporary folder and the bucket as they were", async () => {
  const before = await leftovers();
  const video = makeVideo(H264_AAC);
  const leaving = Array.from({ length: AT_ONCE }, () => new AbortController());
  const whole = leaving.map((leave) => {
    const form = new FormData();
    form.set("video", new File([video], "film.mp4", { type: "video/mp4" }));
    return fetch(url(), { method: "POST", headers: auth(), body: form, signal: leave.signal }).catch((error: Error) => error);
  });
  const halfway = Array.from({ length: AT_ONCE }, () => streamedForm(VIDEO_MAX_BYTES / 2, new AbortController()));
  const tooLarge = Array.from({ length: AT_ONCE }, () => streamedForm(4 * VIDEO_MAX_BYTES));

  // Checked, copied and given a poster: the three videos are being written when their admin leaves.
  await until(() => writes.waiting === AT_ONCE, { what: "the three checked videos to be written", timeout: 60_000 });
  for (const leave of leaving) leave.abort();
  for (const answer of [...(await Promise.all(whole)), ...(await Promise.all(halfway))]) expect(answer).toBeInstanceOf(Error);
  for (const answer of await Promise.all(tooLarge)) {
    const response = answer as Response;
    expect([response.status, ((await response.json()) as { message: string }).message]).toEqual([413, PAGE_MEDIA_MESSAGES.tooLarge(VIDEO_MAX_BYTES)]);
  }
  await until(async () => (await leftovers()) === before, { what: "no temporary folder and no stored video or poster", timeout: 30_000 });
}, 240_000);
