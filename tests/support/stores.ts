// Stores for a test suite: a database and a bucket of its own, started from what the test
// process shares (shared-stores.ts): embedded (a copy of a migrated PGlite data directory, in
// a temporary DATA_DIR, served by the process's database host, database-host.ts, and a bucket
// on the process's s3rver) by default; with DATABASE_URL
// set, a fresh database on that server per suite, copied from a migrated template and dropped
// afterwards; with S3_* set, a fresh bucket on that server. The app code is the same in every case.
// A suite that names its DATA_DIR (or keeps it) gets the embedded servers in it, as `bun start`
// would, to restart on the same data.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadConfig, type Config } from "../../src/platform/config.ts";
import { MIGRATION_SEEDS, migrationSeeds } from "../../src/features/seed/seed-content.ts";
import { openStores, type Stores } from "../../src/platform/stores.ts";
import { startHostedPostgres } from "./database-host.ts";
import { adminQuery, copyEmptyDatabase, copyMigratedDatabase, sharedS3, templateDatabase } from "./shared-stores.ts";

export type TestStores = Stores & { config: Config; dataDir: string; cleanup(): Promise<void> };

/** `sampleContent: "none"`: a fresh install made with SAMPLE_CONTENT=none (an empty database migrated with its seed), not a copy of the sample site. */
export async function openTestStores(options: { dataDir?: string; keepData?: boolean; sampleContent?: "none" } = {}): Promise<TestStores> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), "studio-test-"));
  const suffix = crypto.randomUUID().slice(0, 8);
  let env: Record<string, string | undefined> = { ...process.env, DATA_DIR: dataDir, PORT: "0", NODE_ENV: "test" };
  let dropDatabase: (() => Promise<void>) | undefined;
  if (process.env.DATABASE_URL) {
    const template = options.sampleContent ? undefined : await templateDatabase(process.env.DATABASE_URL);
    const created = await createDatabase(process.env.DATABASE_URL, `studio_test_${suffix}`, template);
    env.DATABASE_URL = created.url;
    dropDatabase = created.drop;
  } else if (options.sampleContent) {
    await copyEmptyDatabase(join(dataDir, "pg"));
  } else {
    await copyMigratedDatabase(join(dataDir, "pg"));
  }
  const ownServers = !!(options.dataDir || options.keepData);
  if (process.env.S3_ENDPOINT) env.S3_BUCKET = `studio-test-${suffix}`;
  else if (!ownServers) env = { ...env, ...(await sharedS3(`studio-test-${suffix}`)) };
  const config = loadConfig(env);
  const hosted = !process.env.DATABASE_URL && !ownServers;
  const seeds = options.sampleContent ? migrationSeeds(options.sampleContent) : MIGRATION_SEEDS;
  const stores = await openStores(config, { seeds, ...(hosted && { startDatabase: startHostedPostgres }) });
  return {
    ...stores,
    config,
    dataDir,
    async cleanup() {
      await stores.close();
      await dropDatabase?.();
      if (!options.keepData && !options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A fresh database on the server at serverUrl (empty, or a copy of `template`), and how to drop it. */
export async function createDatabase(serverUrl: string, name: string, template?: string) {
  await adminQuery(serverUrl, `create database "${name}"${template ? ` template "${template}"` : ""}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.href, drop: () => adminQuery(serverUrl, `drop database if exists "${name}" with (force)`) };
}
