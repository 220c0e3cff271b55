// Public responses kept in memory per key after their first render: HTML pages by URL, and the
// public list endpoints' JSON. Each entry is tagged with the data it shows ("logos", "studio",
// …, see tags.ts); an admin write drops the entries of the tags it changed (and, with shared
// invalidation, on every instance). Bounded, and made-up URLs have a pool of their own. No entry
// is served past the maximum age: should a drop ever go astray (a write no route of this app
// made), no page stays stale longer than that.
import { DEFAULT_CACHE_MAX_AGE_SECONDS } from "../config.ts";
import type { CachedBody } from "../http/cached-body.ts";
import type { CacheTag } from "./tags.ts";

/**
 * "real": the site's real pages and the public lists, a set the content bounds. "other":
 * anything a visitor can make up (404s, query strings, admin screens of arbitrary ids), kept in
 * a small pool of its own so that thousands of random URLs never push a real page out.
 */
export type CachePool = "real" | "other";

export type RenderCache = {
  /**
   * `at`: the time on the cache's clock (`now`) when the caller has just read it: a cached answer
   * reads it once for its request line (src/main.ts), and each read costs it (some 100-170 ns here).
   */
  get(key: string, at?: number): CachedBody | undefined;
  /** Take before reading data; a response made from data older than a drop or clear is not kept. */
  generation(): number;
  set(key: string, entry: CachedBody, generation: number, tags: readonly CacheTag[], pool?: CachePool): void;
  /** Drops every entry showing any of these tags: called after each successful admin write. */
  drop(tags: readonly CacheTag[]): void;
  /** Drops everything (a restored backup, tests). */
  clear(): void;
  readonly size: number;
};

export type RenderCacheOptions = {
  maxEntries?: number;
  maxOther?: number;
  /** CACHE_MAX_AGE_SECONDS (src/platform/config.ts). */
  maxAgeSeconds?: number;
  /** Milliseconds on a clock that never goes back (tests pass their own). */
  now?: () => number;
};

type Entry = { body: CachedBody; tags: readonly CacheTag[] };

export function createRenderCache({
  maxEntries = 500,
  maxOther = 100,
  maxAgeSeconds = DEFAULT_CACHE_MAX_AGE_SECONDS,
  now = () => performance.now(),
}: RenderCacheOptions = {}): RenderCache {
  const pools: Record<CachePool, { entries: Map<string, Entry>; max: number }> = {
    real: { entries: new Map(), max: maxEntries },
    other: { entries: new Map(), max: maxOther },
  };
  const maxAge = maxAgeSeconds * 1000;
  let current = 0;
  let period = Math.floor(now() / maxAge);
  const clear = () => {
    current++;
    pools.real.entries.clear();
    pools.other.entries.clear();
  };
  // Time is cut into periods of the maximum age, and each one starts with an empty cache and a
  // new generation: no entry outlives the age, and neither does data a render reuses within a
  // generation (the studio's details, src/site/pages.tsx).
  const expire = (at = now()) => {
    const started = Math.floor(at / maxAge);
    if (started !== period) {
      period = started;
      clear();
    }
  };
  return {
    get(key, at) {
      expire(at);
      return (pools.real.entries.get(key) ?? pools.other.entries.get(key))?.body;
    },
    generation() {
      expire();
      return current;
    },
    set(key, body, generation, tags, pool = "real") {
      if (generation !== current) return;
      const { entries, max } = pools[pool];
      if (!entries.has(key) && entries.size >= max) entries.delete(entries.keys().next().value!);
      entries.set(key, { body, tags });
    },
    drop(tags) {
      // Any drop makes in-flight renders stale: they may have read the rows just changed.
      current++;
      for (const { entries } of Object.values(pools)) {
        for (const [key, entry] of entries) if (entry.tags.some((tag) => tags.includes(tag))) entries.delete(key);
      }
    },
    clear,
    get size() {
      expire();
      return pools.real.entries.size + pools.other.entries.size;
    },
  };
}
