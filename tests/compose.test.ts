// No Docker engine runs here, so compose.yaml is checked as data: its services, pins, ports and
// health checks; that every setting README's "Configure" table lists reaches the app under its
// own name with the code's own default; and that the app never holds MinIO's root credentials.
// A setting added to README's table fails here until compose.yaml passes it through.
import { describe, expect, test } from "bun:test";
import { join } from "node:path";
import { parse } from "yaml";
import { DEFAULT_UPLOAD_MAX_BYTES, loadConfig } from "../src/platform/config.ts";

const ROOT = join(import.meta.dir, "..");
const composeText = await Bun.file(join(ROOT, "compose.yaml")).text();
const compose = parse(composeText);
const configSource = await Bun.file(join(ROOT, "src/platform/config.ts")).text();
const readme = await Bun.file(join(ROOT, "README.md")).text();
const app = compose.services.app;

/** The variables README's "Configure" table lists, in its order. */
const configureSection = readme.slice(readme.indexOf("\n## Configure\n"), readme.indexOf("\n### Production with compose\n"));
const documented = [...configureSection.matchAll(/^\| `(\w+)` \|/gm)].map((match) => match[1]!);

/** Set by compose.yaml itself: the container's own address, port and data folder, and the stores it runs. */
const FIXED = ["NODE_ENV", "HOST", "PORT", "DATA_DIR", "DATABASE_URL", "S3_ENDPOINT", "S3_ACCESS_KEY", "S3_SECRET_KEY"];
const passedThrough = documented.filter((name) => !FIXED.includes(name));

/** The .env compose.yaml cannot start without, with sample values. */
const SECRETS = { POSTGRES_PASSWORD: "pg-secret", MINIO_ROOT_PASSWORD: "root-secret", MINIO_APP_PASSWORD: "app-secret", JWT_SECRET: "x".repeat(40) };

/** Substitutes ${VAR:-default} and ${VAR:?message} the way compose does (empty counts as unset); `$$` is a `$`. */
function interpolate(value: string, env: Record<string, string>): string {
  return value
    .replace(/(?<!\$)\$\{(\w+)(?::([-?])([^}]*))?\}/g, (_, name, kind, text) => {
      if (env[name]) return env[name];
      if (kind === "?") throw new Error(`compose refuses to start: ${text}`);
      return text ?? "";
    })
    .replace(/\$\$/g, "$");
}

/** A service's environment as its container sees it, with this .env. */
function environment(service: string, env: Record<string, string> = SECRETS): Record<string, string> {
  return Object.fromEntries(Object.entries(compose.services[service].environment).map(([k, v]) => [k, interpolate(String(v), env)]));
}

describe("compose.yaml", () => {
  test("runs the app on the Dockerfile with Postgres 17 and MinIO, each health-checked with a named volume, after MinIO's set-up", () => {
    expect(Object.keys(compose.services).sort()).toEqual(["app", "minio", "minio-init", "postgres"]);
    expect(app.build).toBe(".");
    for (const name of ["app", "postgres", "minio"]) expect(compose.services[name].healthcheck.test.length).toBeGreaterThan(1);
    expect(app.depends_on).toEqual({ postgres: { condition: "service_healthy" }, "minio-init": { condition: "service_completed_successfully" } });
    expect(compose.services["minio-init"].depends_on).toEqual({ minio: { condition: "service_healthy" } });
    expect(Object.keys(compose.volumes).sort()).toEqual(["minio-data", "postgres-data"]);
    expect(app.healthcheck.test.join(" ")).toContain("/api/health");
  });

  test("every image is pinned to an exact release, never a moving tag", () => {
    const images = Object.values(compose.services as Record<string, { image?: string }>).flatMap((service) => (service.image ? [service.image] : []));
    expect(images).toHaveLength(3);
    // postgres:17.6 (a minor release, not the moving 17); MinIO's dated RELEASE tags.
    for (const image of images) expect(image).toMatch(/^[\w./-]+:(\d+\.\d+(\.\d+)?|RELEASE\.\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z)$/);
    expect(compose.services.postgres.image).toStartWith("postgres:17.");
  });

  test("the app's port is published on loopback unless APP_BIND_ADDRESS says otherwise", () => {
    expect(app.ports).toHaveLength(1);
    expect(interpolate(app.ports[0], {})).toBe("127.0.0.1:3000:3000");
    expect(interpolate(app.ports[0], { APP_BIND_ADDRESS: "0.0.0.0", APP_PORT: "8080" })).toBe("0.0.0.0:8080:3000");
  });

  test("starts with only the four secrets in .env: ADMIN_PASSWORD is optional", () => {
    const required = [...composeText.matchAll(/\$\{(\w+):\?/g)].map((match) => match[1]);
    expect([...new Set(required)].sort()).toEqual(Object.keys(SECRETS).sort());
    for (const service of Object.keys(compose.services)) if (compose.services[service].environment) environment(service);
    expect(environment("app").ADMIN_PASSWORD).toBe("");
  });

  test("every setting README's Configure table lists reaches the app, each from .env under its own name", () => {
    expect(documented).toContain("UPLOAD_MAX_BYTES");
    expect(documented).toContain("TRUST_PROXY_HOPS");
    expect(Object.keys(app.environment).sort()).toEqual([...documented].sort());
    for (const name of passedThrough) {
      expect({ name, value: environment("app", { ...SECRETS, [name]: "from-env" })[name] }).toEqual({ name, value: "from-env" });
    }
  });

  test("every app variable is one config.ts reads", () => {
    for (const name of Object.keys(app.environment)) {
      if (name === "NODE_ENV") continue;
      // Read as env.NAME, named "NAME", or a key of the environment schema (NAME: …).
      expect(configSource).toMatch(new RegExp(`env\\.${name}\\b|"${name}"|^\\s*${name}:`, "m"));
    }
  });

  test("a setting .env leaves out takes the code's own default", () => {
    const given = environment("app");
    const config = loadConfig(given);
    // The same configuration without any of the passed-through settings but the required ones.
    const fixedOnly = Object.fromEntries(Object.entries(given).filter(([name]) => FIXED.includes(name) || name === "JWT_SECRET"));
    expect(config).toEqual(loadConfig(fixedOnly));
    expect(config.uploadMaxBytes).toBe(DEFAULT_UPLOAD_MAX_BYTES);
    expect(config.trustProxyHops).toBe(1);
  });

  test("the app's configuration uses the external stores, as the app's own MinIO user, on every interface of its container", () => {
    const config = loadConfig(environment("app"));
    expect(config.databaseUrl).toBe("postgres://studio:pg-secret@postgres:5432/studio");
    expect(config.s3).toMatchObject({
      endPoint: "minio",
      port: 9000,
      useSSL: false,
      accessKey: "studio-app",
      secretKey: "app-secret",
      bucket: "studio-media",
    });
    expect(config.port).toBe(3000);
    // The app defaults to loopback; in the container it must answer on every interface.
    expect(config.host).toBe("0.0.0.0");
    expect(JSON.stringify(app.environment)).not.toContain("MINIO_ROOT");
    // Even with the two users given the same name in .env, the root password never reaches the app.
    expect(environment("app", { ...SECRETS, MINIO_APP_USER: "studio" }).S3_SECRET_KEY).not.toBe(SECRETS.MINIO_ROOT_PASSWORD);
  });

  test("minio-init makes the app's bucket and user, with a policy on that bucket only", () => {
    const init = environment("minio-init", { ...SECRETS, S3_BUCKET: "site-files", MINIO_APP_USER: "site" });
    expect(environment("app", { ...SECRETS, S3_BUCKET: "site-files", MINIO_APP_USER: "site" })).toMatchObject({
      S3_BUCKET: init.BUCKET,
      S3_ACCESS_KEY: init.APP_USER,
      S3_SECRET_KEY: init.APP_PASSWORD,
    });
    expect(init).toMatchObject({ MINIO_ROOT_PASSWORD: "root-secret", BUCKET: "site-files", APP_USER: "site" });
    const script = interpolate(compose.services["minio-init"].command.join("\n"), {});
    expect(script).toContain('mc mb --ignore-existing "root/$BUCKET"');
    expect(script).toContain('mc admin policy attach root studio-app --user "$APP_USER"');
    // The policy minio-init gives that user is the one compose.yaml holds, for the same bucket.
    const [mounted] = compose.services["minio-init"].configs;
    expect(script).toContain(`mc admin policy create root studio-app ${mounted.target}`);
    const policy = JSON.parse(interpolate(compose.configs[mounted.source].content, { S3_BUCKET: "site-files" }));
    const resources = policy.Statement.flatMap((statement: { Resource: string[] }) => statement.Resource);
    expect(resources.sort()).toEqual(["arn:aws:s3:::site-files", "arn:aws:s3:::site-files/*"]);
    const actions: string[] = policy.Statement.flatMap((statement: { Action: string[] }) => statement.Action);
    expect(actions.every((action) => /^s3:(Get|Put|Delete|List|Abort)/.test(action))).toBe(true);
    expect(actions).not.toContain("s3:*");
  });

  test("the Dockerfile uses the official Bun image at the version CI pins", async () => {
    const dockerfile = await Bun.file(join(ROOT, "Dockerfile")).text();
    const ci = await Bun.file(join(ROOT, ".ci/run")).text();
    const pinned = ci.match(/BUN_VERSION=([\d.]+)/)![1];
    expect(dockerfile).toContain(`FROM oven/bun:${pinned}`);
    expect(dockerfile).toMatch(/^ENV .*\bHOST=0\.0\.0\.0\b/m);
  });
});
