// Failed sign-ins per username and client address: after 5 in 15 minutes, further attempts are
// refused until the oldest failure leaves the window. In process memory for now; the interface
// is async so a shared store can replace it without touching the login route.
export type LoginLimiter = {
  /** Seconds until another attempt is allowed, or 0 when one is allowed now. */
  retryAfter(key: string): Promise<number>;
  recordFailure(key: string): Promise<void>;
  reset(key: string): Promise<void>;
};

export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;

export function createMemoryLoginLimiter(options: { max?: number; windowMs?: number; now?: () => number } = {}): LoginLimiter {
  const max = options.max ?? LOGIN_MAX_FAILURES;
  const windowMs = options.windowMs ?? LOGIN_WINDOW_MS;
  const now = options.now ?? Date.now;
  const failures = new Map<string, number[]>();

  const recent = (key: string): number[] => {
    const cutoff = now() - windowMs;
    const kept = (failures.get(key) ?? []).filter((at) => at > cutoff);
    if (kept.length === 0) failures.delete(key);
    else failures.set(key, kept);
    return kept;
  };

  return {
    async retryAfter(key) {
      const kept = recent(key);
      if (kept.length < max) return 0;
      const reopensAt = kept[kept.length - max]! + windowMs;
      return Math.max(1, Math.ceil((reopensAt - now()) / 1000));
    },
    async recordFailure(key) {
      const kept = recent(key);
      kept.push(now());
      failures.set(key, kept.slice(-max));
    },
    async reset(key) {
      failures.delete(key);
    },
  };
}

/** The limiter's key: the same username from another address has its own count. */
export function limiterKey(username: string, address: string): string {
  return `${username.trim().toLowerCase()}\u0000${address}`;
}
