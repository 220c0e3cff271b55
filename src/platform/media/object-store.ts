// The one path to object storage: a thin, typed face over the minio client so the rest of the
// app (and tests, which pass a failing fake) depend on these few operations only.
import * as Minio from "minio";
import { signV4 } from "minio/dist/esm/signing.mjs";
import type { S3Config } from "../config.ts";
import { gcPace } from "../gc-pace.ts";
import { resolveRange, type ByteRange, type ByteRangeSpec } from "./byte-range.ts";

/**
 * `size` is the whole object's; with a range asked for, `range` says which bytes `body` holds,
 * or "unsatisfiable" (and `body` is empty) when the range lies past the end.
 */
type StoredObject = { body: ReadableStream<Uint8Array>; size: number; contentType: string; etag: string; range?: ByteRange | "unsatisfiable" };

export type ObjectStore = {
  ensureBucket(): Promise<void>;
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** A file on disk stored as it is read, never held in memory (a video of hundreds of MB); `signal` stops the write. */
  putFile(key: string, path: string, contentType: string, signal?: AbortSignal): Promise<void>;
  get(key: string, range?: ByteRangeSpec): Promise<StoredObject | null>;
  remove(key: string): Promise<void>;
  list(prefix?: string): Promise<string[]>;
  /** Every key with its ETag (the MD5 of its bytes for an object stored in one part, as ours are). */
  etags(prefix?: string): Promise<Map<string, string>>;
  ping(): Promise<void>;
};

/**
 * A store that does not answer within this time counts as down (a 503 with Retry-After), rather
 * than holding the request open: the minio client sets no deadline of its own.
 */
export const OBJECT_STORE_TIMEOUT_MS = 10_000;

/** A file's write may take its size at this rate on top of the deadline: a slow link still stores a large video. */
const SLOWEST_PUT_BYTES_PER_SECOND = 1024 * 1024;
const UNSIGNED_PAYLOAD = "UNSIGNED-PAYLOAD";

export function createObjectStore(config: S3Config, { timeoutMs = OBJECT_STORE_TIMEOUT_MS } = {}): ObjectStore {
  const timed = <T>(work: () => Promise<T>) => withDeadline(work(), timeoutMs);
  const client = new Minio.Client({
    endPoint: config.endPoint,
    port: config.port,
    useSSL: config.useSSL,
    accessKey: config.accessKey,
    secretKey: config.secretKey,
    region: config.region,
    pathStyle: true,
  });
  const bucket = config.bucket;
  async function etags(prefix = ""): Promise<Map<string, string>> {
    // Version 1 listing pages by marker (the last key): version 2's continuation token is
    // opaque, and the embedded s3rver makes it with the DES cipher, which Bun lacks, so
    // every listing past 1,000 keys failed there. Every S3 server answers version 1. The
    // deadline is per item read (a page at a time), since a whole listing grows with the bucket.
    const items = client.listObjects(bucket, prefix, true)[Symbol.asyncIterator]();
    const keys = new Map<string, string>();
    const paced = gcPace(); // each page's XML is parsed into garbage Bun collects late
    try {
      for (let next = await timed(() => items.next()); !next.done; next = await timed(() => items.next())) {
        if (next.value.name) keys.set(next.value.name, String(next.value.etag ?? "").replace(/"/g, ""));
        paced();
      }
    } finally {
      await items.return?.();
    }
    return keys;
  }
  return {
    async ensureBucket() {
      if (await timed(() => client.bucketExists(bucket))) return;
      try {
        await timed(() => client.makeBucket(bucket, config.region));
      } catch (error) {
        // Another instance starting at the same moment made it between our check and our make
        // (BucketAlreadyOwnedByYou, or "already exists" from s3rver): the bucket is there, which
        // is all a start needs. Any other refusal leaves it missing, and is the error.
        if (!(await timed(() => client.bucketExists(bucket)))) throw error;
      }
    },
    async put(key, body, contentType) {
      await timed(() => client.putObject(bucket, key, body, body.length, { "Content-Type": contentType }));
    },
    // One PUT of the file, signed here with an unsigned payload (the file is not read twice to
    // hash it): the minio client reads a stream into memory in parts of 64 MB (or whole, below
    // that), and a multipart object's ETag is not its MD5, which the backup compares. fetch
    // sends a Bun.file from disk as it goes.
    async putFile(key, path, contentType, signal) {
      const file = Bun.file(path);
      const url = new URL(
        `${config.useSSL ? "https" : "http"}://${config.endPoint}:${config.port}/${bucket}/${key.split("/").map(encodeURIComponent).join("/")}`,
      );
      const date = new Date();
      const signed = { host: url.host, "x-amz-date": amzDate(date), "x-amz-content-sha256": UNSIGNED_PAYLOAD };
      const request = { protocol: url.protocol, method: "PUT", path: url.pathname, headers: signed };
      const authorization = signV4(request, config.accessKey, config.secretKey, config.region, date, UNSIGNED_PAYLOAD);
      const deadline = timeoutMs + Math.ceil((file.size / SLOWEST_PUT_BYTES_PER_SECOND) * 1000);
      const headers = { ...signed, authorization, "content-type": contentType };
      const response = await withDeadline(fetch(url, { method: "PUT", body: file, headers, signal }), deadline);
      const answer = await response.text();
      if (!response.ok) throw new Error(`object storage refused ${key} (${response.status}): ${answer.slice(0, 200)}`);
    },
    async get(key, wanted) {
      try {
        const stat = await timed(() => client.statObject(bucket, key));
        const range = wanted && resolveRange(wanted, stat.size);
        const stream =
          range === "unsatisfiable"
            ? null
            : await timed(() =>
                range ? client.getPartialObject(bucket, key, range.start, range.end - range.start + 1) : client.getObject(bucket, key),
              );
        return {
          body: stream ? nodeToWeb(stream) : new Blob([]).stream(),
          size: stat.size,
          contentType: String(stat.metaData["content-type"] ?? "application/octet-stream"),
          etag: stat.etag,
          range: range || undefined,
        };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    async remove(key) {
      await timed(() => client.removeObject(bucket, key));
    },
    list: async (prefix = "") => [...(await etags(prefix)).keys()],
    etags,
    async ping() {
      await timed(() => client.bucketExists(bucket));
    },
  };
}

/** "20240605T101500Z", as Signature V4 dates a request. */
const amzDate = (date: Date) => date.toISOString().replace(/[-:]|\.\d{3}/g, "");

function withDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: Timer | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(Object.assign(new Error(`object storage did not answer within ${ms} ms`), { code: "ETIMEDOUT" })), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

function isNotFound(error: unknown): boolean {
  const code = (error as { code?: string }).code;
  return code === "NoSuchKey" || code === "NotFound" || code === "NoSuchBucket";
}

function nodeToWeb(stream: NodeJS.ReadableStream): ReadableStream<Uint8Array> {
  // After a cancel (a 304, a client gone) the node stream may still emit what it had buffered.
  let finished = false;
  return new ReadableStream({
    start(controller) {
      stream.on("data", (chunk: Buffer) => finished || controller.enqueue(new Uint8Array(chunk)));
      stream.on("end", () => {
        if (!finished) controller.close();
        finished = true;
      });
      stream.on("error", (error) => {
        if (!finished) controller.error(error);
        finished = true;
      });
    },
    cancel() {
      finished = true;
      (stream as NodeJS.ReadableStream & { destroy?: () => void }).destroy?.();
    },
  });
}
