// What the server reads for a page before rendering it, by the route's `data` kind and the
// arguments the route takes from its URL; embedded in the HTML for hydration and served by
// /api/page-data/<kind>/<args…> for client-side navigation. Types only: the browser bundle
// takes nothing from TypeBox through this file.
import type { Client } from "./clients.ts";
import type { Logo } from "./logos.ts";
import type { PortfolioItem, PortfolioTabItems } from "./portfolio.ts";
import type { Family, Project } from "./projects.ts";
import type { ServiceCard } from "./services.ts";
import type { Studio } from "./studio.ts";

/** A neighbouring project in the gallery pager. */
export type ProjectLink = { title: string; path: string };

export type PageDataMap = {
  /** `work`: a few pieces of the portfolio for the hero, so work shows above the fold. */
  home: { logos: Logo[]; clients: Client[]; work: PortfolioItem[] };
  portfolio: { tabs: PortfolioTabItems[] };
  service: { cards: ServiceCard[] };
  gallery: { project: Project; previous: ProjectLink | null; next: ProjectLink | null };
};
export type PageDataKind = keyof PageDataMap;

/** The arguments each kind takes from the URL, in the order they appear in its data path. */
export type PageDataArgs = {
  home: Record<string, never>;
  portfolio: Record<string, never>;
  service: { service: Family };
  gallery: { family: Family; slug: string };
};

export const PAGE_DATA_ARG_NAMES: { [K in PageDataKind]: (keyof PageDataArgs[K])[] } = {
  home: [],
  portfolio: [],
  service: ["service"],
  gallery: ["family", "slug"],
};

export type PageDataRequest = { [K in PageDataKind]: { kind: K; args: PageDataArgs[K] } }[PageDataKind];

/** What a read finds: the data, nothing (404), or the record at its current address (301). */
export type PageDataResult<T = unknown> = { status: 200; data: T } | { status: 404 } | { status: 301; location: string };

/** Where the browser fetches a request's data: /api/page-data/gallery/productvisualization/boat. */
export function pageDataPath(request: PageDataRequest): string {
  const names = PAGE_DATA_ARG_NAMES[request.kind] as string[];
  const args = request.args as Record<string, string>;
  return ["/api/page-data", request.kind, ...names.map((name) => encodeURIComponent(args[name]!))].join("/");
}

/** Embedded in every page: the studio's details (header, footer, contact links) and the page's data. */
export type InitialData = { studio: Studio; path: string | null; result: PageDataResult | null };
