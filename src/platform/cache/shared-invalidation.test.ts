import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { connectDatabase } from "../db/connect.ts";
import { openTestStores, type TestStores } from "../../../tests/support/stores.ts";
import { captureLogger } from "../../../tests/support/logger.ts";
import { cachedBody } from "../http/cached-body.ts";
import { createRenderCache } from "./render-cache.ts";
import { shareInvalidation } from "./shared-invalidation.ts";

const page = cachedBody(200, new Uint8Array([1]), {});

// LISTEN/NOTIFY needs a real Postgres server: PGlite serves a single session.
describe.skipIf(!process.env.DATABASE_URL)("render cache invalidation across instances", () => {
  let stores: TestStores;
  beforeAll(async () => {
    stores = await openTestStores();
  }, 60_000);
  afterAll(() => stores.cleanup());

  test("a write's dropped tags reach the other instance, and only those entries go", async () => {
    const otherSql = connectDatabase(stores.databaseUrl, { embedded: false });
    const a = await shareInvalidation(createRenderCache(), stores.sql, captureLogger());
    const b = await shareInvalidation(createRenderCache(), otherSql, captureLogger());
    try {
      for (const cache of [a.cache, b.cache]) {
        cache.set("/", page, cache.generation(), ["studio", "logos"]);
        cache.set("/api/admin/clients", page, cache.generation(), ["clients"]);
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
    const shared = await shareInvalidation(createRenderCache(2, 1), stores.sql, captureLogger());
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
