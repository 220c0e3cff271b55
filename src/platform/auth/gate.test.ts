import { afterEach, describe, expect, setSystemTime, test } from "bun:test";
import { HttpError } from "../http/errors.ts";
import { createSignInGate } from "./gate.ts";
import { createMemoryLoginLimiter, GLOBAL_MAX_ATTEMPTS } from "./rate-limit.ts";

/** A check that runs until released, like a password hash being verified. */
function slowCheck() {
  const { promise, resolve } = Promise.withResolvers<boolean>();
  return { run: () => promise, finish: (result: boolean) => resolve(result) };
}

async function refusal(work: Promise<unknown>): Promise<{ status: number; retryAfter: string | undefined; message: string }> {
  const error = await work.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof HttpError)) throw new Error(`expected a refusal, got ${String(error)}`);
  return { status: error.status, retryAfter: error.headers["retry-after"], message: error.message };
}

afterEach(() => setSystemTime());

describe("the sign-in gate", () => {
  test("one check per address at a time: a second one at once is a 429 with Retry-After", async () => {
    const gate = createSignInGate(createMemoryLoginLimiter(), { perAddress: 1, total: 4 });
    const first = slowCheck();
    const running = gate.check("owner", "203.0.113.1", first.run);
    expect(await refusal(gate.check("other", "203.0.113.1", async () => true))).toMatchObject({ status: 429, retryAfter: "1" });
    // Another address is not held up.
    expect(await gate.check("owner", "198.51.100.1", async () => true)).toBe(true);
    first.finish(false);
    expect(await running).toBe(false);
    expect(await gate.check("owner", "203.0.113.1", async () => true)).toBe(true);
  });

  test("checks in progress are bounded overall: beyond that a 503 with Retry-After, and the place frees again", async () => {
    const gate = createSignInGate(createMemoryLoginLimiter(), { perAddress: 1, total: 2 });
    const held = [slowCheck(), slowCheck()];
    const running = held.map((check, i) => gate.check(`user-${i}`, `192.0.2.${i}`, check.run));
    const refused = await refusal(gate.check("owner", "198.51.100.2", async () => true));
    expect(refused).toMatchObject({ status: 503, retryAfter: "1" });
    held[0]!.finish(false);
    await running[0];
    expect(await gate.check("owner", "198.51.100.2", async () => true)).toBe(true);
    held[1]!.finish(false);
    await running[1];
  });

  test("a check that throws frees its place", async () => {
    const gate = createSignInGate(createMemoryLoginLimiter(), { perAddress: 1, total: 1 });
    await gate.check("owner", "192.0.2.7", async () => Promise.reject(new Error("store down"))).catch(() => {});
    expect(await gate.check("owner", "192.0.2.7", async () => true)).toBe(true);
  });

  test(`the global backoff: after ${GLOBAL_MAX_ATTEMPTS} attempts a minute from anywhere, a 503 until the minute is over`, async () => {
    let now = 5_000_000;
    setSystemTime(now);
    const gate = createSignInGate(createMemoryLoginLimiter(), { perAddress: 1, total: 1 });
    for (let i = 0; i < GLOBAL_MAX_ATTEMPTS; i++) expect(await gate.check(`guess-${i}`, `10.1.${i >> 8}.${i & 255}`, async () => false)).toBe(false);
    const refused = await refusal(gate.check("owner", "198.51.100.3", async () => true));
    expect(refused.status).toBe(503);
    expect(Number(refused.retryAfter)).toBeLessThanOrEqual(60);
    now += 60_001;
    setSystemTime(now);
    expect(await gate.check("owner", "198.51.100.3", async () => true)).toBe(true);
  });

  test("clear forgets the account's failures at that address only", async () => {
    const gate = createSignInGate(createMemoryLoginLimiter(), { perAddress: 1, total: 1 });
    for (let i = 0; i < 5; i++) await gate.check("owner", "192.0.2.8", async () => false);
    expect((await refusal(gate.check("owner", "192.0.2.8", async () => true))).status).toBe(429);
    await gate.clear("owner", "192.0.2.8");
    expect(await gate.check("owner", "192.0.2.8", async () => true)).toBe(true);
  });
});

test("passed checks are given back to the address and site limits: the owner signing in often is never locked out", async () => {
  const gate = createSignInGate(createMemoryLoginLimiter(), { perAddress: 1, total: 1 });
  for (let i = 0; i < GLOBAL_MAX_ATTEMPTS + 5; i++) {
    expect(await gate.check("owner", "192.0.2.9", async () => true)).toBe(true);
    await gate.clear("owner", "192.0.2.9");
  }
});
