// A public JSON answer kept in the render cache, tagged with the data it shows, so it is dropped
// by the same admin writes (on every instance) that drop the pages showing the same rows. Until
// then it is served from memory, precompressed, with an ETag.
import { cachedBody } from "../http/cached-body.ts";
import type { RenderCache } from "./render-cache.ts";
import type { CacheTag } from "./tags.ts";

const JSON_HEADERS = {
  "content-type": "application/json;charset=utf-8",
  // The admin reads these lists right after its own writes: always revalidate (a cheap 304).
  "cache-control": "no-cache",
};

/**
 * Kept under the path alone: the query plays no part in these answers. No page lives under
 * /api/, so the key never meets a page's, and a cached hit takes a single lookup
 * (src/platform/http/cached-first.ts).
 */
export async function cachedJson(
  cache: RenderCache,
  request: Request,
  tags: readonly CacheTag[],
  produce: () => Promise<unknown>,
): Promise<Response> {
  const key = new URL(request.url).pathname;
  let cached = cache.get(key);
  if (!cached) {
    const generation = cache.generation();
    cached = cachedBody(200, new TextEncoder().encode(JSON.stringify(await produce())), JSON_HEADERS);
    cache.set(key, cached, generation, tags);
  }
  return cached.send(request);
}
