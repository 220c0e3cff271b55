// Public responses kept in memory per key after their first render: HTML pages by URL, and the
// public list endpoints' JSON. Dropped whenever an admin write changes data they show (and, with
// shared invalidation, on every instance). Bounded, so random query strings cannot grow it.
import type { CachedBody } from "../http/cached-body.ts";

export type RenderCache = {
  get(key: string): CachedBody | undefined;
  /** Take before reading data; a response made from data older than a clear() is not kept. */
  generation(): number;
  set(key: string, entry: CachedBody, generation: number): void;
  /** Called after every admin write. */
  clear(): void;
  readonly size: number;
};

export function createRenderCache(maxEntries = 500): RenderCache {
  const entries = new Map<string, CachedBody>();
  let current = 0;
  return {
    get: (key) => entries.get(key),
    generation: () => current,
    set(key, entry, generation) {
      if (generation !== current) return;
      if (!entries.has(key) && entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      entries.set(key, entry);
    },
    clear() {
      current++;
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}
