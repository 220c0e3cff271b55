import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { openTestStores, type TestStores } from "../../tests/support/stores.ts";
import { limiterKey, LOGIN_MAX_FAILURES } from "./rate-limit.ts";
import { createPostgresLoginLimiter } from "./rate-limit-postgres.ts";

let stores: TestStores;
beforeAll(async () => {
  stores = await openTestStores();
}, 60_000);
afterAll(() => stores.cleanup());

describe("the login limiter in Postgres", () => {
  test("after 5 failures the key waits about 15 minutes; other keys and other instances agree", async () => {
    const instanceA = createPostgresLoginLimiter(stores.sql);
    const instanceB = createPostgresLoginLimiter(stores.sql);
    const key = limiterKey("admin", "203.0.113.7");
    for (let i = 0; i < LOGIN_MAX_FAILURES - 1; i++) await (i % 2 ? instanceA : instanceB).recordFailure(key);
    expect(await instanceA.retryAfter(key)).toBe(0);
    await instanceB.recordFailure(key);
    const wait = await instanceA.retryAfter(key);
    expect(wait).toBeGreaterThan(14 * 60);
    expect(wait).toBeLessThanOrEqual(15 * 60);
    expect(await instanceB.retryAfter(limiterKey("admin", "198.51.100.1"))).toBe(0);
    await instanceA.reset(key);
    expect(await instanceB.retryAfter(key)).toBe(0);
  });

  test("failures older than the window do not count, and usernames are not stored in clear", async () => {
    const limiter = createPostgresLoginLimiter(stores.sql);
    const key = limiterKey("owner", "192.0.2.9");
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++) await limiter.recordFailure(key);
    await stores.sql`update login_failures set failed_at = now() - interval '16 minutes'`;
    expect(await limiter.retryAfter(key)).toBe(0);
    const stored = await stores.sql`select key_hash from login_failures`;
    expect(stored.every((row) => /^[0-9a-f]{64}$/.test(row.keyHash))).toBe(true);
  });
});
