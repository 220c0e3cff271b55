// Reading an archive as a stream of entries, whatever it holds: gunzip, then tar-stream's
// extract. What it may unpack to is bounded by its own size: the objects of a backup are WebP,
// AVIF, MP4 and WebM files (src/platform/media/keys.ts), already compressed, which gzip cannot
// shrink by half, so together they may not list more than OBJECT_RATIO times the archive's size
// (with OBJECT_SLACK for the headers of many small images); its rows are JSON, which shrinks
// some ten times, so the whole may unpack to UNPACK_RATIO times the archive's size (at least
// UNPACK_FLOOR; never past the site's cap). Each entry's size, as its header lists it, is added
// up before its bytes are read, so an archive of compressed zeros posing as large objects is
// refused at the header that passes the bound, without unpacking it; the bytes unpacked are
// counted as they come too (tar-stream holds each entry to its header's size). Any
// damage (not gzip, cut short, not a tar) is a 400 naming the file as unreadable, never an
// error that escapes.
import { createReadStream, statSync } from "node:fs";
import { Transform, type TransformCallback } from "node:stream";
import { createGunzip } from "node:zlib";
import { extract as tarExtract } from "tar-stream";
import { formatBytes } from "../../../client/contract/common.ts";
import { fail, HttpError } from "../http/errors.ts";

/** `size` is what the header claims: enough to refuse an entry before its bytes, never to trust them. */
export type Entry = { name: string; type: string; size: number; pax: Record<string, string>; body: AsyncIterable<Uint8Array> };

const UNREADABLE = "This file is not a backup archive (.tar.gz) made by this site, or it is damaged";

const OBJECT_RATIO = 2;
const OBJECT_SLACK = 16 * 1024 * 1024;
const UNPACK_RATIO = 8;
const UNPACK_FLOOR = 256 * 1024 * 1024;

/** `objectMaxBytes`: no object is larger (the largest upload); `unpackedMaxBytes`: the site's cap on the whole. */
export type UnpackLimits = { objectMaxBytes: number; unpackedMaxBytes: number };

export async function* archiveEntries(path: string, { objectMaxBytes, unpackedMaxBytes }: UnpackLimits): AsyncGenerator<Entry> {
  const archiveBytes = statSync(path).size;
  const bound = Math.min(unpackedMaxBytes, Math.max(UNPACK_FLOOR, UNPACK_RATIO * archiveBytes));
  const objectBound = Math.min(bound, OBJECT_RATIO * archiveBytes + OBJECT_SLACK);
  const refuse = (what = "unpacks to", max = bound): never =>
    fail(
      400,
      `The backup ${what} more than ${formatBytes(max)}, more than an archive of ${formatBytes(archiveBytes)} made by this site can hold: it is damaged or not one this site made`,
    );
  const file = createReadStream(path);
  const gunzip = createGunzip();
  const counted = countBytes(bound, () => refuse());
  const tar = tarExtract();
  const stop = (error: Error) => tar.destroy(error);
  file
    .on("error", stop)
    .pipe(gunzip)
    .on("error", stop)
    .pipe(counted)
    .on("error", stop)
    .pipe(tar as unknown as NodeJS.WritableStream);
  let listed = 0;
  let objects = 0;
  try {
    for await (const source of readable(tar)) {
      const size = source.header.size ?? 0;
      if (source.header.name.startsWith("objects/")) {
        if (size > objectMaxBytes)
          fail(413, `The object ${source.header.name.slice(8, 90)} in the backup is larger than any image or video this site stores`);
        objects += size;
        if (objects > objectBound) refuse("lists objects of", objectBound);
      }
      listed += size;
      if (listed > bound) refuse();
      const body = readable(source as AsyncIterable<Uint8Array>);
      yield {
        name: source.header.name,
        type: source.header.type,
        size: source.header.size ?? 0,
        pax: (source.header.pax ?? {}) as Record<string, string>,
        body,
      };
      for await (const _ of body); // what the reader left
    }
  } finally {
    file.destroy();
    gunzip.destroy();
    counted.destroy();
    tar.destroy();
  }
}

/** Reads at most `max` bytes of an entry; past them, `tooLarge` says why it is refused. */
export async function readAll(body: AsyncIterable<Uint8Array>, max: number, tooLarge: () => never): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += chunk.byteLength;
    if (size > max) tooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, size);
}

/** An async iterable whose errors (a damaged archive) are a 400; errors of ours pass as they are. */
async function* readable<T>(source: AsyncIterable<T>): AsyncGenerator<T> {
  try {
    yield* source;
  } catch (error) {
    if (error instanceof HttpError) throw error;
    fail(400, UNREADABLE);
  }
}

function countBytes(max: number, refuse: () => never): Transform {
  let total = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
      total += chunk.byteLength;
      if (total <= max) return done(null, chunk);
      try {
        refuse();
      } catch (error) {
        done(error as Error);
      }
    },
  });
}
