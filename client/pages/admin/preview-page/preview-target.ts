// Which public page a document is previewed on, and that page's data with the document swapped
// in: the route table's own page component and the public page data (logos, cards, work…), so
// the preview is exactly what visitors will see once it is published.
import type { DocumentKey } from "../../../contract/documents/registry.ts";
import type { SiteDocument, SiteWords } from "../../../contract/documents/site.ts";
import { fetchPageData } from "../../../page-data.ts";
import type { PageMatch } from "../../../page-matcher.ts";

export type PreviewTarget = {
  match: PageMatch;
  /** The page's data, its own document replaced by the previewed content. */
  data: unknown;
  /** The site document to show, when it is the one previewed (it shows on every page), with the shown services. */
  site: SiteWords | null;
};

/**
 * `path`: the public page the document shows on, as the server names it (a service's own
 * address); the site document (every page) is previewed on the home page. `services`: the shown
 * services every page lists.
 */
export async function loadPreviewTarget(
  matchPage: (path: string) => PageMatch | null,
  { key, path }: { key: DocumentKey; path: string },
  content: unknown,
  services: SiteWords["services"],
): Promise<PreviewTarget> {
  const match = matchPage(path);
  if (!match?.request) throw new Error(`No public page shows ${key}`);
  const result = await fetchPageData(match.request);
  if (result.status !== 200) throw new Error("The public page could not be loaded");
  if (key === "site") return { match, data: result.data, site: { ...(content as SiteDocument), services } };
  return { match, data: { ...(result.data as object), document: content }, site: null };
}
