// Every password or code check of the sign-in, change-password and 2FA screens passes here.
// First a place to check at all: password hashing (argon2) runs on the same small thread pool
// as image processing and the embedded storage, so only a few checks may run at once (one per
// address, about one per two cores overall); beyond that the answer is an immediate 429/503
// with Retry-After instead of a queue that stalls every page. Then the attempt is counted
// against the sign-in limits (rate-limit.ts) before the check runs, and given back to the
// address and site-wide limits when the check passes. A browser with a valid device cookie
// (device.ts) checks in a place of its own, outside the site-wide count others can fill.
import { availableParallelism } from "node:os";
import { fail } from "../http/errors.ts";
import { signInLimits, type AttemptKind, type LimitName, type LoginLimiter } from "./rate-limit.ts";

export type GateOptions = { perAddress?: number; total?: number };
export type SignInGate = {
  /** Runs `check` when allowed (else throws the 429/503 answer) and answers its result. */
  check<T>(username: string, address: string, check: () => Promise<T>, kind?: AttemptKind): Promise<T>;
  /** After a complete sign-in: the account's failures at this address (or the device's) are forgotten. */
  clear(username: string, address: string, kind?: AttemptKind): Promise<void>;
};

/** Counts a complete sign-in clears, not a passing check: a right password opens no more codes. */
const KEPT_UNTIL_SIGNED_IN: LimitName[] = ["account", "device"];

const BUSY_RETRY_SECONDS = 1;

export function createSignInGate(limiter: LoginLimiter, options: GateOptions = {}): SignInGate {
  const perAddress = options.perAddress ?? 1;
  const total = options.total ?? Math.max(1, Math.floor(availableParallelism() / 2));
  const running = new Map<string, number>();
  let runningTotal = 0;

  /** `place`: the address, or a trusted device, which is not counted in the site-wide total. */
  const take = (place: string, counted: boolean) => {
    const mine = running.get(place) ?? 0;
    if (mine >= perAddress) {
      fail(429, "A sign-in from your address is already being checked. Try again in a moment.", { "retry-after": String(BUSY_RETRY_SECONDS) });
    }
    if (counted && runningTotal >= total)
      fail(503, "Sign-in is busy right now. Try again in a moment.", { "retry-after": String(BUSY_RETRY_SECONDS) });
    running.set(place, mine + 1);
    if (counted) runningTotal++;
    return () => {
      if (counted) runningTotal--;
      const left = (running.get(place) ?? 1) - 1;
      if (left > 0) running.set(place, left);
      else running.delete(place);
    };
  };

  return {
    async check(username, address, check, kind = {}) {
      const release = kind.device ? take(`device\u0000${kind.device}`, false) : take(address, true);
      try {
        const limits = signInLimits(username, address, kind);
        const refused = await limiter.reserve(limits);
        if (refused) {
          const headers = { "retry-after": String(refused.retryAfter) };
          const wait = duration(refused.retryAfter);
          if (refused.limit.name === "global") fail(503, `Too many sign-in attempts on this site right now. Try again in ${wait}.`, headers);
          if (refused.limit.name === "codes") fail(429, `Too many wrong codes for this account. Try again in ${wait}.`, headers);
          fail(429, `Too many failed sign-in attempts. Try again in ${wait}.`, headers);
        }
        const passed = await check();
        // Only failures count against the address, the site and the account's codes: the owner
        // signing in often never fills them. The account's (or device's) own count waits for a
        // complete sign-in (clear), so a right password does not open more tries at the code step.
        if (passed) await limiter.release(limits.filter((limit) => !KEPT_UNTIL_SIGNED_IN.includes(limit.name)));
        return passed;
      } finally {
        release();
      }
    },
    async clear(username, address, kind = {}) {
      await limiter.reset(signInLimits(username, address, kind)[0]!);
    },
  };
}

function duration(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? "1 second" : `${seconds} seconds`;
  const m = Math.ceil(seconds / 60);
  return m === 1 ? "1 minute" : `${m} minutes`;
}
