// What each kind of page reads before it renders (the kinds: client/contract/page-data.ts), its
// page document among them, and the studio's details and site document every page shows, from
// the features' queries. Composed here and passed
// to the platform's page rendering, which knows the kinds but no feature. Each read finds the
// data, or nothing (the 404 page), or a project at its new address (301).
import { serviceDocumentKey } from "../client/contract/documents/registry.ts";
import { projectPath } from "../client/contract/families.ts";
import type { PageDataResult, ProjectLink } from "../client/contract/page-data.ts";
import { listClients } from "./features/clients/queries.ts";
import { contactPageData } from "./features/enquiries/contact-page.ts";
import { listLogos } from "./features/logos/queries.ts";
import { readPublished } from "./features/pages/published.ts";
import { featuredWork, listFeaturedProjects } from "./features/portfolio/featured.ts";
import { listPortfolioTabs } from "./features/portfolio/queries.ts";
import { findPublicProject, listPublishedLinks } from "./features/projects/queries.ts";
import { listServiceCards } from "./features/services/queries.ts";
import { getStudio } from "./features/studio/queries.ts";
import type { Sql } from "./platform/db/connect.ts";
import type { PageDataLoaders } from "./platform/ssr/page-data.ts";

const found = <T>(data: T): PageDataResult<T> => ({ status: 200, data });
const NOT_FOUND = { status: 404 } as const;

/** `secret`: the app's, which signs the contact form's time token. */
export function createPageDataLoaders(sql: Sql, { secret }: { secret: string }): PageDataLoaders {
  return {
    studio: () => getStudio(sql),
    site: async () => (await readPublished(sql, ["site"])).site,
    home: async () => {
      const [logos, clients, tabs, { home }, featured] = await Promise.all([
        listLogos(sql),
        listClients(sql),
        listPortfolioTabs(sql),
        readPublished(sql, ["home"]),
        listFeaturedProjects(sql),
      ]);
      return found({ logos, clients, work: featuredWork(featured, tabs), document: home });
    },
    portfolio: async () => {
      const [tabs, { portfolio }] = await Promise.all([listPortfolioTabs(sql), readPublished(sql, ["portfolio"])]);
      return found({ tabs, document: portfolio });
    },
    service: async ({ service }) => {
      const key = serviceDocumentKey(service);
      const [cards, documents] = await Promise.all([listServiceCards(sql, service), readPublished(sql, [key])]);
      return found({ cards, document: documents[key] });
    },
    contact: () => contactPageData(sql, secret),
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
