// A public JSON answer kept in the render cache, so it is dropped by the same admin writes (on
// every instance) that drop the pages showing the same rows. Until then it is served from
// memory, precompressed, with an ETag.
import type { RenderCache } from "../ssr/render-cache.ts";
import { cachedBody, sendCached } from "./cached-body.ts";

const JSON_HEADERS = {
  "content-type": "application/json;charset=utf-8",
  // The admin reads these lists right after its own writes: always revalidate (a cheap 304).
  "cache-control": "no-cache",
};

export async function cachedJson(cache: RenderCache, request: Request, produce: () => Promise<unknown>): Promise<Response> {
  // Keys of page URLs start with "/", so these never meet a page.
  const key = "json:" + new URL(request.url).pathname;
  let cached = cache.get(key);
  if (!cached) {
    const generation = cache.generation();
    cached = cachedBody(200, new TextEncoder().encode(JSON.stringify(await produce())));
    cache.set(key, cached, generation);
  }
  return sendCached(request, cached, JSON_HEADERS);
}
