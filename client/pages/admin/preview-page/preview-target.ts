// Which public page a document is previewed on, and that page's data with the document swapped
// in: the route table's own page component and the public page data (logos, cards, work…), so
// the preview is exactly what visitors will see once it is published.
import type { DocumentKey } from "../../../contract/documents/registry.ts";
import type { SiteDocument } from "../../../contract/documents/site.ts";
import { findFamily } from "../../../contract/families.ts";
import { fetchPageData } from "../../../page-data.ts";
import type { PageMatch } from "../../../page-matcher.ts";

export type PreviewTarget = {
  match: PageMatch;
  /** The page's data, its own document replaced by the previewed content. */
  data: unknown;
  /** The site document to show, when it is the one previewed (it shows on every page). */
  site: SiteDocument | null;
};

/** The public path a document shows on: the site document (every page) is previewed on the home page. */
function previewPath(key: DocumentKey): string {
  if (key === "home" || key === "site") return "/";
  if (key === "portfolio") return "/portfolio";
  if (key === "contact") return "/contact";
  return `/${findFamily(key.slice("service-".length))}`;
}

export async function loadPreviewTarget(matchPage: (path: string) => PageMatch | null, key: DocumentKey, content: unknown): Promise<PreviewTarget> {
  const match = matchPage(previewPath(key));
  if (!match?.request) throw new Error(`No public page shows ${key}`);
  const result = await fetchPageData(match.request);
  if (result.status !== 200) throw new Error("The public page could not be loaded");
  if (key === "site") return { match, data: result.data, site: content as SiteDocument };
  return { match, data: { ...(result.data as object), document: content }, site: null };
}
