// Embedded mode: s3rver, an S3-compatible server on loopback that keeps objects as files. The
// app reaches it through the minio client over the S3 wire protocol, the same code path as MinIO.
import { mkdirSync } from "node:fs";
import S3rver from "s3rver";
import type { S3Config } from "../config.ts";

export type EmbeddedS3 = { config: S3Config; stop: () => Promise<void> };

export async function startEmbeddedS3(dir: string, bucket: string): Promise<EmbeddedS3> {
  mkdirSync(dir, { recursive: true });
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
