import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { openTestStores, type TestStores } from "../../../tests/support/stores.ts";
import { LOGIN_WINDOW_MS, signInLimits, type Limit } from "./rate-limit.ts";
import { createPostgresLoginLimiter } from "./rate-limit-postgres.ts";

let stores: TestStores;
beforeAll(async () => {
  stores = await openTestStores();
}, 180_000);
afterAll(() => stores.cleanup());

const limit = (key: string): Limit => ({ name: "account", key, max: 5, windowMs: LOGIN_WINDOW_MS });

describe("the login limiter in Postgres", () => {
  test("after 5 attempts the key waits about 15 minutes; other keys and other instances agree", async () => {
    const instanceA = createPostgresLoginLimiter(stores.sql);
    const instanceB = createPostgresLoginLimiter(stores.sql);
    const [key] = signInLimits("admin", "203.0.113.7");
    for (let i = 0; i < 5; i++) expect(await (i % 2 ? instanceA : instanceB).reserve([key!])).toBeNull();
    const refused = await instanceA.reserve([key!]);
    expect(refused?.limit).toEqual(key!);
    expect(refused!.retryAfter).toBeGreaterThan(14 * 60);
    expect(refused!.retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(await instanceB.reserve(signInLimits("admin", "198.51.100.1").slice(0, 1))).toBeNull();
    await instanceA.reset(key!);
    expect(await instanceB.reserve([key!])).toBeNull();
  });

  test("30 simultaneous attempts on two instances: exactly 5 are let through to be checked", async () => {
    const instances = [createPostgresLoginLimiter(stores.sql), createPostgresLoginLimiter(stores.sql)];
    const key = limit("parallel");
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => instances[i % 2]!.reserve([key])));
    expect(answers.filter((answer) => answer === null)).toHaveLength(5);
    expect(answers.filter((answer) => answer?.limit.key === "parallel")).toHaveLength(25);
  }, 90_000);

  test("a full limit counts nothing against the others", async () => {
    const limiter = createPostgresLoginLimiter(stores.sql);
    const full = limit("full");
    const roomy: Limit = { ...limit("roomy"), max: 8 };
    for (let i = 0; i < 5; i++) await limiter.reserve([full, roomy]);
    for (let i = 0; i < 4; i++) expect((await limiter.reserve([roomy, full]))?.limit.key).toBe("full");
    for (let i = 0; i < 3; i++) expect(await limiter.reserve([roomy])).toBeNull();
    expect((await limiter.reserve([roomy]))?.limit.key).toBe("roomy");
  });

  test("release gives back one attempt of each limit", async () => {
    const limiter = createPostgresLoginLimiter(stores.sql);
    const key = limit("released");
    for (let i = 0; i < 5; i++) await limiter.reserve([key]);
    expect(await limiter.reserve([key])).not.toBeNull();
    await limiter.release([key]);
    expect(await limiter.reserve([key])).toBeNull();
    expect(await limiter.reserve([key])).not.toBeNull();
  });

  test("attempts older than the window do not count, and usernames are not stored in clear", async () => {
    const limiter = createPostgresLoginLimiter(stores.sql);
    const key = limit("owner\u0000192.0.2.9");
    for (let i = 0; i < 5; i++) await limiter.reserve([key]);
    expect(await limiter.reserve([key])).not.toBeNull();
    // The window began 16 minutes ago.
    await stores.sql`update sign_in_limits set expire = ${Date.now() - 60_000}`;
    expect(await limiter.reserve([key])).toBeNull();
    const stored = await stores.sql`select key from sign_in_limits`;
    expect(stored.length).toBeGreaterThan(0);
    expect(stored.every((row) => /^[0-9a-f]{64}$/.test(row.key))).toBe(true);
  });
});
