// Every password or code check of the sign-in, change-password and 2FA screens passes here.
// First a place to check at all: password hashing (argon2) runs on the same small thread pool
// as image processing and the embedded storage, so only a few checks may run at once (one per
// address, about one per two cores overall); beyond that the answer is an immediate 429/503
// with Retry-After instead of a queue that stalls every page. Then the attempt is counted
// against the sign-in limits (rate-limit.ts) before the check runs, and given back to the
// address and site-wide limits when the check passes.
import { availableParallelism } from "node:os";
import { fail } from "../http/errors.ts";
import { signInLimits, type LoginLimiter } from "./rate-limit.ts";

export type GateOptions = { perAddress?: number; total?: number };
export type SignInGate = {
  /** Runs `check` when allowed (else throws the 429/503 answer) and answers its result. */
  check<T>(username: string, address: string, check: () => Promise<T>): Promise<T>;
  /** After a complete sign-in: the account's failures at this address are forgotten. */
  clear(username: string, address: string): Promise<void>;
};

const BUSY_RETRY_SECONDS = 1;

export function createSignInGate(limiter: LoginLimiter, options: GateOptions = {}): SignInGate {
  const perAddress = options.perAddress ?? 1;
  const total = options.total ?? Math.max(1, Math.floor(availableParallelism() / 2));
  const running = new Map<string, number>();
  let runningTotal = 0;

  const take = (address: string) => {
    const mine = running.get(address) ?? 0;
    if (mine >= perAddress) {
      fail(429, "A sign-in from your address is already being checked. Try again in a moment.", { "retry-after": String(BUSY_RETRY_SECONDS) });
    }
    if (runningTotal >= total) fail(503, "Sign-in is busy right now. Try again in a moment.", { "retry-after": String(BUSY_RETRY_SECONDS) });
    running.set(address, mine + 1);
    runningTotal++;
    return () => {
      runningTotal--;
      const left = (running.get(address) ?? 1) - 1;
      if (left > 0) running.set(address, left);
      else running.delete(address);
    };
  };

  return {
    async check(username, address, check) {
      const release = take(address);
      try {
        const limits = signInLimits(username, address);
        const refused = await limiter.reserve(limits);
        if (refused) {
          const headers = { "retry-after": String(refused.retryAfter) };
          if (refused.limit.name === "global") fail(503, `Too many sign-in attempts on this site right now. Try again in ${duration(refused.retryAfter)}.`, headers);
          fail(429, `Too many failed sign-in attempts. Try again in ${duration(refused.retryAfter)}.`, headers);
        }
        const passed = await check();
        // Only failures count against the address and the site: the owner signing in often
        // never fills them. The account's own count waits for a complete sign-in (clear), so
        // a right password does not open more tries at the code step.
        if (passed) await limiter.release(limits.filter((limit) => limit.name !== "account"));
        return passed;
      } finally {
        release();
      }
    },
    async clear(username, address) {
      await limiter.reset(signInLimits(username, address)[0]!.key);
    },
  };
}

function duration(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? "1 second" : `${seconds} seconds`;
  const m = Math.ceil(seconds / 60);
  return m === 1 ? "1 minute" : `${m} minutes`;
}
