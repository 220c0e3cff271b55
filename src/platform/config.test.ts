import { describe, expect, test } from "bun:test";
import { join, resolve } from "node:path";
import { ConfigError, loadConfig } from "./config.ts";

describe("loadConfig", () => {
  test("defaults give the embedded stores on port 3000", () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.s3).toBeUndefined();
    expect(config.dataDir).toBe(join(import.meta.dir, "../..", "data"));
    expect(config.host).toBe("127.0.0.1");
    expect(config.uploadMaxBytes).toBe(25 * 1024 * 1024);
    expect([config.videoMaxBytes, config.videoMaxSeconds]).toEqual([200 * 1024 * 1024, 600]);
    expect(config.publicUrl).toBe("http://localhost:3000");
    expect([config.trustProxy, config.trustProxyHops]).toEqual([false, 1]);
  });

  test("the video limits are read from VIDEO_MAX_BYTES and VIDEO_MAX_SECONDS, and checked", () => {
    const config = loadConfig({ VIDEO_MAX_BYTES: "1048576", VIDEO_MAX_SECONDS: "90" });
    expect([config.videoMaxBytes, config.videoMaxSeconds]).toEqual([1048576, 90]);
    expect(() => loadConfig({ VIDEO_MAX_BYTES: "lots" })).toThrow('VIDEO_MAX_BYTES must be a whole number, got "lots"');
    expect(() => loadConfig({ VIDEO_MAX_SECONDS: "0" })).toThrow("VIDEO_MAX_SECONDS must be between 1 and 36000, got 0");
  });

  test("how long a rendered page is served from memory: CACHE_MAX_AGE_SECONDS, five minutes unless set, checked", () => {
    expect(loadConfig({}).cacheMaxAgeSeconds).toBe(300);
    expect(loadConfig({ CACHE_MAX_AGE_SECONDS: "30" }).cacheMaxAgeSeconds).toBe(30);
    expect(() => loadConfig({ CACHE_MAX_AGE_SECONDS: "0" })).toThrow("CACHE_MAX_AGE_SECONDS must be between 1 and 604800, got 0");
    expect(() => loadConfig({ CACHE_MAX_AGE_SECONDS: "5m" })).toThrow('CACHE_MAX_AGE_SECONDS must be a whole number, got "5m"');
  });

  test("NODE_ENV is production, development or test (unset: development); anything else is refused, not run as development", () => {
    expect(loadConfig({}).nodeEnv).toBe("development");
    expect(loadConfig({ NODE_ENV: "production" }).nodeEnv).toBe("production");
    expect(loadConfig({ NODE_ENV: "test" }).nodeEnv).toBe("test");
    expect(() => loadConfig({ NODE_ENV: "prod" })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: "prod" })).toThrow('NODE_ENV must be one of production, development, test, got "prod"');
    expect(() => loadConfig({ NODE_ENV: "Production" })).toThrow("NODE_ENV must be one of production, development, test");
  });

  test("LOG_LEVEL is info unless set to one of the levels", () => {
    expect(loadConfig({}).logLevel).toBe("info");
    expect(loadConfig({ LOG_LEVEL: "warn" }).logLevel).toBe("warn");
    expect(() => loadConfig({ LOG_LEVEL: "loud" })).toThrow('LOG_LEVEL must be one of debug, info, warn, error, silent, got "loud"');
  });

  test("media children at idle priority unless MEDIA_PRIORITY is normal", () => {
    expect(loadConfig({}).mediaPriority).toBe("idle");
    expect(loadConfig({ MEDIA_PRIORITY: "normal" }).mediaPriority).toBe("normal");
    expect(() => loadConfig({ MEDIA_PRIORITY: "fast" })).toThrow('MEDIA_PRIORITY must be one of idle, normal, got "fast"');
  });

  test("a fresh install starts with the sample studio unless SAMPLE_CONTENT is none", () => {
    expect(loadConfig({}).sampleContent).toBe("sample");
    expect(loadConfig({ SAMPLE_CONTENT: "none" }).sampleContent).toBe("none");
    expect(() => loadConfig({ SAMPLE_CONTENT: "empty" })).toThrow('SAMPLE_CONTENT must be one of sample, none, got "empty"');
  });

  test("behind two proxies of ours: TRUST_PROXY with TRUST_PROXY_HOPS", () => {
    const config = loadConfig({ TRUST_PROXY: "true", TRUST_PROXY_HOPS: "2" });
    expect([config.trustProxy, config.trustProxyHops]).toEqual([true, 2]);
  });

  test("the project's data/ whatever the working directory; a DATA_DIR given is relative to it; HOST=0.0.0.0 listens publicly", () => {
    const cwd = process.cwd();
    try {
      process.chdir("/tmp");
      expect(loadConfig({}).dataDir).toBe(join(import.meta.dir, "../..", "data"));
      expect(loadConfig({ DATA_DIR: "studio-data" }).dataDir).toBe(resolve("/tmp", "studio-data"));
    } finally {
      process.chdir(cwd);
    }
    expect(loadConfig({ HOST: "0.0.0.0" }).host).toBe("0.0.0.0");
  });

  test("mail: off without SMTP_URL; smtp:// and smtps:// read with their default ports, the login decoded, TLS required for a login sent off the machine", () => {
    const off = loadConfig({ PUBLIC_URL: "https://studio.example.com" });
    expect(off.smtp).toBeUndefined();
    expect(off.mailFrom).toBe("Studio site <no-reply@studio.example.com>");
    expect(loadConfig({}).mailFrom).toBe("Studio site <no-reply@localhost>");
    expect(loadConfig({ SMTP_URL: "smtp://studio%40example.com:p%40ss@mail.example.com" }).smtp).toEqual({
      host: "mail.example.com",
      port: 587,
      secure: false,
      user: "studio@example.com",
      pass: "p@ss",
      requireTls: true,
    });
    expect(loadConfig({ SMTP_URL: "smtps://u:p@mail.example.com" }).smtp).toMatchObject({ port: 465, secure: true, requireTls: false });
    // A relay on the same machine, or one without a login, may be spoken to in plain text.
    expect(loadConfig({ SMTP_URL: "smtp://u:p@127.0.0.1:25" }).smtp).toMatchObject({ port: 25, requireTls: false });
    expect(loadConfig({ SMTP_URL: "smtp://relay:25" }).smtp).toMatchObject({ host: "relay", user: undefined, requireTls: false });
    expect(loadConfig({ MAIL_FROM: "Studio Nine <hello@studio.example>" }).mailFrom).toBe("Studio Nine <hello@studio.example>");
  });

  test("a refused SMTP_URL never echoes its password", () => {
    for (const SMTP_URL of ["smtp://user:s3cret-pw@:587", "https://user:s3cret-pw@mail", "smtp://user:s3cret-pw@mail/x"]) {
      expect(() => loadConfig({ SMTP_URL })).toThrow(ConfigError);
      expect(() => loadConfig({ SMTP_URL })).not.toThrow(/s3cret/);
    }
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
    expect(config.s3).toEqual({
      endPoint: "minio.internal",
      port: 9000,
      useSSL: true,
      accessKey: "key",
      secretKey: "secret",
      bucket: "media",
      region: "us-east-1",
    });
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
    [{ TRUST_PROXY: "true", TRUST_PROXY_HOPS: "0" }, /TRUST_PROXY_HOPS must be between 1 and 10/],
    [{ TRUST_PROXY: "true", TRUST_PROXY_HOPS: "two" }, /TRUST_PROXY_HOPS must be a whole number/],
    [{ TRUST_PROXY_HOPS: "2" }, /TRUST_PROXY_HOPS needs TRUST_PROXY=true/],
    [{ PUBLIC_URL: "example.com" }, /PUBLIC_URL must be an absolute http\(s\) URL/],
    [{ SMTP_URL: "mail.example.com" }, /SMTP_URL is not a valid URL \(expected smtp:\/\/user:password@host:587/],
    [{ SMTP_URL: "https://mail.example.com" }, /SMTP_URL must start with smtp:\/\/ or smtps:\/\//],
    [{ SMTP_URL: "smtp://user:pw@:587" }, /SMTP_URL has no host name/],
    [
      { SMTP_URL: "smtp://mail.example.com:587?tls=insecure" },
      /SMTP_URL must be only smtp\(s\):\/\/user:password@host:port, without a path or options/,
    ],
    [{ SMTP_URL: "smtp://mail.example.com:99999" }, /SMTP_URL is not a valid URL/],
    [{ MAIL_FROM: "studio" }, /MAIL_FROM must be an address \(studio@example.com\) or a name and an address/],
    [{ MAIL_FROM: "Studio <studio>" }, /MAIL_FROM must be an address/],
  ])("rejects %p with a message naming the variable", (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});
