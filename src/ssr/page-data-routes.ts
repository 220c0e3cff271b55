// GET /api/page-data/:kind: the data a page reads, for pages reached by client-side navigation.
import { Elysia, t } from "elysia";
import { fail } from "../http/errors.ts";
import { isPageDataKind, type PageDataLoaders } from "./page-data.ts";

export function pageDataRoutes(loaders: PageDataLoaders) {
  return new Elysia({ name: "page-data" }).get(
    "/api/page-data/:kind",
    async ({ params, set }) => {
      if (!isPageDataKind(params.kind)) fail(404, "Unknown page data");
      set.headers["cache-control"] = "no-cache";
      return { success: true, message: "ok", data: await loaders[params.kind]() };
    },
    { params: t.Object({ kind: t.String({ maxLength: 40 }) }) },
  );
}
