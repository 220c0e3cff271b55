import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { connectDatabase } from "../db/connect.ts";
import { openTestStores, type TestStores } from "../../tests/support/stores.ts";
import { captureLogger } from "../../tests/support/logger.ts";
import { cachedBody } from "../http/cached-body.ts";
import { createRenderCache } from "./render-cache.ts";
import { shareInvalidation } from "./shared-invalidation.ts";

const page = cachedBody(200, new Uint8Array([1]));

// LISTEN/NOTIFY needs a real Postgres server: PGlite serves a single session.
describe.skipIf(!process.env.DATABASE_URL)("render cache invalidation across instances", () => {
  let stores: TestStores;
  beforeAll(async () => {
    stores = await openTestStores();
  }, 60_000);
  afterAll(() => stores.cleanup());

  test("a clear on one instance clears the other instance's cache", async () => {
    const otherSql = connectDatabase(stores.databaseUrl, { embedded: false });
    const a = await shareInvalidation(createRenderCache(), stores.sql, captureLogger());
    const b = await shareInvalidation(createRenderCache(), otherSql, captureLogger());
    try {
      a.cache.set("/", page, a.cache.generation());
      b.cache.set("/", page, b.cache.generation());
      a.cache.clear();
      expect(a.cache.size).toBe(0);
      for (let i = 0; i < 50 && b.cache.size > 0; i++) await Bun.sleep(20);
      expect(b.cache.size).toBe(0);
    } finally {
      await a.stop();
      await b.stop();
      await otherSql.end();
    }
  });
});
