// What each kind of page reads before it renders (routes name the kind and its arguments in
// client/routes.tsx), and the studio's details every page shows. Each read finds the data, or
// nothing (the 404 page), or a project at its new address (301).
import { TABS } from "../../../client/contract/portfolio.ts";
import { FAMILIES, projectPath, type Family } from "../../../client/contract/projects.ts";
import type { PageDataArgs, PageDataKind, PageDataMap, PageDataRequest, PageDataResult, ProjectLink } from "../../../client/contract/page-data.ts";
import type { Studio } from "../../../client/contract/studio.ts";
import { listClients } from "../../features/clients/queries.ts";
import type { Sql } from "../db/connect.ts";
import { listLogos } from "../../features/logos/queries.ts";
import { featuredWork } from "../../features/portfolio/featured.ts";
import { listPortfolioTabs } from "../../features/portfolio/queries.ts";
import { findPublicProject, listPublishedLinks } from "../../features/projects/queries.ts";
import { listServiceCards } from "../../features/services/queries.ts";
import { getStudio } from "../../features/studio/queries.ts";

export type PageDataLoaders = { [K in PageDataKind]: (args: PageDataArgs[K]) => Promise<PageDataResult<PageDataMap[K]>> } & {
  studio(): Promise<Studio>;
};

const found = <T>(data: T): PageDataResult<T> => ({ status: 200, data });
const NOT_FOUND = { status: 404 } as const;

export function createPageDataLoaders(sql: Sql): PageDataLoaders {
  return {
    studio: () => getStudio(sql),
    home: async () => {
      const [logos, clients, tabs] = await Promise.all([listLogos(sql), listClients(sql), listPortfolioTabs(sql)]);
      return found({ logos, clients, work: featuredWork(tabs) });
    },
    portfolio: async () => found({ tabs: await listPortfolioTabs(sql) }),
    service: async ({ service }) => found({ cards: await listServiceCards(sql, service) }),
    gallery: async ({ family, slug }) => {
      const [result, links] = await Promise.all([findPublicProject(sql, family, slug), listPublishedLinks(sql, family)]);
      if (!result) return NOT_FOUND;
      if ("redirect" in result) return { status: 301, location: result.redirect };
      return found({ project: result.project, ...neighbours(links, projectPath(family, result.project.slug)) });
    },
  };
}

/** The previous and next project around this one, wrapping round; none when it is alone. */
function neighbours(links: ProjectLink[], path: string): { previous: ProjectLink | null; next: ProjectLink | null } {
  const index = links.findIndex((link) => link.path === path);
  if (index < 0 || links.length < 2) return { previous: null, next: null };
  return { previous: links[(index - 1 + links.length) % links.length]!, next: links[(index + 1) % links.length]! };
}

/** Reads a request's data with the loader of its kind. */
export function loadPageData(loaders: PageDataLoaders, request: PageDataRequest): Promise<PageDataResult> {
  return (loaders[request.kind] as (args: unknown) => Promise<PageDataResult>)(request.args);
}

/**
 * What a page shows when its data cannot be read: the sections' empty state. A gallery has
 * none: without its record there is no page to show (the error page answers, uncached).
 */
export const emptyPageData: { [K in Exclude<PageDataKind, "gallery">]: PageDataMap[K] } = {
  home: { logos: [], clients: [], work: [] },
  portfolio: { tabs: TABS.map((tab) => ({ slug: tab.slug, label: tab.label, items: [] })) },
  service: { cards: [] },
};

/** The request a page-data URL names (/api/page-data/<kind>/<args…>), or null if it names none. */
export function requestFromPath(kind: string, args: string[]): PageDataRequest | null {
  const family = (value: string | undefined) => FAMILIES.find((f) => f.toLowerCase() === value?.toLowerCase()) as Family | undefined;
  if ((kind === "home" || kind === "portfolio") && args.length === 0) return { kind, args: {} };
  if (kind === "service" && args.length === 1 && family(args[0])) return { kind, args: { service: family(args[0])! } };
  if (kind === "gallery" && args.length === 2 && family(args[0]) && args[1]) return { kind, args: { family: family(args[0])!, slug: args[1] } };
  return null;
}
