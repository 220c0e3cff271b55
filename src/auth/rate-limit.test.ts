import { describe, expect, test } from "bun:test";
import { createMemoryLoginLimiter, limiterKey, LOGIN_WINDOW_MS } from "./rate-limit.ts";

describe("login limiter", () => {
  test("allows five failures, refuses the sixth attempt until the oldest failure leaves the window", async () => {
    let now = 1_000_000;
    const limiter = createMemoryLoginLimiter({ now: () => now });
    for (let i = 0; i < 5; i++) {
      expect(await limiter.retryAfter("k")).toBe(0);
      await limiter.recordFailure("k");
      now += 60_000;
    }
    // The first failure was 5 minutes ago: 10 minutes to wait.
    expect(await limiter.retryAfter("k")).toBe(10 * 60);
    now += 10 * 60_000 - 1000;
    expect(await limiter.retryAfter("k")).toBe(1);
    now += 1000;
    expect(await limiter.retryAfter("k")).toBe(0);
  });

  test("a successful sign-in clears the count, and keys do not share counts", async () => {
    const limiter = createMemoryLoginLimiter();
    for (let i = 0; i < 5; i++) await limiter.recordFailure("a");
    expect(await limiter.retryAfter("a")).toBeGreaterThan(0);
    expect(await limiter.retryAfter("b")).toBe(0);
    await limiter.reset("a");
    expect(await limiter.retryAfter("a")).toBe(0);
  });

  test("failures older than the window are forgotten", async () => {
    let now = 0;
    const limiter = createMemoryLoginLimiter({ now: () => now });
    for (let i = 0; i < 4; i++) await limiter.recordFailure("k");
    now += LOGIN_WINDOW_MS + 1;
    await limiter.recordFailure("k");
    expect(await limiter.retryAfter("k")).toBe(0);
  });

  test("the key is the username (any case) and the address", () => {
    expect(limiterKey(" Admin ", "1.2.3.4")).toBe(limiterKey("admin", "1.2.3.4"));
    expect(limiterKey("admin", "1.2.3.4")).not.toBe(limiterKey("admin", "5.6.7.8"));
  });
});
