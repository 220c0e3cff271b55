// How pages read their data: one loader per page kind of the contract (client/contract/page-data.ts),
// plus the studio's details and the site document every page shows. The loaders read features'
// data, so they are passed in (src/page-data-loaders.ts, composed by src/app.ts); this only runs them.
import type { DocumentMap } from "../../../client/contract/documents/registry.ts";
import type { SiteDocument } from "../../../client/contract/documents/site.ts";
import { TABS } from "../../../client/contract/portfolio.ts";
import type { PageDataArgs, PageDataKind, PageDataMap, PageDataRequest, PageDataResult } from "../../../client/contract/page-data.ts";
import { serviceDocumentKey } from "../../../client/contract/documents/registry.ts";
import type { Studio } from "../../../client/contract/studio.ts";

export type PageDataLoaders = { [K in PageDataKind]: (args: PageDataArgs[K]) => Promise<PageDataResult<PageDataMap[K]>> } & {
  studio(): Promise<Studio>;
  site(): Promise<SiteDocument>;
};

/** Reads a request's data with the loader of its kind. */
export function loadPageData(loaders: PageDataLoaders, request: PageDataRequest): Promise<PageDataResult> {
  return (loaders[request.kind] as (args: unknown) => Promise<PageDataResult>)(request.args);
}

/**
 * What a page shows when its data cannot be read: the sections' empty state, with the page's
 * words as given (the seed's). A gallery has none: without its record there is no page to show
 * (the error page answers, uncached); nor has the contact page, whose form could not be sent.
 */
export function emptyPageData(request: PageDataRequest, documents: DocumentMap): PageDataMap[PageDataKind] | null {
  switch (request.kind) {
    case "home":
      return { logos: [], clients: [], work: [], document: documents.home };
    case "portfolio":
      return { tabs: TABS.map((tab) => ({ slug: tab.slug, label: tab.label, items: [] })), document: documents.portfolio };
    case "service":
      return { cards: [], document: documents[serviceDocumentKey(request.args.service)] };
    case "gallery":
    case "contact":
      return null;
  }
}
