// Every setting the server reads, in one place. Read once at boot; a bad value stops the
// process with a message naming the variable, rather than failing later in a request.
import { join, resolve } from "node:path";

/** The project's data/ folder (this file is src/platform/config.ts). */
export const DEFAULT_DATA_DIR = join(import.meta.dir, "../..", "data");

export type S3Config = {
  endPoint: string;
  port: number;
  useSSL: boolean;
  accessKey: string;
  secretKey: string;
  bucket: string;
  region: string;
};

export type Config = {
  nodeEnv: "production" | "development" | "test";
  host: string;
  port: number;
  /** Absolute origin used in canonical URLs, Open Graph tags and the sitemap. */
  publicUrl: string;
  dataDir: string;
  /** Unset: embedded PGlite under dataDir. */
  databaseUrl: string | undefined;
  /** Unset: embedded s3rver under dataDir. */
  s3: S3Config | undefined;
  bucket: string;
  jwtSecret: string | undefined;
  adminUsername: string | undefined;
  adminPassword: string | undefined;
  uploadMaxBytes: number;
  /** Largest backup archive POST /api/admin/restore accepts. */
  backupMaxBytes: number;
  trustProxy: boolean;
  /** How many of our proxies append to X-Forwarded-For; the visitor is that many from the right. */
  trustProxyHops: number;
  youtube: { apiKey: string | undefined; playlistId: string | undefined; baseUrl: string };
};

export class ConfigError extends Error {
  override name = "ConfigError";
}

type Env = Record<string, string | undefined>;

const S3_VARS = ["S3_ENDPOINT", "S3_ACCESS_KEY", "S3_SECRET_KEY"] as const;

export function loadConfig(env: Env = process.env): Config {
  const port = integer(env, "PORT", 3000, 0, 65535);
  // Loopback unless told otherwise: a first start on a laptop prints the admin password, and
  // should not serve the admin panel to every network the laptop joins. HOST=0.0.0.0 (the
  // Dockerfile and compose.yaml set it) listens on every interface.
  const host = env.HOST || "127.0.0.1";
  const bucket = env.S3_BUCKET || "studio-media";
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) {
    throw new ConfigError(`S3_BUCKET must be a valid bucket name (3-63 lower-case letters, digits, dots, dashes), got "${bucket}"`);
  }
  const jwtSecret = env.JWT_SECRET || undefined;
  if (jwtSecret !== undefined && Buffer.byteLength(jwtSecret) < 32) {
    throw new ConfigError("JWT_SECRET must be at least 32 bytes long");
  }
  const adminUsername = env.ADMIN_USERNAME || undefined;
  const adminPassword = env.ADMIN_PASSWORD || undefined;
  if (adminPassword !== undefined && adminPassword.length < 8) {
    throw new ConfigError("ADMIN_PASSWORD must be at least 8 characters long");
  }
  const trustProxy = boolean(env, "TRUST_PROXY", false);
  if (env.TRUST_PROXY_HOPS && !trustProxy) throw new ConfigError("TRUST_PROXY_HOPS needs TRUST_PROXY=true");
  return {
    nodeEnv: nodeEnv(env.NODE_ENV),
    host,
    port,
    publicUrl: publicUrl(env.PUBLIC_URL, port),
    // The default is the project's own data/ wherever the process is started from, so
    // `bun /path/to/src/main.ts` finds the same data; a DATA_DIR given is taken as any path on
    // the command line is, relative to the working directory.
    dataDir: env.DATA_DIR ? resolve(env.DATA_DIR) : DEFAULT_DATA_DIR,
    databaseUrl: databaseUrl(env.DATABASE_URL),
    s3: s3Config(env, bucket),
    bucket,
    jwtSecret,
    adminUsername,
    adminPassword,
    uploadMaxBytes: integer(env, "UPLOAD_MAX_BYTES", 5 * 1024 * 1024, 1024, 100 * 1024 * 1024),
    backupMaxBytes: integer(env, "BACKUP_MAX_BYTES", 1024 * 1024 * 1024, 1024 * 1024, 16 * 1024 * 1024 * 1024),
    trustProxy,
    trustProxyHops: integer(env, "TRUST_PROXY_HOPS", 1, 1, 10),
    youtube: {
      apiKey: env.YOUTUBE_API_KEY || undefined,
      playlistId: env.YOUTUBE_PLAYLIST_ID || undefined,
      baseUrl: url(env, "YOUTUBE_API_BASE", "https://www.googleapis.com/youtube/v3"),
    },
  };
}

function nodeEnv(value: string | undefined): Config["nodeEnv"] {
  if (value === "production" || value === "test") return value;
  return "development";
}

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === "") return fallback;
  if (!/^\d+$/.test(raw.trim())) throw new ConfigError(`${name} must be a whole number, got "${raw}"`);
  const value = Number(raw);
  if (value < min || value > max) throw new ConfigError(`${name} must be between ${min} and ${max}, got ${value}`);
  return value;
}

function boolean(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (!raw) return fallback;
  if (["1", "true", "yes"].includes(raw)) return true;
  if (["0", "false", "no"].includes(raw)) return false;
  throw new ConfigError(`${name} must be true or false, got "${env[name]}"`);
}

function url(env: Env, name: string, fallback: string): string {
  const raw = env[name] || fallback;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new ConfigError(`${name} must be an absolute http(s) URL, got "${raw}"`);
  }
  if (parsed.protocol !== "http:" && parsed.protocol !== "https:") {
    throw new ConfigError(`${name} must be an http(s) URL, got "${raw}"`);
  }
  return raw.replace(/\/+$/, "");
}

function publicUrl(raw: string | undefined, port: number): string {
  return url({ PUBLIC_URL: raw }, "PUBLIC_URL", `http://localhost:${port || 3000}`);
}

function databaseUrl(raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new ConfigError(`DATABASE_URL is not a valid URL (expected postgres://user:password@host:5432/database)`);
  }
  if (parsed.protocol !== "postgres:" && parsed.protocol !== "postgresql:") {
    throw new ConfigError(`DATABASE_URL must start with postgres:// or postgresql://, got "${parsed.protocol}//"`);
  }
  if (!parsed.hostname) throw new ConfigError("DATABASE_URL has no host name");
  return raw;
}

function s3Config(env: Env, bucket: string): S3Config | undefined {
  const given = S3_VARS.filter((name) => env[name]);
  if (given.length === 0) return undefined;
  const missing = S3_VARS.filter((name) => !env[name]);
  if (missing.length > 0) {
    throw new ConfigError(`${missing.join(", ")} must be set together with ${given.join(", ")} to use external object storage`);
  }
  const endpoint = new URL(url(env, "S3_ENDPOINT", ""));
  const useSSL = endpoint.protocol === "https:";
  return {
    endPoint: endpoint.hostname,
    port: endpoint.port ? Number(endpoint.port) : useSSL ? 443 : 80,
    useSSL,
    accessKey: env.S3_ACCESS_KEY!,
    secretKey: env.S3_SECRET_KEY!,
    bucket,
    region: env.S3_REGION || "us-east-1",
  };
}
