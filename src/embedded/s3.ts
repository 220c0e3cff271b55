// Embedded mode: s3rver, an S3-compatible server on loopback that keeps objects as files. The
// app reaches it through the minio client over the S3 wire protocol, the same code path as MinIO.
import { mkdirSync, readdirSync, readFileSync, unlinkSync } from "node:fs";
import { join } from "node:path";
import S3rver from "s3rver";
import type { S3Config } from "../config.ts";

export type EmbeddedS3 = { config: S3Config; stop: () => Promise<void> };

export async function startEmbeddedS3(dir: string, bucket: string): Promise<EmbeddedS3> {
  mkdirSync(dir, { recursive: true });
  repairInterruptedWrites(dir);
  const server = new S3rver({ address: "127.0.0.1", port: 0, directory: dir, silent: true });
  const { port } = await server.run();
  return {
    config: {
      endPoint: "127.0.0.1",
      port,
      useSSL: false,
      // s3rver's fixed development credentials.
      accessKey: "S3RVER",
      secretKey: "S3RVER",
      bucket,
      region: "us-east-1",
    },
    stop: () => server.close(),
  };
}

/**
 * s3rver writes an object's metadata as a JSON file beside it; a process killed mid-write leaves
 * it truncated, and s3rver then answers 500 to every listing of the bucket (so the orphan sweep
 * could never run again). Such a file is removed: s3rver reads a missing one as "no metadata",
 * and the object, which no row can reference (rows are written after the upload completes), is
 * left to the sweep. Returns the files removed.
 */
export function repairInterruptedWrites(dir: string): string[] {
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
