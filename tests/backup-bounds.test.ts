// What a restore unpacks, against a listening server with the site's default limits: an object
// larger than the minio client's single-part size (64 MB) is stored in one PUT, as an uploaded
// video is (the embedded s3rver has no multipart upload), and an archive of compressed zeros
// posing as large objects is refused at once, without the server's memory growing, leaving
// nothing in the bucket or the temporary folder.
import { describe, expect, test } from "bun:test";
import { readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { downloadBackup, sendRestore } from "./support/backup-api.ts";
import { listeningSuite } from "./support/listening-suite.ts";
import { privateTmpdir } from "./support/private-tmpdir.ts";
import { repack, siteObjects, siteRows, streamedArchive, text, unpack, zeroEntry, type ArchiveFile } from "./support/site-state.ts";
import { json } from "./api/helpers.ts";

const suite = listeningSuite();
privateTmpdir();

const MB = 1024 * 1024;
const url = () => ({ url: suite.server.url });

/** The site's own backup with `objects` added (counted in its summary), in the order a backup writes them. */
async function withObjects(objects: ArchiveFile[]): Promise<ArchiveFile[]> {
  const files = await unpack(await downloadBackup(url(), suite.token));
  const summary = files.find((file) => file.name === "summary.json")!;
  const counts = JSON.parse(text(summary));
  counts.objects += objects.length;
  return [...files.filter((file) => file !== summary), ...objects, { name: "summary.json", body: JSON.stringify(counts) }];
}

/** A new video's entry (name and content type). */
const video = () => ({ name: `objects/videos/${Bun.randomUUIDv7()}.mp4`, pax: { "STUDIO.content-type": "video/mp4" } });

describe("a restore's objects", () => {
  // First: the site it backs up is the test app's own, without the large object the next test adds.
  test("a small archive of zeros posing as ten 60 MB videos is refused at once, holding no memory and leaving nothing", async () => {
    const files = await withObjects([]);
    const archive = await zerosArchive(files, 10, 60 * MB);
    expect(archive.byteLength).toBeLessThan(2 * MB);
    const before = { rows: await siteRows(suite.t.stores.sql), objects: await siteObjects(suite.t.stores.objects) };
    Bun.gc(true);
    const baseline = process.memoryUsage().rss;
    let peak = baseline;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
    try {
      const response = await sendRestore(url(), suite.token, archive);
      const answer = await json(response);
      expect({ status: response.status, message: answer.message }).toEqual({
        status: 400,
        message: expect.stringMatching(
          /^The backup lists objects of more than [\d.]+ MB, more than an archive of [\d.]+ [KM]B made by this site can hold/,
        ),
      });
    } finally {
      clearInterval(sampler);
    }
    expect(peak - baseline).toBeLessThan(100 * MB);
    expect(await siteRows(suite.t.stores.sql)).toEqual(before.rows);
    expect(await siteObjects(suite.t.stores.objects)).toEqual(before.objects);
    expect(readdirSync(tmpdir())).toEqual([]);
  }, 240_000);

  test("an object of 65 MB is restored whole on the embedded store", async () => {
    // Random bytes, which gzip cannot shrink: a megabyte repeated lies beyond its 32 KB window.
    const block = new Uint8Array(MB);
    for (let at = 0; at < MB; at += 65536) crypto.getRandomValues(block.subarray(at, at + 65536));
    const bytes = new Uint8Array(65 * MB + 123);
    for (let at = 0; at < bytes.byteLength; at += MB) bytes.set(block.subarray(0, Math.min(MB, bytes.byteLength - at)), at);
    const object = { ...video(), body: bytes };
    const response = await sendRestore(url(), suite.token, await repack(await withObjects([object])));
    expect({ status: response.status, answer: await json(response) }).toMatchObject({ status: 200, answer: { success: true } });
    const stored = await suite.t.stores.objects.get(object.name.slice("objects/".length));
    expect(stored?.size).toBe(bytes.byteLength);
    const sha = (data: ArrayBuffer | Uint8Array) => new Bun.CryptoHasher("sha256").update(data).digest("hex");
    expect(sha(await new Response(stored!.body).arrayBuffer())).toBe(sha(bytes));
    expect(readdirSync(tmpdir())).toEqual([]);
  }, 240_000);
});

/** The site's files, then `count` objects of `size` zero bytes each, as a stream: a few hundred KB once compressed. */
function zerosArchive(files: ArchiveFile[], count: number, size: number): Promise<Uint8Array> {
  return streamedArchive(async (tar) => {
    for (const file of files.slice(0, -1)) tar.entry({ name: file.name, pax: file.pax }, Buffer.from(file.body));
    for (let i = 0; i < count; i++) await zeroEntry(tar, video(), size);
    const counts = JSON.parse(text(files.at(-1)));
    counts.objects += count;
    tar.entry({ name: "summary.json" }, JSON.stringify(counts));
  });
}
