// The data of the public page at a path as the owner's preview shows it (GET
// /api/admin/pages/:key/preview-data, src/features/pages/routes.ts): matched by the route table,
// as a visitor's request is, and read by loaders that find a hidden service's page too, so an
// owner can see a service's page before showing it.
import { matchPage } from "../../client/resolve-route.ts";
import { loadPageData, type PageDataLoaders } from "./page-data.ts";

/** `loaders`: made with `hidden: true` (src/page-data-loaders.ts); null where no page is at `path`. */
export function previewPageData(loaders: PageDataLoaders): (path: string) => Promise<unknown | null> {
  return async (path) => {
    const match = matchPage(path);
    if (!match?.request) return null;
    const result = await loadPageData(loaders, match.request);
    return result.status === 200 ? result.data : null;
  };
}
