import { afterEach, describe, expect, setSystemTime, test } from "bun:test";
import { createMemoryLoginLimiter, LOGIN_WINDOW_MS, signInLimits, type Limit } from "./rate-limit.ts";

const five: Limit = { name: "account", key: "k", max: 5, windowMs: LOGIN_WINDOW_MS };

afterEach(() => setSystemTime());

describe("login limiter", () => {
  test("takes five attempts, refuses the sixth until the oldest attempt leaves the window", async () => {
    let now = 1_000_000;
    const at = (ms: number) => setSystemTime((now = ms));
    at(now);
    const limiter = createMemoryLoginLimiter();
    for (let i = 0; i < 5; i++) {
      expect(await limiter.reserve([five])).toBeNull();
      at(now + 60_000);
    }
    // The first attempt was 5 minutes ago: 10 minutes to wait.
    expect(await limiter.reserve([five])).toEqual({ limit: five, retryAfter: 10 * 60 });
    at(now + 10 * 60_000 - 1000);
    expect((await limiter.reserve([five]))?.retryAfter).toBe(1);
    at(now + 1000);
    expect(await limiter.reserve([five])).toBeNull();
  });

  test("30 simultaneous attempts: exactly 5 are let through to be checked", async () => {
    const limiter = createMemoryLoginLimiter();
    const answers = await Promise.all(Array.from({ length: 30 }, () => limiter.reserve([five])));
    expect(answers.filter((answer) => answer === null)).toHaveLength(5);
  });

  test("a full limit counts nothing against the others; reset clears one key", async () => {
    const limiter = createMemoryLoginLimiter();
    const other: Limit = { ...five, key: "other", max: 100 };
    for (let i = 0; i < 5; i++) await limiter.reserve([five, other]);
    for (let i = 0; i < 10; i++) expect((await limiter.reserve([other, five]))?.limit).toBe(five);
    // Only the 5 accepted attempts counted against "other".
    for (let i = 0; i < 95; i++) expect(await limiter.reserve([other])).toBeNull();
    expect(await limiter.reserve([other])).not.toBeNull();
    await limiter.reset(five);
    expect(await limiter.reserve([five])).toBeNull();
  });

  test("the account key is the username (any case) and the address; the address limit spans usernames", () => {
    const [account, address, global] = signInLimits(" Admin ", "1.2.3.4");
    expect(account!.key).toBe(signInLimits("admin", "1.2.3.4")[0]!.key);
    expect(account!.key).not.toBe(signInLimits("admin", "5.6.7.8")[0]!.key);
    expect(address!.key).toBe(signInLimits("someone-else", "1.2.3.4")[1]!.key);
    expect(global!.key).toBe(signInLimits("x", "9.9.9.9")[2]!.key);
    expect([account!.max, address!.max]).toEqual([5, 20]);
  });

  test("a code counts also against the account's codes from any address; a trusted device only against its own limit", () => {
    const code = signInLimits("Admin", "1.2.3.4", { code: true });
    expect(code.map((limit) => limit.name)).toEqual(["account", "address", "global", "codes"]);
    expect(code[3]!.key).toBe(signInLimits("admin", "5.6.7.8", { code: true })[3]!.key);
    expect(code[3]!.max).toBe(10);
    const device = signInLimits("admin", "1.2.3.4", { device: "d1", code: true });
    expect(device).toEqual([{ name: "device", key: "device\u0000d1", max: 5, windowMs: LOGIN_WINDOW_MS }]);
  });
});
