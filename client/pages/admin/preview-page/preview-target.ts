// Which public page a document is previewed on, and that page's data with the document swapped
// in: the route table's own page component and the page's data (logos, cards, work…) as the
// server reads it for the owner, so the preview is exactly what visitors will see once it is
// published, and once shown for a hidden service's page.
import type { DocumentKey } from "../../../contract/documents/registry.ts";
import type { SiteDocument, SiteWords } from "../../../contract/documents/site.ts";
import { call } from "../../../api.ts";
import { PAGES } from "../../../contract/endpoints/pages.ts";
import type { PageMatch } from "../../../page-matcher.ts";

export type PreviewTarget = {
  match: PageMatch;
  /** The page's data, its own document replaced by the previewed content. */
  data: unknown;
  /** The site document to show, when it is the one previewed (it shows on every page), with the shown services. */
  site: SiteWords | null;
  /** Whether visitors see the page now (a hidden service's: no). */
  shown: boolean;
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
  // Read for the owner: a hidden service's page is found too, uncached.
  const { data, shown } = await call(PAGES.previewData, { params: { key } });
  if (key === "site") return { match, data, site: { ...(content as SiteDocument), services }, shown };
  return { match, data: { ...(data as object), document: content }, site: null, shown };
}
