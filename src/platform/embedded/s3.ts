// Embedded mode: s3rver, an S3-compatible server on loopback that keeps objects as files. The
// app reaches it through the minio client over the S3 wire protocol, the same code path as MinIO,
// with the generated keys (DATA_DIR/embedded-credentials.json), which are checked on every request.
import { mkdirSync, readdirSync, readFileSync, unlinkSync } from "node:fs";
import { join } from "node:path";
import { createServer, type RequestListener } from "node:http";
import type { AddressInfo } from "node:net";
import S3rver from "s3rver";
// @ts-expect-error: s3rver ships no types for its account model.
import AWSAccount from "s3rver/lib/models/account.js";
import type { S3Config } from "../config.ts";
import { ACCESS_DENIED_XML, isSignedBy, type S3Keys } from "./s3-auth.ts";
import { listInKeyOrder } from "./s3-listing.ts";

export type EmbeddedS3 = { config: S3Config; stop: () => Promise<void> };

export async function startEmbeddedS3(dir: string, bucket: string, keys: S3Keys): Promise<EmbeddedS3> {
  mkdirSync(dir, { recursive: true });
  repairInterruptedWrites(dir);
  const s3rver = new S3rver({ directory: dir, silent: true });
  listInKeyOrder((s3rver as unknown as { store: Parameters<typeof listInKeyOrder>[0] }).store);
  // s3rver only serves access keys in its account registry (process-wide, holding its public
  // development key): ours is added there, and the development key removed.
  AWSAccount.DUMMY_ACCOUNT.createKeyPair(keys.accessKey, keys.secretKey);
  AWSAccount.DUMMY_ACCOUNT.revokeAccessKey("S3RVER");
  // s3rver's own listener would accept anyone (see s3-auth.ts): its request handler is served
  // behind the signature check instead.
  // s3rver is a Koa application; callback() is Koa's request listener (its types omit it).
  const handle = (s3rver as unknown as { callback(): RequestListener }).callback();
  const server = createServer((request, response) => {
    if (isSignedBy(request, keys)) return handle(request, response);
    request.resume();
    response.writeHead(403, { "content-type": "application/xml" }).end(ACCESS_DENIED_XML);
  });
  await new Promise<void>((resolve, reject) => server.once("error", reject).listen(0, "127.0.0.1", resolve));
  return {
    config: {
      endPoint: "127.0.0.1",
      port: (server.address() as AddressInfo).port,
      useSSL: false,
      accessKey: keys.accessKey,
      secretKey: keys.secretKey,
      bucket,
      region: "us-east-1",
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * s3rver writes an object's metadata as a JSON file beside it; a process killed mid-write leaves
 * it truncated, and s3rver then answers 500 to every listing of the bucket (so the orphan sweep
 * could never run again). Such a file is removed: s3rver reads a missing one as "no metadata",
 * and the object, which no row can reference (rows are written after the upload completes), is
 * left to the sweep. Returns the files removed.
 */
function repairInterruptedWrites(dir: string): string[] {
  const removed: string[] = [];
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith("._S3rver_metadata.json")) continue;
    const file = join(entry.parentPath, entry.name);
    try {
      JSON.parse(readFileSync(file, "utf8"));
    } catch {
      unlinkSync(file);
      removed.push(file);
    }
  }
  return removed;
}
