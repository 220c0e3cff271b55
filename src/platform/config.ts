// Every setting the server reads, in one place. Read once at boot; a bad value stops the
// process with a message naming the variable, rather than failing later in a request. What each
// variable accepts is one TypeBox schema (Environment); a refusal is worded from the schema, and
// never echoes a secret.
import { Type as t, type Static, type TSchema } from "@sinclair/typebox";
import { Value } from "@sinclair/typebox/value";
import { ValueErrorType, type ValueError } from "@sinclair/typebox/errors";
import { join, resolve } from "node:path";
import { VIDEO_DEFAULTS } from "../../client/contract/page-media.ts";
import { readSmtpUrl, type SmtpConfig } from "./smtp-config.ts";

/** UPLOAD_MAX_BYTES when not set: a 3000x2000 PNG render weighs some 6 MB, a camera's JPEG or a large render up to 25. */
export const DEFAULT_UPLOAD_MAX_BYTES = 25 * 1024 * 1024;

/**
 * IMAGE_MAX_SIDE when not set: the long side an uploaded image's own pixels are kept at, at most
 * (larger ones are scaled down to it). A 6000 px JPEG "Full size" weighs a few MB.
 */
export const DEFAULT_IMAGE_MAX_SIDE = 6000;

/**
 * CACHE_MAX_AGE_SECONDS when not set. Every write drops the cached pages it changes, on every
 * instance; the age is the last resort should a drop ever be missed, and re-rendering each page
 * every five minutes costs next to nothing.
 */
export const DEFAULT_CACHE_MAX_AGE_SECONDS = 300;

/** The project's data/ folder (this file is src/platform/config.ts). */
const DEFAULT_DATA_DIR = join(import.meta.dir, "../..", "data");

export type S3Config = {
  endPoint: string;
  port: number;
  useSSL: boolean;
  accessKey: string;
  secretKey: string;
  bucket: string;
  region: string;
};

/** LOG_LEVEL's values, from the most said to nothing. */
const LOG_LEVELS = ["debug", "info", "warn", "error", "silent"] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export type Config = {
  nodeEnv: "production" | "development" | "test";
  /** The least a log line must weigh to be written (LOG_LEVEL): info writes a line per request. */
  logLevel: LogLevel;
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
  /** Largest image upload (UPLOAD_MAX_BYTES): render exports of a few thousand pixels weigh tens of MB. */
  uploadMaxBytes: number;
  /** The long side an uploaded image's own pixels are kept at, at most (IMAGE_MAX_SIDE): src/platform/media/variants.ts. */
  imageMaxSide: number;
  /** Largest video upload (VIDEO_MAX_BYTES), streamed to a temporary file, never held in memory. */
  videoMaxBytes: number;
  /** Longest video accepted (VIDEO_MAX_SECONDS). */
  videoMaxSeconds: number;
  /** Largest backup archive POST /api/admin/restore accepts. */
  backupMaxBytes: number;
  /** Longest a rendered page or public list is served from memory (CACHE_MAX_AGE_SECONDS). */
  cacheMaxAgeSeconds: number;
  /** How many of a page's, project's or the studio's newest revisions are kept, besides its first (REVISIONS_KEEP). */
  revisionsKeep: number;
  /** The CPU priority of image encodes and the video tools (MEDIA_PRIORITY): src/platform/media/low-priority.ts. */
  mediaPriority: "idle" | "normal";
  /** What a fresh install starts with (SAMPLE_CONTENT): the sample studio, or none of it. Read only by the migrations' seed. */
  sampleContent: "sample" | "none";
  trustProxy: boolean;
  /** How many of our proxies append to X-Forwarded-For; the visitor is that many from the right. */
  trustProxyHops: number;
  youtube: { apiKey: string | undefined; playlistId: string | undefined; baseUrl: string };
  /** Where mail goes out (SMTP_URL); unset: mail is off, nothing is sent (src/platform/mail/sender.ts). */
  smtp: SmtpConfig | undefined;
  /** The sender of every mail (MAIL_FROM): an address, or a name and an address. */
  mailFrom: string;
};

export class ConfigError extends Error {
  override name = "ConfigError";
}

type Env = Record<string, string | undefined>;

const S3_VARS = ["S3_ENDPOINT", "S3_ACCESS_KEY", "S3_SECRET_KEY"] as const;

// `refusal`: how a value the schema refuses is worded after the variable's name; "{value}" stands
// for the value as given. Whole numbers and flags are worded by their kind (see refusal()).
const whole = (minimum: number, maximum: number) => t.Optional(t.Integer({ minimum, maximum }));
const httpUrl = t.Optional(
  t.String({ pattern: "^[hH][tT][tT][pP][sS]?://[^\\s/?#]+[^\\s]*$", refusal: 'must be an absolute http(s) URL, got "{value}"' }),
);
const oneOf = <T extends string>(values: readonly T[]) =>
  t.Optional(
    t.Union(
      values.map((value) => t.Literal(value)),
      { refusal: `must be one of ${values.join(", ")}, got "{value}"` },
    ),
  );
const FLAGS: Record<string, boolean> = { "1": true, true: true, yes: true, "0": false, false: false, no: false };

/**
 * The variables the server reads, as read: numbers and flags already turned from text (fromText).
 */
const Environment = t.Object({
  // Anything else (a "prod" typed for "production") would run the development build unnoticed.
  NODE_ENV: oneOf(["production", "development", "test"] as const),
  LOG_LEVEL: oneOf(LOG_LEVELS),
  MEDIA_PRIORITY: oneOf(["idle", "normal"] as const),
  SAMPLE_CONTENT: oneOf(["sample", "none"] as const),
  PORT: whole(0, 65535),
  S3_BUCKET: t.Optional(
    t.String({
      pattern: "^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$",
      refusal: 'must be a valid bucket name (3-63 lower-case letters, digits, dots, dashes), got "{value}"',
    }),
  ),
  // In bytes, as HS256 counts the key: fromText hands it over encoded.
  JWT_SECRET: t.Optional(t.Uint8Array({ minByteLength: 32, refusal: "must be at least 32 bytes long" })),
  ADMIN_PASSWORD: t.Optional(t.String({ minLength: 8, refusal: "must be at least 8 characters long" })),
  TRUST_PROXY: t.Optional(t.Boolean()),
  TRUST_PROXY_HOPS: whole(1, 10),
  PUBLIC_URL: httpUrl,
  // Three checks in turn, each with its own words; the URL itself (it holds a password) is never echoed.
  DATABASE_URL: t.Optional(
    t.Intersect([
      t.String({
        pattern: "^[A-Za-z][A-Za-z0-9+.-]*:[^\\s]*$",
        refusal: "is not a valid URL (expected postgres://user:password@host:5432/database)",
      }),
      t.String({ pattern: "^postgres(?:ql)?://", refusal: "must start with postgres:// or postgresql://" }),
      t.String({ pattern: "^postgres(?:ql)?://(?:[^\\s/?#@]*@)?[^\\s/?#:@]+", refusal: "has no host name" }),
    ]),
  ),
  S3_ENDPOINT: httpUrl,
  // Like DATABASE_URL, never echoed: it holds the mail account's password.
  SMTP_URL: t.Optional(
    t.Intersect([
      t.String({
        pattern: "^[A-Za-z][A-Za-z0-9+.-]*:[^\\s]*$",
        refusal: "is not a valid URL (expected smtp://user:password@host:587 or smtps://user:password@host:465)",
      }),
      t.String({ pattern: "^[sS][mM][tT][pP][sS]?://", refusal: "must start with smtp:// or smtps://" }),
      t.String({
        pattern: "^[sS][mM][tT][pP][sS]?://(?:[^\\s/?#@]*@)?(?:\\[[0-9a-fA-F:.]+\\]|[^\\s/?#:@\\[\\]]+)(?::[0-9]*)?(?:[/?#]|$)",
        refusal: "has no host name",
      }),
    ]),
  ),
  MAIL_FROM: t.Optional(
    t.String({
      pattern: "^(?:[^<>\\r\\n]*<[^\\s<>@]+@[^\\s<>@]+>|[^\\s<>@]+@[^\\s<>@]+)$",
      refusal: 'must be an address (studio@example.com) or a name and an address (Studio <studio@example.com>), got "{value}"',
    }),
  ),
  UPLOAD_MAX_BYTES: whole(1024, 100 * 1024 * 1024),
  // At least the largest width a page uses; at most what a WebP (an original with transparency) can hold.
  IMAGE_MAX_SIDE: whole(2560, 16_383),
  VIDEO_MAX_BYTES: whole(1024, 8 * 1024 * 1024 * 1024),
  VIDEO_MAX_SECONDS: whole(1, 10 * 60 * 60),
  BACKUP_MAX_BYTES: whole(1024 * 1024, 16 * 1024 * 1024 * 1024),
  CACHE_MAX_AGE_SECONDS: whole(1, 7 * 24 * 60 * 60),
  REVISIONS_KEEP: whole(1, 100_000),
  YOUTUBE_API_BASE: httpUrl,
});
type Read = Static<typeof Environment>;

export function loadConfig(env: Env = process.env): Config {
  const read = checked(env);
  const port = read.PORT ?? 3000;
  const trustProxy = read.TRUST_PROXY ?? false;
  if (read.TRUST_PROXY_HOPS !== undefined && !trustProxy) throw new ConfigError("TRUST_PROXY_HOPS needs TRUST_PROXY=true");
  const bucket = read.S3_BUCKET ?? "studio-media";
  const publicUrl = withoutTrailingSlash(read.PUBLIC_URL ?? `http://localhost:${port || 3000}`);
  const smtp = read.SMTP_URL === undefined ? undefined : readSmtpUrl(read.SMTP_URL);
  if (typeof smtp === "string") throw new ConfigError(`SMTP_URL ${smtp}`);
  return {
    nodeEnv: read.NODE_ENV ?? "development",
    // Loopback unless told otherwise: a first start on a laptop prints the admin password, and
    // should not serve the admin panel to every network the laptop joins. HOST=0.0.0.0 (the
    // Dockerfile and compose.yaml set it) listens on every interface.
    host: env.HOST || "127.0.0.1",
    logLevel: read.LOG_LEVEL ?? "info",
    port,
    publicUrl,
    // The default is the project's own data/ wherever the process is started from, so
    // `bun /path/to/src/main.ts` finds the same data; a DATA_DIR given is taken as any path on
    // the command line is, relative to the working directory.
    dataDir: env.DATA_DIR ? resolve(env.DATA_DIR) : DEFAULT_DATA_DIR,
    databaseUrl: read.DATABASE_URL,
    s3: s3Config(env, read.S3_ENDPOINT, bucket),
    bucket,
    jwtSecret: env.JWT_SECRET || undefined,
    adminUsername: env.ADMIN_USERNAME || undefined,
    adminPassword: read.ADMIN_PASSWORD,
    uploadMaxBytes: read.UPLOAD_MAX_BYTES ?? DEFAULT_UPLOAD_MAX_BYTES,
    imageMaxSide: read.IMAGE_MAX_SIDE ?? DEFAULT_IMAGE_MAX_SIDE,
    videoMaxBytes: read.VIDEO_MAX_BYTES ?? VIDEO_DEFAULTS.maxBytes,
    videoMaxSeconds: read.VIDEO_MAX_SECONDS ?? VIDEO_DEFAULTS.maxSeconds,
    backupMaxBytes: read.BACKUP_MAX_BYTES ?? 1024 * 1024 * 1024,
    cacheMaxAgeSeconds: read.CACHE_MAX_AGE_SECONDS ?? DEFAULT_CACHE_MAX_AGE_SECONDS,
    revisionsKeep: read.REVISIONS_KEEP ?? 50,
    mediaPriority: read.MEDIA_PRIORITY ?? "idle",
    sampleContent: read.SAMPLE_CONTENT ?? "sample",
    trustProxy,
    trustProxyHops: read.TRUST_PROXY_HOPS ?? 1,
    youtube: {
      apiKey: env.YOUTUBE_API_KEY || undefined,
      playlistId: env.YOUTUBE_PLAYLIST_ID || undefined,
      baseUrl: withoutTrailingSlash(read.YOUTUBE_API_BASE ?? "https://www.googleapis.com/youtube/v3"),
    },
    smtp,
    // The site's own host name, so a reply to the default goes nowhere unexpected.
    mailFrom: read.MAIL_FROM ?? `Studio site <no-reply@${new URL(publicUrl).hostname}>`,
  };
}

/** The variables Environment names, read and checked; an empty one counts as unset. */
function checked(env: Env): Read {
  const schemas: Record<string, TSchema> = Environment.properties;
  const given: Record<string, string> = {};
  for (const name of Object.keys(schemas)) if (env[name]) given[name] = env[name];
  const values = Object.fromEntries(Object.entries(given).map(([name, raw]) => [name, fromText(schemas[name]!, raw)]));
  const error = Value.Errors(Environment, values).First();
  if (error) throw new ConfigError(refusal(error, given));
  return values as Read;
}

/** Text as the variable's schema takes it: whole numbers and flags turned, the secret as bytes; left as text when it is neither. */
function fromText(schema: TSchema, raw: string): unknown {
  if (schema.type === "integer") return /^\s*\d+\s*$/.test(raw) ? Number(raw) : raw;
  if (schema.type === "boolean") return FLAGS[raw.trim().toLowerCase()] ?? raw;
  if (schema.type === "Uint8Array") return new TextEncoder().encode(raw);
  return raw;
}

function refusal(error: ValueError, given: Record<string, string>): string {
  const name = error.path.slice(1).split("/")[0]!;
  const raw = given[name] ?? "";
  const { type, minimum, maximum, refusal: words } = error.schema;
  if (type === "integer") {
    if (error.type === ValueErrorType.Integer) return `${name} must be a whole number, got "${raw}"`;
    return `${name} must be between ${minimum} and ${maximum}, got ${Number(raw)}`;
  }
  if (type === "boolean") return `${name} must be true or false, got "${raw}"`;
  return `${name} ${String(words).replace("{value}", raw)}`;
}

function withoutTrailingSlash(url: string): string {
  return url.replace(/\/+$/, "");
}

function s3Config(env: Env, endpointUrl: string | undefined, bucket: string): S3Config | undefined {
  const given = S3_VARS.filter((name) => env[name]);
  if (given.length === 0) return undefined;
  const missing = S3_VARS.filter((name) => !env[name]);
  if (missing.length > 0) {
    throw new ConfigError(`${missing.join(", ")} must be set together with ${given.join(", ")} to use external object storage`);
  }
  const endpoint = new URL(endpointUrl!);
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
