import { describe, expect, test } from "bun:test";
import { ConfigError, loadConfig } from "./config.ts";

describe("loadConfig", () => {
  test("defaults give the embedded stores on port 3000", () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.s3).toBeUndefined();
    expect(config.dataDir.endsWith("/data")).toBe(true);
    expect(config.uploadMaxBytes).toBe(5 * 1024 * 1024);
    expect(config.publicUrl).toBe("http://localhost:3000");
  });

  test("external stores from the environment", () => {
    const config = loadConfig({
      DATABASE_URL: "postgres://studio:pw@db:5432/studio",
      S3_ENDPOINT: "https://minio.internal:9000",
      S3_ACCESS_KEY: "key",
      S3_SECRET_KEY: "secret",
      S3_BUCKET: "media",
    });
    expect(config.databaseUrl).toBe("postgres://studio:pw@db:5432/studio");
    expect(config.s3).toEqual({ endPoint: "minio.internal", port: 9000, useSSL: true, accessKey: "key", secretKey: "secret", bucket: "media", region: "us-east-1" });
  });

  test.each([
    [{ PORT: "http" }, /PORT must be a whole number/],
    [{ PORT: "70000" }, /PORT must be between 0 and 65535/],
    [{ DATABASE_URL: "not a url" }, /DATABASE_URL is not a valid URL/],
    [{ DATABASE_URL: "mysql://db/x" }, /DATABASE_URL must start with postgres:\/\//],
    [{ S3_ENDPOINT: "http://minio:9000" }, /S3_ACCESS_KEY, S3_SECRET_KEY must be set/],
    [{ S3_BUCKET: "Bad_Bucket" }, /S3_BUCKET must be a valid bucket name/],
    [{ JWT_SECRET: "short" }, /JWT_SECRET must be at least 32 bytes/],
    [{ UPLOAD_MAX_BYTES: "5MB" }, /UPLOAD_MAX_BYTES must be a whole number/],
    [{ TRUST_PROXY: "maybe" }, /TRUST_PROXY must be true or false/],
    [{ PUBLIC_URL: "example.com" }, /PUBLIC_URL must be an absolute http\(s\) URL/],
  ])("rejects %p with a message naming the variable", (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});
