// Sign-in attempts, counted per limit. An attempt is reserved BEFORE the password or code is
// checked, against every limit at once, so parallel attempts cannot all slip through while the
// first ones are still being verified; a check that passes gives its attempt back to the
// address and global limits, and a complete sign-in clears its account's count.
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
  /** Forgets a key's attempts (after a successful sign-in, its account count). */
  reset(key: string): Promise<void>;
};

const LOGIN_MAX_FAILURES = 5;
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
const ADDRESS_MAX_ATTEMPTS = 20;
export const GLOBAL_MAX_ATTEMPTS = 60;
const GLOBAL_WINDOW_MS = 60 * 1000;
const ACCOUNT_MAX_WRONG_CODES = 10;
const DEVICE_MAX_FAILURES = 5;
const SWEEP_ABOVE_KEYS = 10_000;

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

export function createMemoryLoginLimiter(options: { now?: () => number } = {}): LoginLimiter {
  const now = options.now ?? Date.now;
  const attempts = new Map<string, number[]>();

  const recent = (limit: Limit): number[] => {
    const cutoff = now() - limit.windowMs;
    const kept = (attempts.get(limit.key) ?? []).filter((at) => at > cutoff);
    if (kept.length === 0) attempts.delete(limit.key);
    else attempts.set(limit.key, kept);
    return kept;
  };

  return {
    // No await between the check and the count: two attempts cannot both see the last free place.
    async reserve(limits) {
      for (const limit of limits) {
        const kept = recent(limit);
        if (kept.length >= limit.max) {
          const reopensAt = kept[kept.length - limit.max]! + limit.windowMs;
          return { limit, retryAfter: Math.max(1, Math.ceil((reopensAt - now()) / 1000)) };
        }
      }
      for (const limit of limits) {
        const kept = recent(limit);
        kept.push(now());
        attempts.set(limit.key, kept.slice(-limit.max));
      }
      // Keys that are never tried again (made-up usernames) would otherwise stay forever.
      if (attempts.size > SWEEP_ABOVE_KEYS) {
        const cutoff = now() - LOGIN_WINDOW_MS;
        for (const [key, times] of attempts) if (times.at(-1)! <= cutoff) attempts.delete(key);
      }
      return null;
    },
    async release(limits) {
      for (const limit of limits) attempts.get(limit.key)?.pop();
    },
    async reset(key) {
      attempts.delete(key);
    },
  };
}
