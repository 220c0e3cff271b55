// Reading an upload form whose file may be hundreds of MB (a video): the multipart body is
// parsed as it arrives and the one file part wanted is written to disk chunk by chunk; nothing
// is held beyond a chunk and a boundary's length. request.formData() (upload-form.ts) keeps the
// whole body in memory, which is fine for an image and not for a video. The file is counted
// against its limit as it is written (413 at once), on top of the listener's count of the whole
// body (src/platform/http/counted-body.ts), which also covers a body with no Content-Length.
import { open } from "node:fs/promises";
import { fail, HttpError } from "../http/errors.ts";
import { FORM_ENVELOPE_BYTES } from "../http/body-limit.ts";

export type FormFile = {
  /** The multipart field that carries the file; other fields are read past and dropped. */
  field: string;
  /** Where the file's bytes are written. */
  path: string;
  maxBytes: number;
  /** The 413's words. */
  tooLarge: string;
  /** The 400's words when the field holds text rather than a file. */
  notFile: string;
};

/** A part's headers end within this much: a name, a file name, a type. */
const MAX_PART_HEADER_BYTES = 16 * 1024;
const COLLECT_EVERY_BYTES = 16 * 1024 * 1024;
const UNREADABLE = "The form could not be read. Please try again.";

/** Writes the field's file to `path` and returns its size: 0 when the form had none (or an empty one). */
export async function saveFormFile(request: Request, file: FormFile): Promise<number> {
  const boundary = boundaryOf(request.headers.get("content-type") ?? "");
  if (Number(request.headers.get("content-length") ?? 0) > file.maxBytes + FORM_ENVELOPE_BYTES) fail(413, file.tooLarge);
  if (!request.body) fail(400, UNREADABLE);
  const out = await open(file.path, "w");
  try {
    return await readParts(request.body, boundary, file, (bytes) => out.write(bytes).then(() => undefined));
  } catch (error) {
    if (error instanceof HttpError || request.signal.aborted) throw error;
    fail(400, UNREADABLE);
  } finally {
    await out.close();
  }
}

function boundaryOf(contentType: string): string {
  if (!contentType.toLowerCase().startsWith("multipart/form-data")) fail(400, "Send the form as multipart/form-data");
  const boundary = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;]{1,70}))/i.exec(contentType);
  return boundary?.[1] ?? boundary?.[2] ?? fail(400, "Send the form as multipart/form-data");
}

type Part = "preamble" | "headers" | "wanted" | "skipped" | "done";

/**
 * The multipart grammar (RFC 7578) as a small state machine over the chunks: each part is its
 * headers up to a blank line, then its bytes up to "\r\n--boundary". The body is read as if it
 * began with "\r\n", so the first boundary is found like the others.
 */
async function readParts(
  body: ReadableStream<Uint8Array>,
  boundary: string,
  file: FormFile,
  write: (bytes: Uint8Array) => Promise<void>,
): Promise<number> {
  const delimiter = Buffer.from(`\r\n--${boundary}`);
  let state: Part = "preamble";
  let pending: Buffer = Buffer.from("\r\n");
  let size = 0;
  let saved = false;

  const keep = async (bytes: Buffer) => {
    if (state !== "wanted" || bytes.length === 0) return;
    size += bytes.length;
    if (size > file.maxBytes) fail(413, file.tooLarge);
    await write(bytes);
  };

  let sinceCollected = 0;
  for await (const chunk of body) {
    // Each chunk read is garbage once written, which Bun collects late: a 200 MB video took the
    // server's memory up by half its size. A full collection every few MB keeps it flat.
    sinceCollected += chunk.byteLength;
    if (sinceCollected > COLLECT_EVERY_BYTES) {
      Bun.gc(true);
      sinceCollected = 0;
    }
    pending = pending.length ? Buffer.concat([pending, chunk]) : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    for (;;) {
      if (state === "done") {
        pending = Buffer.alloc(0); // the epilogue, which means nothing
        break;
      }
      if (state === "headers") {
        const end = pending.indexOf("\r\n\r\n");
        if (end < 0) {
          if (pending.length > MAX_PART_HEADER_BYTES) fail(400, UNREADABLE);
          break;
        }
        const disposition = /^content-disposition:(.*)$/im.exec(pending.subarray(0, end).toString("utf8"))?.[1] ?? "";
        const name = /(?:^|;)\s*name="([^"]*)"/i.exec(disposition)?.[1];
        const isFile = /;\s*filename\*?=/i.test(disposition);
        if (name === file.field && !isFile) fail(400, file.notFile);
        state = name === file.field && !saved ? "wanted" : "skipped";
        saved ||= state === "wanted";
        pending = pending.subarray(end + 4);
        continue;
      }
      const at = pending.indexOf(delimiter);
      if (at < 0) {
        // All but what may be the start of a delimiter belongs to the part.
        const safe = Math.max(0, pending.length - delimiter.length + 1);
        await keep(pending.subarray(0, safe));
        pending = Buffer.from(pending.subarray(safe));
        break;
      }
      // The delimiter is followed by "--" (the last) or by the line break before the next part's headers.
      const after = at + delimiter.length;
      if (pending.length < after + 2) {
        await keep(pending.subarray(0, at));
        pending = Buffer.from(pending.subarray(at));
        break;
      }
      await keep(pending.subarray(0, at));
      const tail = pending.subarray(after, after + 2).toString("latin1");
      if (tail === "--") state = "done";
      else if (tail === "\r\n") state = "headers";
      else if (state === "preamble") {
        // Text that merely looks like a boundary, before the first part.
        pending = pending.subarray(after);
        continue;
      } else fail(400, UNREADABLE);
      pending = pending.subarray(after + 2);
    }
  }
  if (state !== "done") fail(400, UNREADABLE);
  return size;
}
