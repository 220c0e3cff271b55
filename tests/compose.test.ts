// No Docker engine runs here, so compose.yaml is checked as data: its services, health checks
// and volumes, and that every variable it gives the app is one config.ts reads and accepts.
import { describe, expect, test } from "bun:test";
import { join } from "node:path";
import { parse } from "yaml";
import { loadConfig } from "../src/platform/config.ts";

const ROOT = join(import.meta.dir, "..");
const compose = parse(await Bun.file(join(ROOT, "compose.yaml")).text());
const configSource = await Bun.file(join(ROOT, "src/platform/config.ts")).text();
const readme = await Bun.file(join(ROOT, "README.md")).text();

/** Substitutes ${VAR:-default} and ${VAR:?message} the way compose does, with sample secrets. */
function interpolate(value: string, env: Record<string, string>): string {
  return value.replace(/\$\{(\w+)(?::[-?]([^}]*))?\}/g, (_, name, fallback) => env[name] ?? fallback ?? "");
}

describe("compose.yaml", () => {
  test("runs the app on the Dockerfile with Postgres 17 and MinIO, each health-checked with a named volume", () => {
    expect(Object.keys(compose.services).sort()).toEqual(["app", "minio", "postgres"]);
    expect(compose.services.app.build).toBe(".");
    expect(compose.services.postgres.image).toBe("postgres:17");
    expect(compose.services.minio.image).toStartWith("minio/minio");
    for (const name of ["app", "postgres", "minio"]) expect(compose.services[name].healthcheck.test.length).toBeGreaterThan(1);
    expect(compose.services.app.depends_on).toEqual({ postgres: { condition: "service_healthy" }, minio: { condition: "service_healthy" } });
    expect(Object.keys(compose.volumes).sort()).toEqual(["minio-data", "postgres-data"]);
    expect(compose.services.app.healthcheck.test.join(" ")).toContain("/api/health");
  });

  test("every app variable is read by config.ts and documented in the README", () => {
    for (const name of Object.keys(compose.services.app.environment)) {
      if (name === "NODE_ENV") continue;
      // Read as env.NAME, named "NAME", or a key of the environment schema (NAME: …).
      expect(configSource).toMatch(new RegExp(`env\\.${name}\\b|"${name}"|^\\s*${name}:`, "m"));
      expect(readme).toContain(`\`${name}\``);
    }
  });

  test("the app's environment, once interpolated, is a valid configuration using external stores", () => {
    const secrets = {
      POSTGRES_PASSWORD: "pg-secret",
      MINIO_ROOT_PASSWORD: "minio-secret",
      JWT_SECRET: "x".repeat(40),
      ADMIN_PASSWORD: "a-long-password",
    };
    const env = Object.fromEntries(Object.entries(compose.services.app.environment).map(([k, v]) => [k, interpolate(String(v), secrets)]));
    const config = loadConfig(env);
    expect(config.databaseUrl).toBe("postgres://studio:pg-secret@postgres:5432/studio");
    expect(config.s3).toMatchObject({ endPoint: "minio", port: 9000, useSSL: false, secretKey: "minio-secret", bucket: "studio-media" });
    expect(env.S3_ACCESS_KEY).toBe(interpolate(compose.services.minio.environment.MINIO_ROOT_USER, secrets));
    expect(config.port).toBe(3000);
    // The app defaults to loopback; in the container it must answer on every interface.
    expect(config.host).toBe("0.0.0.0");
  });

  test("the Dockerfile uses the official Bun image at the version CI pins", async () => {
    const dockerfile = await Bun.file(join(ROOT, "Dockerfile")).text();
    const ci = await Bun.file(join(ROOT, ".ci/run")).text();
    const pinned = ci.match(/BUN_VERSION=([\d.]+)/)![1];
    expect(dockerfile).toContain(`FROM oven/bun:${pinned}`);
    expect(dockerfile).toMatch(/^ENV .*\bHOST=0\.0\.0\.0\b/m);
  });
});
