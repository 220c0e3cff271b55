// GET /api/page-data/:kind: the data a page reads, for pages reached by client-side navigation.
import { Elysia, t } from "elysia";
import { cachedJson } from "../http/cached-json.ts";
import { fail } from "../http/errors.ts";
import { isPageDataKind, type PageDataLoaders } from "./page-data.ts";
import type { RenderCache } from "./render-cache.ts";

/** Answers are kept in the render cache: the admin writes that change a page drop its data too. */
export function pageDataRoutes(loaders: PageDataLoaders, cache: RenderCache) {
  return new Elysia({ name: "page-data" }).get(
    "/api/page-data/:kind",
    ({ params, request }) => {
      const kind = isPageDataKind(params.kind) ? params.kind : fail(404, "Unknown page data");
      return cachedJson(cache, request, async () => ({ success: true, message: "ok", data: await loaders[kind]() }));
    },
    { params: t.Object({ kind: t.String({ maxLength: 40 }) }) },
  );
}
