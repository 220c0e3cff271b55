// How pages read their data: one loader per page kind of the contract (client/contract/page-data.ts),
// plus the studio's details and the site document every page shows. The loaders read features'
// data, so they are passed in (src/page-data-loaders.ts, composed by src/app.ts); this only runs them.
// It is the site's, not the platform's: it names the page kinds and what each shows.
import type { DocumentMap } from "../../client/contract/documents/registry.ts";
import type { SiteWords } from "../../client/contract/documents/site.ts";
import {
  PAGE_KINDS,
  type PageDataArgs,
  type PageDataKind,
  type PageDataMap,
  type PageDataRequest,
  type PageDataResult,
} from "../../client/contract/page-data.ts";
import type { Studio } from "../../client/contract/studio.ts";

/** `page`: a paged kind's page (client/contract/paging.ts), absent for page 1; `list`: which of its lists, past page 1. */
export type PageDataLoaders = {
  [K in PageDataKind]: (args: PageDataArgs[K], page?: number, list?: string) => Promise<PageDataResult<PageDataMap[K]>>;
} & {
  studio(): Promise<Studio>;
  site(): Promise<SiteWords>;
};

/**
 * The cache tags of a page: the studio's details, the site-wide page document (menu, footer,
 * 404) and the services' list (menus; a project's address starts with its service's) on every page, even one of no kind, and its data's (its kind's descriptor).
 */
export function pageTags(kind: PageDataKind | null | undefined): string[] {
  return ["studio", "pages", "service-list", ...(kind ? PAGE_KINDS[kind].tags : [])];
}

/** Reads a request's data with the loader of its kind. */
export function loadPageData(loaders: PageDataLoaders, request: PageDataRequest): Promise<PageDataResult> {
  const load = loaders[request.kind] as (args: unknown, page?: number, list?: string) => Promise<PageDataResult>;
  return load(request.args, request.page, request.list);
}

/**
 * What a page shows when its data cannot be read: the sections' empty state, with the page's
 * words as given (the seed's). A gallery or a service page has none: without its record there is
 * no page to show (the error page answers, uncached); nor has the contact page, whose form could not be sent.
 */
export function emptyPageData(request: PageDataRequest, documents: DocumentMap): PageDataMap[PageDataKind] | null {
  switch (request.kind) {
    case "home":
      return { logos: [], reviews: [], work: [], document: documents.home };
    case "portfolio":
      return {
        tabs: [],
        document: documents.portfolio,
        motion: { films: [], playlist: false },
      };
    case "service":
    // Without the database there is no telling which service an address names.
    case "gallery":
    case "contact":
      return null;
  }
}
