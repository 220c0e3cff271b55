// Public HTML kept in memory per URL after its first (streamed) render, and dropped whenever
// an admin write changes data a page shows. Bounded, so random query strings cannot grow it.
export type CachedPage = { status: number; html: Uint8Array<ArrayBuffer>; gzip: Uint8Array<ArrayBuffer>; etag: string };

export type RenderCache = {
  get(key: string): CachedPage | undefined;
  /** Take before reading page data; a page rendered from data older than a clear() is not kept. */
  generation(): number;
  set(key: string, page: CachedPage, generation: number): void;
  /** Called after every admin write. */
  clear(): void;
  readonly size: number;
};

export function createRenderCache(maxEntries = 500): RenderCache {
  const pages = new Map<string, CachedPage>();
  let current = 0;
  return {
    get: (key) => pages.get(key),
    generation: () => current,
    set(key, page, generation) {
      if (generation !== current) return;
      if (pages.size >= maxEntries) pages.delete(pages.keys().next().value!);
      pages.set(key, page);
    },
    clear() {
      current++;
      pages.clear();
    },
    get size() {
      return pages.size;
    },
  };
}
