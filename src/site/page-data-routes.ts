// GET /api/page-data/<kind>/<args…>: the data a page reads, for pages reached by client-side
// navigation (the path a route's request names: pageDataPath in client/contract/page-data.ts).
import { Elysia } from "elysia";
import { PAGE_KINDS, requestFromPath } from "../../client/contract/page-data.ts";
import { cachedJson } from "../platform/cache/cached-json.ts";
import { fail } from "../platform/http/errors.ts";
import { loadPageData, pageTags, type PageDataLoaders } from "./page-data.ts";
import type { RenderCache } from "../platform/cache/render-cache.ts";

const MAX_PATH = 300;

/** Found data is kept in the render cache: the admin writes that change a page drop its data too. */
export function pageDataRoutes(loaders: PageDataLoaders, cache: RenderCache) {
  return new Elysia({ name: "page-data" }).get("/api/page-data/*", async ({ request, params }) => {
    const rest = params["*"];
    const parts = rest.length > MAX_PATH ? [] : rest.split("/").map(decodeSegment);
    const pageRequest = parts.includes(null) ? null : requestFromPath(parts[0] ?? "", parts.slice(1) as string[]);
    if (!pageRequest) return fail(404, "Unknown page data");
    try {
      // Data made for each request (a signed form token) is never cached: read and answered as it is.
      if (PAGE_KINDS[pageRequest.kind].uncached) {
        const result = await loadPageData(loaders, pageRequest);
        if (result.status !== 200) return fail(404, "Not found");
        return new Response(JSON.stringify({ success: true, message: "ok", data: result.data }), {
          headers: { "content-type": "application/json; charset=utf-8", "cache-control": "no-store" },
        });
      }
      return await cachedJson(cache, request, pageTags(pageRequest.kind), async () => {
        const result = await loadPageData(loaders, pageRequest);
        if (result.status !== 200) throw new NotFound(result.status === 301 ? result.location : null);
        return { success: true, message: "ok", data: result.data };
      });
    } catch (error) {
      if (!(error instanceof NotFound)) throw error;
      // A renamed project: the browser moves to its address (history replaced, no reload).
      return error.location ? { success: true, message: "moved", location: error.location } : fail(404, "Not found");
    }
  });
}

/** Only found data is cached: a miss leaves cachedJson through this. */
class NotFound extends Error {
  constructor(readonly location: string | null) {
    super("page data not found");
  }
}

function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}
