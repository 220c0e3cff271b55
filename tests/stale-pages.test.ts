// No instance serves a page older than the data it was asked after, on one Postgres (CI's
// DATABASE_URL, else the local server, in both passes):
// - an instance whose start applies a migration has every running instance drop its pages.
import { describe, expect, test } from "bun:test";
import { copyFileSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { MIGRATION_SEEDS } from "../src/features/seed/seed-content.ts";
import { createRenderCache } from "../src/platform/cache/render-cache.ts";
import { shareInvalidation } from "../src/platform/cache/shared-invalidation.ts";
import { loadConfig } from "../src/platform/config.ts";
import { connectDatabase } from "../src/platform/db/connect.ts";
import { migrate, MIGRATIONS_DIR } from "../src/platform/db/migrate.ts";
import { cachedBody } from "../src/platform/http/cached-body.ts";
import { openStores } from "../src/platform/stores.ts";
import { captureLogger } from "./support/logger.ts";
import { reachablePostgres } from "./support/postgres-server.ts";
import { sharedS3 } from "./support/shared-stores.ts";
import { createDatabase } from "./support/stores.ts";
import { until } from "./support/until.ts";

const SUITE = "no stale page on any instance";
const server = await reachablePostgres(SUITE);

describe.skipIf(!server)(SUITE, () => {
  const bucket = `studio-stale-${crypto.randomUUID().slice(0, 8)}`;

  test("an instance whose start applies a migration has every running instance drop its cached pages; a start that applies none, not", async () => {
    const upgraded = await createDatabase(server!, `studio_upgrade_${crypto.randomUUID().slice(0, 8)}`);
    const older = mkdtempSync(join(tmpdir(), "migrations-"));
    const dataDir = mkdtempSync(join(tmpdir(), "studio-upgrade-"));
    const sql = connectDatabase(upgraded.url, { embedded: false });
    const other = connectDatabase(upgraded.url, { embedded: false });
    const running = await shareInvalidation(createRenderCache(), sql, captureLogger());
    const writing = await shareInvalidation(createRenderCache(), other, captureLogger());
    const page = cachedBody(200, new Uint8Array([1]), {});
    const config = loadConfig({ DATABASE_URL: upgraded.url, DATA_DIR: dataDir, ...(await sharedS3(bucket)) });
    const start = async () => (await openStores(config, { seeds: MIGRATION_SEEDS })).close();
    try {
      // The site as the running instance knows it: every migration but the newest.
      const files = readdirSync(MIGRATIONS_DIR)
        .filter((name) => name.endsWith(".sql"))
        .sort();
      for (const name of files.slice(0, -1)) copyFileSync(join(MIGRATIONS_DIR, name), join(older, name));
      await migrate(sql, { dir: older, seeds: MIGRATION_SEEDS });
      running.cache.set("/", page, running.cache.generation(), ["studio"]);
      await start();
      await until(() => running.cache.size === 0, { what: "the running instance to drop its pages", timeout: 15_000 });

      running.cache.set("/", page, running.cache.generation(), ["studio"]);
      running.cache.set("/api/clients", page, running.cache.generation(), ["clients"]);
      await start();
      // Messages arrive in the order they were sent: once a later write's is heard, the start's would have been.
      writing.cache.drop(["clients"]);
      await until(() => !running.cache.get("/api/clients"), { what: "a later write to be heard", timeout: 15_000 });
      expect(running.cache.get("/")).toBe(page);
    } finally {
      await running.stop();
      await writing.stop();
      await sql.end();
      await other.end();
      await upgraded.drop();
      rmSync(older, { recursive: true, force: true });
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 90_000);
});
