import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { connectDatabase, type Sql } from "../db/connect.ts";
import { captureLogger } from "../../../tests/support/logger.ts";
import { reachablePostgres } from "../../../tests/support/postgres-server.ts";
import { createDatabase, openTestStores, type TestStores } from "../../../tests/support/stores.ts";
import { startTcpProxy, type TcpProxy } from "../../../tests/support/tcp-proxy.ts";
import { until } from "../../../tests/support/until.ts";
import { cachedBody } from "../http/cached-body.ts";
import { createRenderCache } from "./render-cache.ts";
import { INVALIDATION_CHANNEL, shareInvalidation } from "./shared-invalidation.ts";

const page = cachedBody(200, new Uint8Array([1]), {});

// LISTEN/NOTIFY needs a real Postgres server: PGlite serves a single session.
describe.skipIf(!process.env.DATABASE_URL)("render cache invalidation across instances", () => {
  let stores: TestStores;
  beforeAll(async () => {
    stores = await openTestStores();
  }, 180_000);
  afterAll(() => stores.cleanup());

  test("a write's dropped tags reach the other instance, and only those entries go", async () => {
    const otherSql = connectDatabase(stores.databaseUrl, { embedded: false });
    const a = await shareInvalidation(createRenderCache(), stores.sql, captureLogger());
    const b = await shareInvalidation(createRenderCache(), otherSql, captureLogger());
    try {
      for (const cache of [a.cache, b.cache]) {
        cache.set("/", page, cache.generation(), ["studio", "logos"]);
        cache.set("/api/admin/clients", page, cache.generation(), ["reviews"]);
      }
      a.cache.drop(["logos"]);
      expect(a.cache.get("/")).toBeUndefined();
      for (let i = 0; i < 50 && b.cache.get("/"); i++) await Bun.sleep(20);
      expect(b.cache.get("/")).toBeUndefined();
      expect(b.cache.get("/api/admin/clients")).toBeDefined();
      a.cache.clear();
      for (let i = 0; i < 50 && b.cache.size > 0; i++) await Bun.sleep(20);
      expect(b.cache.size).toBe(0);
    } finally {
      await a.stop();
      await b.stop();
      await otherSql.end();
    }
  });

  test("made-up URLs keep to their own pool through the shared cache too", async () => {
    const shared = await shareInvalidation(createRenderCache({ maxEntries: 2, maxOther: 1 }), stores.sql, captureLogger());
    try {
      shared.cache.set("/", page, shared.cache.generation(), ["studio"]);
      for (let i = 0; i < 5; i++) shared.cache.set(`/no-such-page-${i}`, page, shared.cache.generation(), ["studio"], "other");
      expect(shared.cache.get("/")).toBe(page);
      expect(shared.cache.size).toBe(2);
    } finally {
      await shared.stop();
    }
  });
});

// Run in both of CI's passes: a lost listener needs a real server, whatever the suite's own stores are.
const server = await reachablePostgres("an instance whose invalidation listener is lost");

describe.skipIf(!server)("an instance whose invalidation listener is lost", () => {
  let database: Awaited<ReturnType<typeof createDatabase>>;
  let proxy: TcpProxy;
  let direct: Sql;
  let proxied: Sql;
  beforeAll(async () => {
    database = await createDatabase(server!, `studio_listener_${crypto.randomUUID().slice(0, 8)}`);
    const target = new URL(database.url);
    proxy = startTcpProxy(target.hostname, Number(target.port || 5432));
    const viaProxy = new URL(database.url);
    viaProxy.hostname = "127.0.0.1";
    viaProxy.port = String(proxy.port);
    direct = connectDatabase(database.url, { embedded: false });
    proxied = connectDatabase(viaProxy.href, { embedded: false });
  }, 180_000);
  afterAll(async () => {
    await proxied.end({ timeout: 1 });
    await direct.end();
    proxy.close();
    await database.drop();
  });

  /** What another instance sends when an admin write there changes `tag` (shared-invalidation.ts). */
  const writeElsewhere = (tag: string) => direct.notify(INVALIDATION_CHANNEL, `another-instance ${tag}`);

  /** An instance on `sql`, with what it logs, stopped after `check` (the proxy restored first, so its stop reaches the database). */
  async function withInstance(
    sql: Sql,
    heartbeatMs: number,
    check: (
      b: Awaited<ReturnType<typeof shareInvalidation>>,
      log: ReturnType<typeof captureLogger>,
      said: (words: string) => boolean,
    ) => Promise<void>,
  ) {
    const log = captureLogger();
    const b = await shareInvalidation(createRenderCache(), sql, log, { heartbeatMs });
    try {
      await check(b, log, (words) => log.lines.some((line) => line.includes(words)));
    } finally {
      proxy.restore();
      await b.stop();
    }
  }

  test("once its connection is back it drops everything, the pages a message sent meanwhile would have dropped among them", async () => {
    // No ping within the test: only the reconnect itself tells.
    await withInstance(proxied, 600_000, async (b, log) => {
      b.cache.set("/", page, b.cache.generation(), ["studio"]);
      b.cache.set("/api/clients", page, b.cache.generation(), ["reviews"]);
      proxy.cut();
      await writeElsewhere("studio");
      proxy.restore();
      // Heard again once a later write's message arrives: each try sends one, as one sent before
      // the listener is back is lost too.
      await until(async () => (await writeElsewhere("reviews"), !b.cache.get("/api/clients")), {
        what: "the instance to hear messages again",
        timeout: 15_000,
        every: 100,
      });
      expect(b.cache.get("/")).toBeUndefined();
      // Lost, then back; a loaded machine may see its new connection go too (a CI run on a busy
      // machine did), which must say lost and back again the same way.
      const said = log.lines.filter((line) => line.includes("invalidation listener"));
      expect(said.length % 2).toBe(0);
      for (let i = 0; i < said.length; i += 2) {
        expect(said.slice(i, i + 2)).toEqual([
          "warn: render cache: invalidation listener lost (its connection closed); pages are rendered afresh and not kept until it is back",
          "info: render cache: invalidation listener back (reconnected); every cached page dropped",
        ]);
      }
      expect(said.length).toBeGreaterThan(0);
      b.cache.set("/", page, b.cache.generation(), ["studio"]);
      expect(b.cache.get("/")).toBe(page);
    });
  }, 90_000);

  test("while its database is unreachable it neither serves nor keeps cached pages, and says so", async () => {
    await withInstance(proxied, 100, async (b, _log, said) => {
      b.cache.set("/", page, b.cache.generation(), ["studio"]);
      expect(b.cache.get("/")).toBe(page);
      proxy.cut();
      await until(() => said("invalidation listener lost"), { what: "the loss to be noticed", timeout: 15_000 });
      expect(b.cache.get("/")).toBeUndefined();
      b.cache.set("/portfolio", page, b.cache.generation(), ["studio"]);
      expect(b.cache.get("/portfolio")).toBeUndefined();
      expect(b.cache.size).toBe(0);
      proxy.restore();
      await until(() => said("invalidation listener back"), { what: "the listener to be back", timeout: 15_000 });
      b.cache.set("/", page, b.cache.generation(), ["studio"]);
      expect(b.cache.get("/")).toBe(page);
    });
  }, 90_000);

  test("a listening connection gone silent (no reset, nothing passes) is noticed by its pings not coming back", async () => {
    // Only its listening connection passes the proxy: its pings reach the database, and are never heard back.
    const listensViaProxy = new Proxy(direct, { get: (target, key) => (key === "listen" ? proxied.listen : Reflect.get(target, key)) });
    await withInstance(listensViaProxy, 100, async (b, _log, said) => {
      b.cache.set("/", page, b.cache.generation(), ["studio"]);
      proxy.silence();
      await until(() => said("invalidation listener lost (a ping was not heard back within 200 ms)"), {
        what: "the silence to be noticed",
        timeout: 15_000,
      });
      expect(b.cache.get("/")).toBeUndefined();
      proxy.restore();
      await until(() => said("invalidation listener back"), { what: "the listener to be back", timeout: 15_000 });
      b.cache.set("/", page, b.cache.generation(), ["studio"]);
      expect(b.cache.get("/")).toBe(page);
    });
  }, 90_000);
});
