// What each kind of page reads before it renders (the kinds: client/contract/page-data.ts), its
// page document among them, and the studio's details and site document every page shows, from
// the features' queries. Composed here and passed
// to the platform's page rendering, which knows the kinds but no feature. Each read finds the
// data, or nothing (the 404 page), or a project or service at its new address (301).
import { serviceDocumentKey } from "../client/contract/documents/registry.ts";
import { PAGE_KINDS, type PageDataKind, type PageDataResult, type ProjectLink } from "../client/contract/page-data.ts";
import { readFocusPoints } from "./features/focus/queries.ts";
import { withFocus } from "./features/focus/with-focus.ts";
import { listReviews } from "./features/reviews/queries.ts";
import { contactPageData } from "./features/enquiries/contact-page.ts";
import { listLogos } from "./features/logos/queries.ts";
import { readPublished } from "./features/pages/published.ts";
import { featuredWork, listFeaturedProjects } from "./features/portfolio/featured.ts";
import { shownTabItems } from "./features/portfolio/queries.ts";
import { portfolioTabsPage } from "./features/portfolio/tab-page.ts";
import { findPublicProject, listPublishedLinks } from "./features/projects/queries.ts";
import { liveProjectLink } from "./features/projects/live-link.ts";
import { serviceWorkPage } from "./features/services/work-page.ts";
import { findShownService, listShownServices } from "./features/services/catalog.ts";
import { getStudio } from "./features/studio/queries.ts";
import { neutralServiceDocument } from "./features/seed/neutral-documents.ts";
import type { Config } from "./platform/config.ts";
import type { Sql } from "./platform/db/connect.ts";
import { motionData } from "./features/videos/motion.ts";
import type { PageDataLoaders } from "./site/page-data.ts";

const found = <T>(data: T): PageDataResult<T> => ({ status: 200, data });
const NOT_FOUND = { status: 404 } as const;

/**
 * `secret`: the app's, which signs the contact form's time token; `youtube`: the server's playlist
 * setting, if any; `hidden`: a hidden service's page is found too (the admin's page preview, never a visitor's).
 */
export function createPageDataLoaders(
  sql: Sql,
  { secret, youtube, hidden = false }: { secret: string; youtube?: Config["youtube"]; hidden?: boolean },
): PageDataLoaders {
  return withFocusPoints(sql, {
    studio: () => getStudio(sql),
    site: async () => {
      const [{ site }, services] = await Promise.all([readPublished(sql, ["site"]), listShownServices(sql)]);
      return { ...site, services };
    },
    home: async () => {
      const [logos, reviews, tabs, { home }, featured] = await Promise.all([
        listLogos(sql),
        listReviews(sql),
        // The hero takes at most the first piece of each tab.
        shownTabItems(sql, 1),
        readPublished(sql, ["home"]),
        listFeaturedProjects(sql),
      ]);
      const caseStudy = { ...home.caseStudy, link: await liveProjectLink(sql, home.caseStudy.link) };
      return found({ logos, reviews, work: featuredWork(featured, tabs), document: { ...home, caseStudy } });
    },
    portfolio: async (_, page, list) => {
      const [tabs, { portfolio }, motion] = await Promise.all([
        portfolioTabsPage(sql, page, list),
        readPublished(sql, ["portfolio"]),
        motionData(sql, youtube),
      ]);
      return tabs ? found({ tabs, document: portfolio, motion }) : NOT_FOUND;
    },
    service: async ({ service: segment }, page = 1) => {
      const shown = await findShownService(sql, segment, { hidden });
      if (!shown) return NOT_FOUND;
      if ("redirect" in shown) return { status: 301, location: shown.redirect };
      const { service } = shown;
      const key = serviceDocumentKey(service.id);
      const [work, documents] = await Promise.all([serviceWorkPage(sql, service, page), readPublished(sql, [key])]);
      if (!work) return NOT_FOUND;
      // Every service gets its document when it is made (src/features/services/collection.ts).
      const document = documents[key] ?? neutralServiceDocument(await getStudio(sql), service.name);
      return found({ service, ...work, document });
    },
    contact: () => contactPageData(sql, secret),
    gallery: async ({ family, slug }) => {
      const result = await findPublicProject(sql, family, slug);
      if (!result) return NOT_FOUND;
      if ("redirect" in result) return { status: 301, location: result.redirect };
      const links = await listPublishedLinks(sql, result.service);
      return found({ project: result.project, service: result.service, ...neighbours(links, result.path) });
    },
  });
}

/** Each kind's data with its images' focal points (src/features/focus/with-focus.ts), read beside it. */
function withFocusPoints(sql: Sql, loaders: PageDataLoaders): PageDataLoaders {
  const wrapped = { ...loaders } as Record<string, unknown>;
  for (const kind of Object.keys(PAGE_KINDS) as PageDataKind[]) {
    const load = loaders[kind] as (args: unknown, page?: number, list?: string) => Promise<PageDataResult>;
    wrapped[kind] = async (args: unknown, page?: number, list?: string) => {
      const [result, points] = await Promise.all([load(args, page, list), readFocusPoints(sql)]);
      return result.status === 200 ? { ...result, data: withFocus(result.data, points) } : result;
    };
  }
  return wrapped as PageDataLoaders;
}

/** The previous and next project around this one, wrapping round; none when it is alone. */
function neighbours(links: ProjectLink[], path: string): { previous: ProjectLink | null; next: ProjectLink | null } {
  const index = links.findIndex((link) => link.path === path);
  if (index < 0 || links.length < 2) return { previous: null, next: null };
  return { previous: links[(index - 1 + links.length) % links.length]!, next: links[(index + 1) % links.length]! };
}
