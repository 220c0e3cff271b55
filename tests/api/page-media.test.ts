// The pages' media uploads on a listening server (body limits only exist there): an image becomes
// a "pages" variant set; an MP4 or WebM video is checked by its bytes, stored without its
// metadata and served with byte ranges, with a poster that is a real stored image; every
// refusal says why and leaves nothing in the bucket or the temporary folder.
import { beforeAll, describe, expect, test } from "bun:test";
import { readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import sharp from "sharp";
import {
  PAGE_IMAGE_UPLOAD_PATH,
  PAGE_MEDIA_MESSAGES,
  PAGE_VIDEO_UPLOAD_PATH,
  VIDEO_FORMATS,
  type PageImageAnswer,
  type PageVideoAnswer,
} from "../../client/contract/page-media.ts";
import { mediaUrl, toImage } from "../../client/contract/stored-media.ts";
import { VIDEO_TEMP_PREFIX } from "../../src/platform/media/video-upload.ts";
import { sendChunked } from "../support/chunked-body.ts";
import { listeningSuite } from "../support/listening-suite.ts";
import { privateTmpdir } from "../support/private-tmpdir.ts";
import { until } from "../support/until.ts";
import { claimingSeconds, H264_AAC, makeVideo, MPEG4_IN_MP4, VP9_OPUS } from "../support/video-files.ts";

const MB = 1024 * 1024;
/** Small limits, so a refusal takes little to send. */
const VIDEO_MAX_BYTES = 2 * MB;
const VIDEO_MAX_SECONDS = 5;
/**
 * Bodies sent past the limit, in chunks: each is refused at a fraction of what is offered. What
 * loopback delivers before the route stops reading depends on how busy the machine is (20 MB on a
 * quiet one, 50 with the suite running, more on a loaded CI run), so the offer is large enough that
 * "a fraction" holds on any machine while a route that read the whole body would take it all.
 */
const CHUNKED_SENT = 1024 * MB;
const FORM_SENT = 1024 * MB;
const FILLER = new Uint8Array(64 * 1024).fill(7);

/**
 * The route's answer (its 413 with `message`) to a body sent in chunks. On a loaded machine the
 * route's handler may start after Bun's own cap on a test server's bodies (128 MB) has answered a
 * 413 of its own, before the route counted anything (two CI runs: one with no body, one whose body
 * read as JSON null): such an answer is sent again, a few times at most.
 */
async function routeAnswer<A extends { status: number; message: string }>(send: () => Promise<A>, message: string): Promise<A> {
  let answer = await send();
  for (let tries = 1; tries < 5 && answer.status === 413 && answer.message !== message; tries++) answer = await send();
  return answer;
}

const suite = listeningSuite({ config: { videoMaxBytes: VIDEO_MAX_BYTES, videoMaxSeconds: VIDEO_MAX_SECONDS } });
privateTmpdir();

const url = (path: string) => suite.server.url + path;
const auth = () => ({ authorization: `Bearer ${suite.token}` });

function upload(path: string, field: string, file: File, headers: Record<string, string> = auth()): Promise<Response> {
  const form = new FormData();
  form.set(field, file);
  return fetch(url(path), { method: "POST", headers, body: form });
}
const uploadVideo = (bytes: Uint8Array<ArrayBuffer>, name: string, type = "video/mp4") =>
  upload(PAGE_VIDEO_UPLOAD_PATH, "video", new File([bytes], name, { type }));

/** The bucket's keys and the upload's temporary folders: what a refusal must leave as it found them. */
const leftovers = async () => ({
  objects: (await suite.t.stores.objects.list()).filter((key) => key.startsWith("videos/") || key.startsWith("pages/")).sort(),
  temporary: readdirSync(tmpdir()).filter((name) => name.startsWith(VIDEO_TEMP_PREFIX)),
});

async function refused(send: () => Promise<Response>, status: number, message: string) {
  const before = await leftovers();
  const response = await send();
  expect({ status: response.status, message: ((await response.json()) as { message: string }).message }).toEqual({ status, message });
  expect(await leftovers()).toEqual(before);
}

async function expectStoredPoster(poster: PageVideoAnswer["video"]["poster"], width: number, height: number) {
  expect(poster.key).toMatch(/^pages\/[0-9a-f-]{36}$/);
  expect([poster.width, poster.height]).toEqual([width, height]);
  expect(poster.blur).toStartWith("data:image/webp;base64,");
  for (const src of [toImage(poster).src, toImage(poster).srcset.avif.split(" ")[0]!]) {
    const response = await fetch(url(src));
    expect(response.status).toBe(200);
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([width, height]);
  }
}

describe("POST /api/admin/pages/media/videos", () => {
  test("an MP4 (H.264/AAC) is stored as video/mp4 with its size, duration and a poster; the camera's metadata is not kept", async () => {
    const bytes = makeVideo({ ...H264_AAC, width: 320, height: 180, extra: ["-metadata", "title=Secret Beach Location"] });
    expect(new TextDecoder().decode(bytes)).toContain("Secret Beach Location");
    const response = await uploadVideo(bytes, "reel.mp4");
    expect(response.status).toBe(201);
    const answer = (await response.json()) as PageVideoAnswer;
    expect(answer).toMatchObject({ success: true, message: PAGE_MEDIA_MESSAGES.videoAdded });
    const { video } = answer;
    expect(video.key).toMatch(/^videos\/[0-9a-f-]{36}\.mp4$/);
    expect(video).toMatchObject({ type: "video/mp4", width: 320, height: 180 });
    expect(video.duration).toBeCloseTo(1, 1);
    await expectStoredPoster(video.poster, 320, 180);

    const served = await fetch(url(mediaUrl(video.key)));
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("video/mp4");
    expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(served.headers.get("accept-ranges")).toBe("bytes");
    const stored = new Uint8Array(await served.arrayBuffer());
    expect(new TextDecoder().decode(stored)).not.toContain("Secret Beach Location");
    // The index (moov) comes before the pictures (mdat): playback starts before the whole file has loaded.
    const text = new TextDecoder("latin1").decode(stored);
    expect(text.indexOf("moov")).toBeLessThan(text.indexOf("mdat"));
    expect(await leftovers().then((found) => found.temporary)).toEqual([]);
  }, 180_000);

  test("the video is served in byte ranges: 206 with Content-Range, as a player seeks", async () => {
    const { video } = (await (await uploadVideo(makeVideo(H264_AAC), "clip.mp4")).json()) as PageVideoAnswer;
    const whole = new Uint8Array(await (await fetch(url(mediaUrl(video.key)))).arrayBuffer());
    for (const [range, start, end] of [
      ["bytes=0-1", 0, 1],
      ["bytes=100-", 100, whole.length - 1],
      ["bytes=-500", whole.length - 500, whole.length - 1],
    ] as const) {
      const response = await fetch(url(mediaUrl(video.key)), { headers: { range } });
      expect({ range, status: response.status }).toEqual({ range, status: 206 });
      expect(response.headers.get("content-type")).toBe("video/mp4");
      expect(response.headers.get("content-range")).toBe(`bytes ${start}-${end}/${whole.length}`);
      expect(new Uint8Array(await response.arrayBuffer())).toEqual(whole.subarray(start, end + 1));
    }
  }, 180_000);

  test("a WebM (VP9/Opus) is stored as video/webm, a short one's poster its first frame", async () => {
    const response = await uploadVideo(makeVideo({ ...VP9_OPUS, width: 200, height: 200 }), "loop.webm", "video/webm");
    expect(response.status).toBe(201);
    const { video } = (await response.json()) as PageVideoAnswer;
    expect(video.key).toMatch(/^videos\/[0-9a-f-]{36}\.webm$/);
    expect(video).toMatchObject({ type: "video/webm", width: 200, height: 200 });
    expect(video.duration).toBeCloseTo(1, 1);
    await expectStoredPoster(video.poster, 200, 200);
    const served = await fetch(url(mediaUrl(video.key)), { headers: { range: "bytes=0-3" } });
    expect([served.status, served.headers.get("content-type")]).toEqual([206, "video/webm"]);
    expect([...new Uint8Array(await served.arrayBuffer())]).toEqual([0x1a, 0x45, 0xdf, 0xa3]);
  }, 180_000);

  test("refusals say why and leave nothing behind: not a video, the wrong codec, too long, no file", async () => {
    const text = new TextEncoder().encode("just some notes, renamed to look like a film\n".repeat(20));
    await refused(() => uploadVideo(text, "film.mp4"), 415, PAGE_MEDIA_MESSAGES.notVideo);
    await refused(() => uploadVideo(makeVideo(MPEG4_IN_MP4), "old.mp4"), 415, `The video must be ${VIDEO_FORMATS}`);
    expect(PAGE_MEDIA_MESSAGES.wrongCodec).toBe("The video must be MP4 (H.264/AAC) or WebM (VP9 or AV1)");
    // H.264 in a WebM, or VP9 in an MP4: each container with the other's codec.
    const vp9InMp4 = makeVideo({ codecs: ["-c:v", "libvpx-vp9", "-deadline", "realtime", "-cpu-used", "8"], format: "mp4" });
    await refused(() => uploadVideo(vp9InMp4, "mixed.mp4"), 415, PAGE_MEDIA_MESSAGES.wrongCodec);
    const mkv = makeVideo({ codecs: ["-c:v", "libx264", "-pix_fmt", "yuv420p"], format: "matroska" });
    await refused(() => uploadVideo(mkv, "film.mkv"), 415, PAGE_MEDIA_MESSAGES.wrongCodec);
    // Long videos made cheaply: silent (ten minutes of AAC took ffmpeg some 5 s of a core), a tiny
    // frame every ten seconds, worst quality and one keyframe: well under VIDEO_MAX_BYTES.
    const lasting = (seconds: number) =>
      makeVideo({
        codecs: ["-c:v", "libx264", "-pix_fmt", "yuv420p", "-preset", "ultrafast", "-crf", "51", "-g", "36000"],
        format: "mp4",
        seconds,
        rate: 0.1,
        width: 16,
        height: 16,
      });
    await refused(() => uploadVideo(lasting(VIDEO_MAX_SECONDS + 1), "long.mp4"), 413, PAGE_MEDIA_MESSAGES.tooLong(VIDEO_MAX_SECONDS));
    expect(PAGE_MEDIA_MESSAGES.tooLong(600)).toBe("The video is longer than 10 minutes. Trim it and upload it again.");
    // Ten hours whose header claims 2 s: its packets say how long it plays.
    const tenHours = lasting(36_000);
    await refused(() => uploadVideo(claimingSeconds(tenHours, 2), "claims-2s.mp4"), 413, PAGE_MEDIA_MESSAGES.tooLong(VIDEO_MAX_SECONDS));
    await refused(() => uploadVideo(new Uint8Array(0), "empty.mp4"), 400, PAGE_MEDIA_MESSAGES.videoRequired);
    await refused(
      () => fetch(url(PAGE_VIDEO_UPLOAD_PATH), { method: "POST", headers: auth(), body: new FormData() }),
      400,
      PAGE_MEDIA_MESSAGES.videoRequired,
    );
  }, 180_000);

  test("a body over VIDEO_MAX_BYTES: 413 before it is read when its length is declared, once the limit is read when it is sent in chunks", async () => {
    const tooLarge = PAGE_MEDIA_MESSAGES.tooLarge(VIDEO_MAX_BYTES);
    expect(tooLarge).toBe("The video is larger than 2 MB. Export it smaller and upload it again.");
    const big = new Uint8Array(VIDEO_MAX_BYTES + MB);
    big.set(makeVideo(H264_AAC));
    await refused(() => uploadVideo(big, "big.mp4"), 413, tooLarge);

    const before = await leftovers();
    const chunked = () => sendChunked(url(PAGE_VIDEO_UPLOAD_PATH), CHUNKED_SENT, { ...auth(), "content-type": "multipart/form-data; boundary=x" });
    // Until the handler reads the body, Bun takes in what loopback delivers (the first request of a
    // route also compiles its handler), so a later one is the one measured: it is cut at a fraction
    // of what is offered, by the route's own count.
    await chunked();
    const answer = await routeAnswer(chunked, tooLarge);
    expect(answer).toMatchObject({ status: 413, connection: "close", message: tooLarge });
    expect(answer.sentBytes).toBeLessThan(CHUNKED_SENT / 2);
    // A form whose file part runs past the limit, in chunks: refused while it is written to disk.
    const head = new TextEncoder().encode('--x\r\nContent-Disposition: form-data; name="video"; filename="v.mp4"\r\n\r\n');
    const sendForm = async () => {
      let sent = 0;
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (sent === 0) controller.enqueue(head);
          else if (sent > FORM_SENT) return controller.close();
          else controller.enqueue(FILLER);
          sent += FILLER.byteLength;
        },
      });
      const response = await fetch(url(PAGE_VIDEO_UPLOAD_PATH), {
        method: "POST",
        headers: { ...auth(), "content-type": "multipart/form-data; boundary=x" },
        body,
      });
      const text = await response.text();
      return { status: response.status, message: text.startsWith("{") ? (JSON.parse(text) as { message: string }).message : text, sent };
    };
    const form = await routeAnswer(sendForm, tooLarge);
    expect([form.status, form.message]).toEqual([413, tooLarge]);
    // What the client had handed over by the answer: the limit and what loopback took in meanwhile
    // (under 10 MB on a quiet machine, 12 with three suites running beside it).
    expect(form.sent).toBeLessThan(FORM_SENT / 4);
    expect(await leftovers()).toEqual(before);
  }, 180_000);

  test("an upload the admin abandons half-way leaves no temporary file and nothing stored", async () => {
    const before = await leftovers();
    const head = new TextEncoder().encode('--x\r\nContent-Disposition: form-data; name="video"; filename="v.mp4"\r\n\r\n');
    const abort = new AbortController();
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        if (sent === 0) controller.enqueue(head);
        else controller.enqueue(new Uint8Array(64 * 1024).fill(7));
        sent += 64 * 1024;
        // Half the limit sent and the file being written to its temporary folder: the tab is closed.
        if (sent > VIDEO_MAX_BYTES / 2) {
          await until(async () => (await leftovers()).temporary.length > before.temporary.length, { what: "the upload's temporary folder" });
          abort.abort();
        }
      },
    });
    const answer = await fetch(url(PAGE_VIDEO_UPLOAD_PATH), {
      method: "POST",
      headers: { ...auth(), "content-type": "multipart/form-data; boundary=x" },
      body,
      signal: abort.signal,
    }).catch((error: Error) => error);
    expect(answer).toBeInstanceOf(Error);
    await until(async () => JSON.stringify(await leftovers()) === JSON.stringify(before), { what: "the upload's temporary folder to go" });
  }, 90_000);

  test("without a token: 401, and nothing of the body is kept", async () => {
    await refused(() => upload(PAGE_VIDEO_UPLOAD_PATH, "video", new File([makeVideo(H264_AAC)], "a.mp4"), {}), 401, expect.any(String) as never);
    await refused(() => upload(PAGE_IMAGE_UPLOAD_PATH, "image", new File(["x"], "a.png"), {}), 401, expect.any(String) as never);
  }, 90_000);

  test("a server without ffmpeg answers a video upload 503, saying so, before reading it", async () => {
    const path = process.env.PATH;
    process.env.PATH = "/nonexistent";
    try {
      await refused(() => uploadVideo(makeVideoOnce(), "a.mp4"), 503, PAGE_MEDIA_MESSAGES.noFfmpeg);
    } finally {
      process.env.PATH = path;
    }
  });
});

let madeOnce: Uint8Array<ArrayBuffer> | undefined;
/** Made before PATH is emptied (ffmpeg must be found to make it). */
const makeVideoOnce = () => (madeOnce ??= makeVideo(H264_AAC));
beforeAll(() => void makeVideoOnce());

describe("what an upload answers is what a page document holds", () => {
  test("an uploaded video and image saved as the home page's hero video and portrait: the draft takes them as they came", async () => {
    const { video } = (await (await uploadVideo(makeVideo(H264_AAC), "hero.mp4")).json()) as PageVideoAnswer;
    const png = new File(
      [
        new Uint8Array(
          await sharp({ create: { width: 640, height: 800, channels: 3, background: "#345" } })
            .png()
            .toBuffer(),
        ),
      ],
      "me.png",
    );
    const { image } = (await (await upload(PAGE_IMAGE_UPLOAD_PATH, "image", png)).json()) as PageImageAnswer;
    const get = await fetch(url("/api/admin/pages/home"), { headers: auth() });
    const { page } = (await get.json()) as { page: { version: number; published: Record<string, any> } };
    const home = page.published;
    const content = {
      ...home,
      hero: { ...home.hero, video: { ...home.hero.video, desktop: video } },
      about: { ...home.about, portrait: { image, alt: "The studio's founder" } },
    };
    const saved = await fetch(url("/api/admin/pages/home/draft"), {
      method: "PUT",
      headers: { ...auth(), "content-type": "application/json" },
      body: JSON.stringify({ version: page.version, content }),
    });
    const answer = (await saved.json()) as { success: boolean; message: string; page: { draft: Record<string, any> } };
    expect({ status: saved.status, message: answer.message }).toMatchObject({ status: 200 });
    expect(answer.page.draft.hero.video.desktop).toEqual(video);
    expect(answer.page.draft.about.portrait.image).toEqual(image);
  }, 180_000);
});

describe("POST /api/admin/pages/media/images", () => {
  test("a 3000x2000 PNG render of some 6 MB is accepted as a 'pages' variant set", async () => {
    // A flat render with a band of film grain: the grain is what weighs.
    const grain = { width: 3000, height: 820, channels: 3 as const };
    const noise = await sharp({ create: { ...grain, background: "#2a4d69", noise: { type: "gaussian", mean: 120, sigma: 12 } } })
      .raw()
      .toBuffer();
    const png = await sharp({ create: { width: 3000, height: 2000, channels: 3, background: "#e8e2d4" } })
      .composite([{ input: noise, raw: grain, top: 600, left: 0 }])
      .png()
      .toBuffer();
    expect(png.length).toBeGreaterThan(5.5 * MB);
    expect(png.length).toBeLessThan(7 * MB);
    expect(png.length).toBeLessThan(suite.t.stores.config.uploadMaxBytes);
    const response = await upload(PAGE_IMAGE_UPLOAD_PATH, "image", new File([new Uint8Array(png)], "render.png", { type: "image/png" }));
    expect(response.status).toBe(201);
    const { image, message } = (await response.json()) as PageImageAnswer;
    expect(message).toBe(PAGE_MEDIA_MESSAGES.imageAdded);
    expect(image.key).toMatch(/^pages\/[0-9a-f-]{36}$/);
    // Shown at once at its first widths; the larger ones follow (src/platform/media/more-widths.ts).
    expect([image.width, image.height]).toEqual([960, 640]);
    await suite.t.app.moreWidths.settled();
    const objects = await suite.t.stores.objects.list(`${image.key}/`);
    expect(objects.sort()).toEqual(
      ["1600.avif", "1600.webp", "2560.avif", "2560.webp", "480.avif", "480.webp", "960.avif", "960.webp", "original"].map(
        (file) => `${image.key}/${file}`,
      ),
    );
  }, 180_000);

  test("a text file named .png: 415, nothing stored; no file: 400", async () => {
    await refused(
      () => upload(PAGE_IMAGE_UPLOAD_PATH, "image", new File(["not a picture at all"], "a.png", { type: "image/png" })),
      415,
      expect.stringMatching(/not a supported image/) as never,
    );
    await refused(
      () => fetch(url(PAGE_IMAGE_UPLOAD_PATH), { method: "POST", headers: auth(), body: new FormData() }),
      400,
      PAGE_MEDIA_MESSAGES.imageRequired,
    );
  });

  test("the admin's stated limits: 25 MB images by default, and the video limits", async () => {
    const response = await fetch(url("/api/admin/settings/limits"), { headers: auth() });
    expect(((await response.json()) as { limits: unknown }).limits).toMatchObject({
      uploadMaxBytes: 25 * MB,
      videoMaxBytes: VIDEO_MAX_BYTES,
      videoMaxSeconds: VIDEO_MAX_SECONDS,
      videoFormats: VIDEO_FORMATS,
    });
  });
});
