// Sign-in attempts, counted per limit by rate-limiter-flexible (one fixed window per key, from
// its first attempt). An attempt is counted BEFORE the password or code is checked, against
// every limit at once, so parallel attempts cannot all slip through while the first ones are
// still being verified; a full limit gives the attempt back to all of them, a check that passes
// gives it back to the address and global limits, and a complete sign-in clears its account's
// count.
//
// Limits that are not a plain per-username lock (which would let anyone lock the owner out by
// guessing wrong on purpose, since anyone may try):
// - account: username + address, 5 in 15 minutes (a guesser at one address);
// - address: any username from one address, 20 failures in 15 minutes (made-up usernames);
// - global: every failure, 60 a minute, a short backoff against a spread-out flood;
// - codes: wrong two-factor codes for one account, 10 in 15 minutes from anywhere (only someone
//   who has the password gets this far, and each challenge takes 5 codes at most: challenges.ts).
// An attempt from a browser with a valid device cookie for the account (device.ts) counts
// against none of these, which others can fill, but against its own:
// - device: that browser's failures, 5 in 15 minutes.
import { RateLimiterMemory, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";

export type LimitName = "account" | "address" | "global" | "codes" | "device";
export type Limit = { name: LimitName; key: string; max: number; windowMs: number };

export type LoginLimiter = {
  /**
   * Counts one attempt against every limit, or against none: null when counted, otherwise the
   * limit that is full and the seconds until it lets another attempt in.
   */
  reserve(limits: Limit[]): Promise<{ limit: Limit; retryAfter: number } | null>;
  /** Gives back one attempt of each limit: the check it was reserved for passed. */
  release(limits: Limit[]): Promise<void>;
  /** Forgets a limit's attempts (after a successful sign-in, its account count). */
  reset(limit: Limit): Promise<void>;
};

const LOGIN_MAX_FAILURES = 5;
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
const ADDRESS_MAX_ATTEMPTS = 20;
export const GLOBAL_MAX_ATTEMPTS = 60;
const GLOBAL_WINDOW_MS = 60 * 1000;
const ACCOUNT_MAX_WRONG_CODES = 10;
const DEVICE_MAX_FAILURES = 5;

/** Who tries: a trusted device's id (device.ts), and whether this is a two-factor code. */
export type AttemptKind = { device?: string | null; code?: boolean };

/** The limits one sign-in attempt (password or code step) is counted against. */
export function signInLimits(username: string, address: string, { device, code }: AttemptKind = {}): Limit[] {
  if (device) return [{ name: "device", key: `device\u0000${device}`, max: DEVICE_MAX_FAILURES, windowMs: LOGIN_WINDOW_MS }];
  const name = username.trim().toLowerCase();
  const limits: Limit[] = [
    { name: "account", key: `account\u0000${name}\u0000${address}`, max: LOGIN_MAX_FAILURES, windowMs: LOGIN_WINDOW_MS },
    { name: "address", key: `address\u0000${address}`, max: ADDRESS_MAX_ATTEMPTS, windowMs: LOGIN_WINDOW_MS },
    { name: "global", key: "global", max: GLOBAL_MAX_ATTEMPTS, windowMs: GLOBAL_WINDOW_MS },
  ];
  if (code) limits.push({ name: "codes", key: `codes\u0000${name}`, max: ACCOUNT_MAX_WRONG_CODES, windowMs: LOGIN_WINDOW_MS });
  return limits;
}

/** The library's limiter for limits of one size and window; every limit's key is its own. */
type MakeLimiter = (options: { points: number; duration: number }) => RateLimiterAbstract;

/** A login limiter over one kind of rate-limiter-flexible store; `stored` turns a key into the store's. */
export function createLoginLimiter(make: MakeLimiter, stored: (key: string) => string = (key) => key): LoginLimiter {
  const limiters = new Map<string, RateLimiterAbstract>();
  const limiterFor = (limit: Limit) => {
    const size = `${limit.max}/${limit.windowMs}`;
    let limiter = limiters.get(size);
    if (!limiter) limiters.set(size, (limiter = make({ points: limit.max, duration: limit.windowMs / 1000 })));
    return limiter;
  };
  const giveBack = (limits: Limit[]) => Promise.all(limits.map((limit) => limiterFor(limit).reward(stored(limit.key), 1)));

  return {
    async reserve(limits) {
      // Each key's count goes up in one step of its store (a Map, or one upsert in Postgres), so
      // of simultaneous attempts only as many as fit see a free place.
      const answers = await Promise.allSettled(limits.map((limit) => limiterFor(limit).consume(stored(limit.key), 1)));
      // A refused consume was counted too (RateLimiterRes): a full limit counts against none.
      const counted = limits.filter((_, i) => {
        const answer = answers[i]!;
        return answer.status === "fulfilled" || answer.reason instanceof RateLimiterRes;
      });
      const failed = answers.find((answer) => answer.status === "rejected");
      if (!failed) return null;
      await giveBack(counted);
      if (!(failed.reason instanceof RateLimiterRes)) throw failed.reason; // the store failed
      const full = answers.indexOf(failed);
      return { limit: limits[full]!, retryAfter: Math.max(1, Math.ceil(failed.reason.msBeforeNext / 1000)) };
    },
    async release(limits) {
      await giveBack(limits);
    },
    async reset(limit) {
      await limiterFor(limit).delete(stored(limit.key));
    },
  };
}

/** One instance's limits, in its memory: expired keys leave on their own (the library's timers). */
export function createMemoryLoginLimiter(): LoginLimiter {
  return createLoginLimiter((options) => new RateLimiterMemory(options));
}
