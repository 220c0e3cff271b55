// The data of the public page at a path as the owner's preview shows it (GET
// /api/admin/pages/:key/preview-data, src/features/pages/routes.ts): matched by the route table,
// as a visitor's request is, and read by loaders that find a hidden service's page too, so an
// owner can see a service's page before showing it.
import { matchPage } from "../../client/resolve-route.ts";
import { loadPageData, type PageDataLoaders } from "./page-data.ts";

/**
 * `owner`: loaders made with `hidden: true` (src/page-data-loaders.ts); `visitors`: the public
 * pages' own, which tell whether a visitor finds the page now. Null where no page is at `path`.
 */
export function previewPageData(
  owner: PageDataLoaders,
  visitors: PageDataLoaders,
): (path: string) => Promise<{ data: unknown; shown: boolean } | null> {
  return async (path) => {
    const match = matchPage(path);
    if (!match?.request) return null;
    const result = await loadPageData(owner, match.request);
    if (result.status !== 200) return null;
    return { data: result.data, shown: (await loadPageData(visitors, match.request)).status === 200 };
  };
}
