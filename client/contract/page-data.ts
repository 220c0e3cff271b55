// The kinds of page that read data before they render, one descriptor each: the arguments it
// takes (named in the order of its data path, each with how a path segment reads back as its
// value), the cache tags its data depends on, and the data it reads. The browser's route table
// (client/routes.tsx), the server's loaders (keyed by these kinds, passed in by src/app.ts), the
// page-data path both ways and the cached answers' tags all derive from here. Light data and
// types only: every public page carries this file, and it pulls in no schema library.
import type { Review } from "./reviews.ts";
import type { ContactPageDocument } from "./documents/contact.ts";
import type { ContactFormState } from "./enquiry-form.ts";
import type { HomeDocument } from "./documents/home.ts";
import type { PortfolioDocument } from "./documents/portfolio.ts";
import type { ServiceDocument } from "./documents/service.ts";
import type { SiteWords } from "./documents/site.ts";
import type { ServiceInfo } from "./families.ts";
import type { Logo } from "./logos.ts";
import { pageOfSearch, readPage, type Paging } from "./paging.ts";
import type { PortfolioItem, PortfolioTabItems } from "./portfolio.ts";
import type { MotionData } from "./films.ts";
import type { Project } from "./projects.ts";
import type { ServiceCard } from "./services.ts";
import type { Studio } from "./studio.ts";

/** Reads an argument back from its segment of a data path (or URL); undefined when it names none. */
type ArgReader<T> = (segment: string) => T | undefined;
type ArgReaders<Args> = { [A in keyof Args]: ArgReader<Args[A]> };

type PageKind<Args, Data, Tags extends readonly string[]> = {
  args: ArgReaders<Args>;
  /** What the data is read from, by cache tag: an admin write to any of them drops the page. */
  tags: Tags;
  /** Its data is made for each request (a signed form token): never cached, on the server or as JSON. */
  uncached?: true;
  /**
   * Its data holds one page of a long list, the URL's ?page= (client/contract/paging.ts); `by`:
   * the query parameter naming which of its lists a later page is of (the portfolio's ?tab=).
   */
  paged?: { by?: string };
  /** Never set: carries the type of the data the kind reads. */
  data?: Data;
};

/** A kind reading Data; its arguments' types come from their readers (none: no arguments). */
const pageKind =
  <Data>() =>
  <Args extends Record<string, unknown> = Record<string, never>, const Tags extends readonly string[] = readonly string[]>(kind: {
    args: ArgReaders<Args>;
    tags: Tags;
    uncached?: true;
    paged?: { by?: string };
  }): PageKind<Args, Data, Tags> =>
    kind;

/** A segment that can be a service's address (client/contract/services.ts's pattern, any case); nothing else is looked up. */
const serviceSegment: ArgReader<string> = (segment) => (/^[A-Za-z0-9-]{1,60}$/.test(segment) ? segment : undefined);

/** A segment that can be a project's slug, in any case (client/contract/projects.ts's pattern); nothing else is looked up. */
const projectSlug: ArgReader<string> = (segment) => (/^[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*$/.test(segment) && segment.length <= 80 ? segment : undefined);

/** A portfolio tab as its page shows it: one page of its items, and where that page stands. */
export type PagedTab = PortfolioTabItems & { paging: Paging };

/** A neighbouring project in the gallery pager. */
export type ProjectLink = { title: string; path: string };

// `document`: the page's own page document as published (its words and media); the words
// every page shares are the site document, which comes with the studio's details (InitialData).
export const PAGE_KINDS = {
  /** `work`: a few pieces of the portfolio for the hero, so work shows above the fold. */
  home: pageKind<{ logos: Logo[]; reviews: Review[]; work: PortfolioItem[]; document: HomeDocument }>()({
    args: {},
    tags: ["logos", "reviews", "portfolio", "projects", "pages"],
  }),
  /** `tabs`: each tab's first page of items, but a later page's tab (?tab=&page=), with where each stands. */
  portfolio: pageKind<{ tabs: PagedTab[]; document: PortfolioDocument; motion: MotionData }>()({
    args: {},
    tags: ["portfolio", "projects", "pages"],
    paged: { by: "tab" },
  }),
  /**
   * `service`: the service at the address (its name, card style); `cards`: the page's sample
   * work (a gallery service's are its published projects); `projects`: the published projects
   * of a sites or films service, whose cards are their own; `paging`: which page of the
   * published projects (`cards` or `projects`) this is.
   */
  service: pageKind<{ service: ServiceInfo; cards: ServiceCard[]; projects: ServiceCard[]; document: ServiceDocument; paging: Paging }>()({
    args: { service: serviceSegment },
    tags: ["services", "projects", "pages"],
    paged: {},
  }),
  /**
   * `token`: the signed time the form was drawn (src/features/enquiries/form-token.ts), so this
   * page's data is made for each request and never cached; `form`: a post without scripts answered.
   */
  contact: pageKind<{ document: ContactPageDocument; token: string; form: ContactFormState | null }>()({
    args: {},
    tags: ["pages"],
    uncached: true,
  }),
  // A gallery's 404 is cached too: publishing the draft behind it must drop it.
  gallery: pageKind<{ project: Project; service: ServiceInfo; previous: ProjectLink | null; next: ProjectLink | null }>()({
    args: { family: serviceSegment, slug: projectSlug },
    tags: ["projects", "pages"],
  }),
};

type Kinds = typeof PAGE_KINDS;
export type PageDataKind = keyof Kinds;
export type PageDataMap = { [K in PageDataKind]: NonNullable<Kinds[K]["data"]> };
/** The arguments each kind takes from its URL. */
export type PageDataArgs = { [K in PageDataKind]: Kinds[K] extends PageKind<infer Args, unknown, readonly string[]> ? Args : never };
/** `page`: a paged kind's page (1 when absent); `list`: past page 1, which of its lists (the portfolio's tab). */
export type PageDataRequest = { [K in PageDataKind]: { kind: K; args: PageDataArgs[K]; page?: number; list?: string } }[PageDataKind];

function isPageDataKind(value: string): value is PageDataKind {
  return Object.hasOwn(PAGE_KINDS, value);
}

/**
 * A kind's request from its arguments' segments, each found by its name and place (a URL's
 * parameters or a data path's segments); null when one is missing or names nothing.
 */
export function readRequest(kind: PageDataKind, segmentOf: (name: string, index: number) => string | undefined): PageDataRequest | null {
  const args: Record<string, unknown> = {};
  for (const [index, [name, read]] of Object.entries<ArgReader<unknown>>(PAGE_KINDS[kind].args).entries()) {
    const segment = segmentOf(name, index);
    const value = segment === undefined ? undefined : read(segment);
    if (value === undefined) return null;
    args[name] = value;
  }
  // Every argument of the kind was read by its own reader, so the shape is the kind's.
  return { kind, args } as PageDataRequest;
}

/**
 * A paged kind's request with the page its URL's query string names (none: page 1, kept out
 * so the first page has one data path); null when it names none (a 404). Other kinds ignore the query.
 */
export function withPage(request: PageDataRequest, search: string): PageDataRequest | null {
  const paged: { by?: string } | undefined = PAGE_KINDS[request.kind].paged;
  if (!paged) return request;
  const page = pageOfSearch(search);
  if (page === null) return null;
  if (page === 1) return request;
  if (!paged.by) return { ...request, page };
  // A later page names its list: without it, it names none.
  const list = new URLSearchParams(search).get(paged.by);
  return list ? { ...request, page, list } : null;
}

/** Where the browser fetches a request's data: /api/page-data/gallery/productvisualization/boat. */
export function pageDataPath(request: PageDataRequest): string {
  const args: Record<string, string> = request.args;
  const values = Object.keys(PAGE_KINDS[request.kind].args).map((name) => encodeURIComponent(args[name]!));
  // A later page is one more segment: public JSON answers are cached by their path alone (src/platform/cache/cached-json.ts).
  const page = request.page && request.page > 1 ? [...(request.list ? [encodeURIComponent(request.list)] : []), String(request.page)] : [];
  return ["/api/page-data", request.kind, ...values, ...page].join("/");
}

/**
 * The request a page-data path names (/api/page-data/<kind>/<args…>[/<page>], decoded), or null
 * if it names none. Page 1 has no segment of its own, so "/1" names none.
 */
export function requestFromPath(kind: string, segments: string[]): PageDataRequest | null {
  if (!isPageDataKind(kind)) return null;
  const count = Object.keys(PAGE_KINDS[kind].args).length;
  const paging: { by?: string } | undefined = PAGE_KINDS[kind].paged;
  // A later page: its list (a kind paged by one) and its number, after the arguments.
  const extra = paging ? (paging.by ? 2 : 1) : 0;
  const paged = extra > 0 && segments.length === count + extra;
  if (segments.length !== count && !paged) return null;
  const request = readRequest(kind, (_, index) => segments[index]);
  if (!request || !paged) return request;
  const page = readPage(segments.at(-1)!);
  if (page === null || page < 2) return null;
  return paging?.by ? { ...request, page, list: segments[count]! } : { ...request, page };
}

/**
 * What a read finds: the data, nothing (404), or the record at its current address (301). Data
 * made for one request (`uncached`: a signed form token) is never kept in the render cache.
 */
export type PageDataResult<T = unknown> = { status: 200; data: T; uncached?: true } | { status: 404 } | { status: 301; location: string };

/** The id of the script element the server embeds InitialData in, for hydration to read. */
export const INITIAL_DATA_ID = "page-data";

/**
 * Embedded in every page: the studio's details (header, footer, contact links), the site
 * document (the words every page shares: footer, 404) with the shown services, and the page's data.
 */
export type InitialData = { studio: Studio; site: SiteWords; path: string | null; result: PageDataResult | null };
