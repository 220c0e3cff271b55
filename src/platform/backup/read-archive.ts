// Reading an archive as a stream of entries, whatever it holds: gunzip, then tar-stream's
// extract. The bytes unpacked are counted as they come (not what a header claims) and capped,
// so an archive of compressed zeros stops at the cap; any damage (not gzip, cut short, not a
// tar) is a 400 naming the file as unreadable, never an error that escapes.
import { createReadStream } from "node:fs";
import { Transform, type TransformCallback } from "node:stream";
import { createGunzip } from "node:zlib";
import { extract as tarExtract } from "tar-stream";
import { fail, HttpError } from "../http/errors.ts";

/** `size` is what the header claims: enough to refuse an entry before its bytes, never to trust them. */
export type Entry = { name: string; type: string; size: number; pax: Record<string, string>; body: AsyncIterable<Uint8Array> };

const UNREADABLE = "This file is not a backup archive (.tar.gz) made by this site, or it is damaged";

export async function* archiveEntries(path: string, maxUnpackedBytes: number): AsyncGenerator<Entry> {
  const file = createReadStream(path);
  const gunzip = createGunzip();
  const counted = countBytes(maxUnpackedBytes);
  const tar = tarExtract();
  const stop = (error: Error) => tar.destroy(error);
  file
    .on("error", stop)
    .pipe(gunzip)
    .on("error", stop)
    .pipe(counted)
    .on("error", stop)
    .pipe(tar as unknown as NodeJS.WritableStream);
  try {
    for await (const source of readable(tar)) {
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

function countBytes(max: number): Transform {
  let total = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
      total += chunk.byteLength;
      if (total > max)
        return done(
          new HttpError(413, `The backup unpacks to more than the site allows (${Math.round(max / 1024 / 1024)} MB): it is not one this site made`),
        );
      done(null, chunk);
    },
  });
}
