// Stores for a test suite. Embedded (PGlite + s3rver in a temporary DATA_DIR) by default; with
// DATABASE_URL set, a fresh database on that server per suite, dropped afterwards; with S3_*
// set, a fresh bucket on that server. The app code is the same in every case.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import postgres from "postgres";
import { loadConfig, type Config } from "../../src/platform/config.ts";
import { MIGRATION_SEEDS } from "../../src/features/seed/seed-content.ts";
import { openStores, type Stores } from "../../src/platform/stores.ts";

export type TestStores = Stores & { config: Config; dataDir: string; cleanup(): Promise<void> };

export async function openTestStores(options: { dataDir?: string; keepData?: boolean } = {}): Promise<TestStores> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), "studio-test-"));
  const suffix = crypto.randomUUID().slice(0, 8);
  const env: Record<string, string | undefined> = { ...process.env, DATA_DIR: dataDir, PORT: "0", NODE_ENV: "test" };
  let dropDatabase: (() => Promise<void>) | undefined;
  if (process.env.DATABASE_URL) {
    const created = await createDatabase(process.env.DATABASE_URL, `studio_test_${suffix}`);
    env.DATABASE_URL = created.url;
    dropDatabase = created.drop;
  }
  if (process.env.S3_ENDPOINT) env.S3_BUCKET = `studio-test-${suffix}`;
  const config = loadConfig(env);
  const stores = await openStores(config, { seeds: MIGRATION_SEEDS });
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

/** A fresh database on the server at serverUrl, and how to drop it. */
export async function createDatabase(serverUrl: string, name: string) {
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}"`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    async drop() {
      const again = postgres(serverUrl, { max: 1, onnotice: () => {} });
      await again.unsafe(`drop database if exists "${name}" with (force)`);
      await again.end();
    },
  };
}
