// The kinds of page that read data before they render, one descriptor each: the arguments it
// takes (named in the order of its data path, each with how a path segment reads back as its
// value), the cache tags its data depends on, and the data it reads. The browser's route table
// (client/routes.tsx), the server's loaders (keyed by these kinds, passed in by src/app.ts), the
// page-data path both ways and the cached answers' tags all derive from here. Light data and
// types only: every public page carries this file, and it pulls in no schema library.
import type { Client } from "./clients.ts";
import type { ContactPageDocument } from "./documents/contact.ts";
import type { ContactFormState } from "./enquiry-form.ts";
import type { HomeDocument } from "./documents/home.ts";
import type { PortfolioDocument } from "./documents/portfolio.ts";
import type { ServiceDocument } from "./documents/service.ts";
import type { SiteDocument } from "./documents/site.ts";
import { findFamily } from "./families.ts";
import type { Logo } from "./logos.ts";
import type { PortfolioItem, PortfolioTabItems } from "./portfolio.ts";
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
  }): PageKind<Args, Data, Tags> =>
    kind;

/** Any non-empty segment: a slug is looked up as given, and a missing one reads as not found. */
const text: ArgReader<string> = (segment) => segment || undefined;

/** A neighbouring project in the gallery pager. */
export type ProjectLink = { title: string; path: string };

// `document`: the page's own page document as published (its words and media); the words
// every page shares are the site document, which comes with the studio's details (InitialData).
export const PAGE_KINDS = {
  /** `work`: a few pieces of the portfolio for the hero, so work shows above the fold. */
  home: pageKind<{ logos: Logo[]; clients: Client[]; work: PortfolioItem[]; document: HomeDocument }>()({
    args: {},
    tags: ["logos", "clients", "portfolio", "projects", "pages"],
  }),
  portfolio: pageKind<{ tabs: PortfolioTabItems[]; document: PortfolioDocument }>()({ args: {}, tags: ["portfolio", "projects", "pages"] }),
  service: pageKind<{ cards: ServiceCard[]; document: ServiceDocument }>()({
    args: { service: findFamily },
    tags: ["services", "projects", "pages"],
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
  gallery: pageKind<{ project: Project; previous: ProjectLink | null; next: ProjectLink | null }>()({
    args: { family: findFamily, slug: text },
    tags: ["projects", "pages"],
  }),
};

type Kinds = typeof PAGE_KINDS;
export type PageDataKind = keyof Kinds;
export type PageDataMap = { [K in PageDataKind]: NonNullable<Kinds[K]["data"]> };
/** The arguments each kind takes from its URL. */
export type PageDataArgs = { [K in PageDataKind]: Kinds[K] extends PageKind<infer Args, unknown, readonly string[]> ? Args : never };
export type PageDataRequest = { [K in PageDataKind]: { kind: K; args: PageDataArgs[K] } }[PageDataKind];

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

/** Where the browser fetches a request's data: /api/page-data/gallery/productvisualization/boat. */
export function pageDataPath(request: PageDataRequest): string {
  const args: Record<string, string> = request.args;
  const values = Object.keys(PAGE_KINDS[request.kind].args).map((name) => encodeURIComponent(args[name]!));
  return ["/api/page-data", request.kind, ...values].join("/");
}

/** The request a page-data path names (/api/page-data/<kind>/<args…>, decoded), or null if it names none. */
export function requestFromPath(kind: string, segments: string[]): PageDataRequest | null {
  if (!isPageDataKind(kind) || segments.length !== Object.keys(PAGE_KINDS[kind].args).length) return null;
  return readRequest(kind, (_, index) => segments[index]);
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
 * document (the words every page shares: services' names, footer, 404) and the page's data.
 */
export type InitialData = { studio: Studio; site: SiteDocument; path: string | null; result: PageDataResult | null };
