// What every suite's stores start from, made once per test process (bun test runs all files in
// one) instead of once per suite: a fresh database was most of a suite's setup (a new embedded
// database is initdb in WebAssembly, then the migrations and the seed, whose blur placeholders
// are drawn in a child process). Each suite still gets a database and a bucket of its own:
// - embedded: a data directory migrated and seeded once, copied for each suite, which starts
//   its own PGlite process on the copy (PGlite serves one database per process); made once for
//   the whole run, by one of a parallel run's workers (run-shared.ts);
// - DATABASE_URL: a template database migrated and seeded once, `create database … template`
//   for each suite;
// - object storage: one s3rver for the process, a bucket per suite (unless S3_* is set).
// Everything is started on first use and stopped after the last file (process-end.ts).
import { cpSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import postgres from "postgres";
import { MIGRATION_SEEDS } from "../../src/features/seed/seed-content.ts";
import { connectDatabase } from "../../src/platform/db/connect.ts";
import { migrate } from "../../src/platform/db/migrate.ts";
import { startEmbeddedPostgres } from "../../src/platform/embedded/postgres.ts";
import { startEmbeddedS3 } from "../../src/platform/embedded/s3.ts";
import { startHostedPostgres } from "./database-host.ts";
import { atProcessEnd } from "./process-end.ts";
import { madeOnceForRun } from "./run-shared.ts";
import { isStale, SCRATCH_PREFIX, sweepStaleScratch, TEMPLATE_PREFIX } from "./stale-leftovers.ts";

let root: string | undefined;

/** The process's own scratch directory, removed after the last file. */
function sharedDir(): string {
  if (!root) {
    sweepStaleScratch();
    const dir = (root = mkdtempSync(join(tmpdir(), `${SCRATCH_PREFIX}${process.pid}-`)));
    atProcessEnd(async () => {
      rmSync(dir, { recursive: true, force: true });
      root = emptyDir = migratedDir = undefined;
    });
  }
  return root;
}

const random = () => crypto.randomUUID().replace(/-/g, "");

let emptyDir: Promise<string> | undefined;
let migratedDir: Promise<string> | undefined;

/** An embedded data directory as initdb leaves it (no migration applied), made once for the run (run-shared.ts). */
function emptyTemplate(): Promise<string> {
  emptyDir ??= madeOnceForRun("pg-empty", async (dir) => {
    await (await startTemplateServer(dir)).stop();
  });
  return emptyDir;
}

/** The same, migrated and seeded. */
function migratedTemplate(): Promise<string> {
  migratedDir ??= madeOnceForRun("pg-migrated", async (dir) => {
    cpSync(await emptyTemplate(), dir, { recursive: true });
    const pg = await startHostedPostgres(dir, { user: "postgres", password: random() });
    const sql = connectDatabase(pg.url, { embedded: true });
    try {
      await migrate(sql, { seeds: MIGRATION_SEEDS });
    } finally {
      await sql.end();
      await pg.stop();
    }
  });
  return migratedDir;
}

/** Stopping it checkpoints the directory, so a copy is whole. */
function startTemplateServer(dir: string) {
  // The server's password front wants credentials; the data directory keeps none.
  return startEmbeddedPostgres(dir, { user: "postgres", password: random() });
}

/**
 * Puts a migrated and seeded embedded database at `dir` (a DATA_DIR's "pg"), unless one is there
 * already: the embedded server then starts on it and finds no migration left to apply.
 */
export async function copyMigratedDatabase(dir: string): Promise<void> {
  if (!existsSync(join(dir, "PG_VERSION"))) cpSync(await migratedTemplate(), dir, { recursive: true });
}

/** Puts a new embedded database at `dir`, with no migration applied: what initdb would make, without its seconds. */
export async function copyEmptyDatabase(dir: string): Promise<void> {
  cpSync(await emptyTemplate(), dir, { recursive: true });
}

const templates = new Map<string, Promise<string>>();

/** A database on the server at serverUrl migrated and seeded once this process, to copy from; dropped after the last file. */
export function templateDatabase(serverUrl: string): Promise<string> {
  let template = templates.get(serverUrl);
  if (!template) {
    template = (async () => {
      await dropStaleTemplates(serverUrl);
      const name = `${TEMPLATE_PREFIX}${process.pid}_${random().slice(0, 12)}`;
      await adminQuery(serverUrl, `create database "${name}"`);
      atProcessEnd(async () => {
        templates.delete(serverUrl);
        await adminQuery(serverUrl, `drop database if exists "${name}" with (force)`);
      });
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      // Closed before any copy: Postgres copies only a template nobody is connected to.
      const sql = connectDatabase(url.href, { embedded: false });
      try {
        await migrate(sql, { seeds: MIGRATION_SEEDS });
      } finally {
        await sql.end();
      }
      return name;
    })();
    templates.set(serverUrl, template);
  }
  return template;
}

/** Drops the template databases of test processes that have ended (a parallel worker cannot drop its own). */
async function dropStaleTemplates(serverUrl: string): Promise<void> {
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  try {
    const rows = await admin<{ datname: string }[]>`select datname from pg_database where datname like ${TEMPLATE_PREFIX + "%"}`;
    for (const { datname } of rows) {
      if (isStale(datname, TEMPLATE_PREFIX)) await admin.unsafe(`drop database if exists "${datname}" with (force)`);
    }
  } finally {
    await admin.end();
  }
}

export async function adminQuery(serverUrl: string, query: string): Promise<void> {
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(query);
  } finally {
    await admin.end();
  }
}

let s3: Promise<Record<string, string>> | undefined;

/** The S3_* settings of this process's s3rver, with a bucket of the caller's. */
export async function sharedS3(bucket: string): Promise<Record<string, string>> {
  s3 ??= (async () => {
    const keys = { accessKey: random().slice(0, 20).toUpperCase(), secretKey: random() };
    const server = await startEmbeddedS3(join(sharedDir(), "s3"), bucket, keys);
    atProcessEnd(async () => {
      s3 = undefined;
      await server.stop();
    });
    return { S3_ENDPOINT: `http://127.0.0.1:${server.config.port}`, S3_ACCESS_KEY: keys.accessKey, S3_SECRET_KEY: keys.secretKey };
  })();
  return { ...(await s3), S3_BUCKET: bucket };
}
