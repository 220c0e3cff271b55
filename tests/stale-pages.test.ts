// No instance serves a page older than the data it was asked after. Server processes as `bun
// start` runs them, on one Postgres (CI's DATABASE_URL, else the local server, in both passes):
// - B reaches the database through a TCP proxy, which is cut while the studio is renamed through
//   A's admin API: the message telling B to drop its pages is lost, and once B's listener is
//   back, B's home page shows the new name;
// - a page kept past CACHE_MAX_AGE_SECONDS is rendered afresh, even after a change no route of
//   the app made (SQL by hand), which no instance is told about;
// - an instance whose start applies a migration has every running instance drop its pages.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { copyFileSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { MIGRATION_SEEDS } from "../src/features/seed/seed-content.ts";
import { createRenderCache } from "../src/platform/cache/render-cache.ts";
import { shareInvalidation } from "../src/platform/cache/shared-invalidation.ts";
import { loadConfig } from "../src/platform/config.ts";
import { connectDatabase, type Sql } from "../src/platform/db/connect.ts";
import { migrate, MIGRATIONS_DIR } from "../src/platform/db/migrate.ts";
import { cachedBody } from "../src/platform/http/cached-body.ts";
import { openStores } from "../src/platform/stores.ts";
import { captureLogger } from "./support/logger.ts";
import { reachablePostgres } from "./support/postgres-server.ts";
import { serverProcesses } from "./support/server-process.ts";
import { sharedS3, templateDatabase } from "./support/shared-stores.ts";
import { createDatabase } from "./support/stores.ts";
import { startTcpProxy, type TcpProxy } from "./support/tcp-proxy.ts";
import { until } from "./support/until.ts";

const SUITE = "no stale page on any instance";
const server = await reachablePostgres(SUITE);
const processes = serverProcesses("stale-pages");

describe.skipIf(!server)(SUITE, () => {
  let database: Awaited<ReturnType<typeof createDatabase>>;
  let proxy: TcpProxy;
  let sql: Sql;
  let viaProxy: string;
  beforeAll(async () => {
    database = await createDatabase(server!, `studio_stale_${crypto.randomUUID().slice(0, 8)}`, await templateDatabase(server!));
    const target = new URL(database.url);
    proxy = startTcpProxy(target.hostname, Number(target.port || 5432));
    const url = new URL(database.url);
    url.hostname = "127.0.0.1";
    url.port = String(proxy.port);
    viaProxy = url.href;
    sql = connectDatabase(database.url, { embedded: false });
  }, 180_000);
  afterAll(async () => {
    await sql.end();
    proxy.close();
    await database.drop();
  });

  const bucket = `studio-stale-${crypto.randomUUID().slice(0, 8)}`;
  async function instance(databaseUrl: string, settings: Record<string, string> = {}) {
    return processes.start({ ...(await processes.env({ databaseUrl })), ...(await sharedS3(bucket)), ...settings });
  }
  /** The home page's title, which names the studio (its full name). */
  const homeTitle = async (url: string) => /<title>([^<]*)<\/title>/.exec(await (await fetch(`${url}/`)).text())?.[1] ?? "no title";
  /** Asks until `url`'s home page comes from the cache (a cached page carries an ETag, a first render none). */
  const warm = (url: string) =>
    until(async () => (await fetch(`${url}/`)).headers.get("etag"), { what: `${url}'s home page to be cached`, timeout: 60_000 });

  test("a rename made while B's database connection is cut shows on B's home page once B's listener is back", async () => {
    const a = await instance(database.url);
    const b = await instance(viaProxy);
    const token = await processes.signIn(a.url);
    const studioApi = `${a.url}/api/admin/studio`;
    const headers = { authorization: `Bearer ${token}`, "content-type": "application/json" };
    const { studio, version } = (await (await fetch(studioApi, { headers })).json()) as { studio: { fullName: string }; version: number };
    await warm(b.url);
    expect(await homeTitle(b.url)).toStartWith(`${studio.fullName} |`);

    // B says its listener is back each time it reconnects; a loaded machine may have seen one
    // already (a heartbeat missed), so it is the next one after the cut that counts.
    const backs = () => b.output().stdout.split("invalidation listener back").length - 1;
    const backsBefore = backs();
    proxy.cut();
    const renamed = { ...studio, fullName: "Renamed While Cut" };
    expect((await fetch(studioApi, { method: "PUT", headers, body: JSON.stringify({ ...renamed, version }) })).status).toBe(200);
    expect(await homeTitle(a.url)).toStartWith("Renamed While Cut |");
    proxy.restore();

    await until(() => backs() > backsBefore, { what: "B's listener to be back", timeout: 60_000 });
    expect(await homeTitle(b.url)).toStartWith("Renamed While Cut |");
  }, 180_000);

  test("a page kept past CACHE_MAX_AGE_SECONDS is rendered afresh, with a change no instance was told about", async () => {
    const a = await instance(database.url, { CACHE_MAX_AGE_SECONDS: "1" });
    await warm(a.url);
    const [before] = await sql<{ fullName: string }[]>`select studio->>'fullName' as full_name from site_settings`;
    expect(await homeTitle(a.url)).toStartWith(`${before!.fullName} |`);
    await sql`update site_settings set studio = jsonb_set(studio, '{fullName}', '"Renamed By Hand"')`;
    await until(async () => (await homeTitle(a.url)).startsWith("Renamed By Hand |"), {
      what: "the new name on the home page",
      timeout: 60_000,
      every: 100,
    });
  }, 180_000);

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
      await until(() => running.cache.size === 0, { what: "the running instance to drop its pages", timeout: 60_000 });

      running.cache.set("/", page, running.cache.generation(), ["studio"]);
      running.cache.set("/api/clients", page, running.cache.generation(), ["reviews"]);
      await start();
      // Messages arrive in the order they were sent: once a later write's is heard, the start's would have been.
      writing.cache.drop(["reviews"]);
      await until(() => !running.cache.get("/api/clients"), { what: "a later write to be heard", timeout: 60_000 });
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
  }, 180_000);
});
