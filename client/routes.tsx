// The one route table, with each route's typed resolve step: the URL's parameters → the page
// data it reads (or null: the URL names nothing, 404) → its <head>. The server and the browser
// both match a URL with matchPage (client/resolve-route.ts): the server to pick the status,
// <head> and data, the browser to render and to preload; there is no other matcher.
import { MENU, type AdminSection } from "./components/admin/admin-frame.tsx";
import type { SiteWords } from "./contract/documents/site.ts";
import { readRequest, withPage, type PageDataArgs, type PageDataKind, type PageDataMap, type PageDataRequest } from "./contract/page-data.ts";
import type { Studio } from "./contract/studio.ts";
import { searchWithPage, type Paging } from "./contract/paging.ts";
import { previewImage } from "./contract/preview-image.ts";
import { lazyPage, type LazyPage } from "./lazy-page.tsx";

export type PageMeta = {
  title: string;
  description: string;
  /** Admin screens: kept out of search engines and the sitemap. */
  private?: boolean;
  /** Open Graph image, a path under public/ or /media/, or an absolute URL; its size where known. */
  image?: { src: string; width?: number; height?: number };
  /**
   * A list's page: its address carries the query `search(page)` makes (?page=2, ?tab=cgi&page=2),
   * and it links the pages either side (src/site/pages.tsx).
   */
  paging?: Paging & { search(page: number): string };
};

export type Params = Record<string, string | undefined>;

/** What a route's <head> is made from: its data (null for routes without), the URL, the studio, the site document. */
type MetaContext<D> = { data: D; params: Params; studio: Studio; site: SiteWords };

export type RouteDef = {
  path: string | RegExp;
  page: LazyPage;
  /**
   * The kind of page data this URL reads, and its request (a paged kind's page from the query
   * string): null when the URL names nothing (a family that is not one, a page that is no number).
   */
  data?: { kind: PageDataKind; request: (params: Params, search: string) => PageDataRequest | null };
  meta: (context: MetaContext<any>) => PageMeta;
  /** A pattern route's own spelling of its address, from its parameters (a string route's is its path). */
  canonical?: (params: Params) => string;
  /** An admin screen: while its code loads, the admin frame shows with the loading state. */
  frame?: { section: AdminSection; title: string };
};

/**
 * A route that reads page data of kind K, its meta made from the data. Its arguments are fixed
 * (`args`), or else the URL's parameters of the same names, read as the kind reads them.
 */
function dataRoute<K extends PageDataKind>(def: {
  path: string | RegExp;
  page: LazyPage;
  kind: K;
  args?: PageDataArgs[K];
  meta: (context: MetaContext<PageDataMap[K]>) => PageMeta;
  canonical?: RouteDef["canonical"];
}): RouteDef {
  const { kind, args } = def;
  return {
    path: def.path,
    page: def.page,
    canonical: def.canonical,
    // The cast pairs K with its arguments, which TypeScript does not follow through the union.
    data: {
      kind,
      request: (params, search) => {
        const request = args ? ({ kind, args } as PageDataRequest) : readRequest(kind, (name) => params[name]);
        return request && withPage(request, search);
      },
    },
    meta: def.meta,
  };
}

/** Each admin screen's code; a screen of the menu is keyed by its section (MENU, admin-frame.tsx). */
const adminPages = {
  login: lazyPage("client/pages/admin/login/page.tsx", () => import("./pages/admin/login/page.tsx")),
  dashboard: lazyPage("client/pages/admin/dashboard/page.tsx", () => import("./pages/admin/dashboard/page.tsx")),
  logos: lazyPage("client/pages/admin/add-logo/page.tsx", () => import("./pages/admin/add-logo/page.tsx")),
  reviews: lazyPage("client/pages/admin/reviews/page.tsx", () => import("./pages/admin/reviews/page.tsx")),
  "update-review": lazyPage("client/pages/admin/update-review/page.tsx", () => import("./pages/admin/update-review/page.tsx")),
  "update-logo": lazyPage("client/pages/admin/update-logo/page.tsx", () => import("./pages/admin/update-logo/page.tsx")),
  projects: lazyPage("client/pages/admin/projects/page.tsx", () => import("./pages/admin/projects/page.tsx")),
  "new-project": lazyPage("client/pages/admin/new-project/page.tsx", () => import("./pages/admin/new-project/page.tsx")),
  "edit-project": lazyPage("client/pages/admin/edit-project/page.tsx", () => import("./pages/admin/edit-project/page.tsx")),
  "preview-project": lazyPage("client/pages/admin/preview-project/page.tsx", () => import("./pages/admin/preview-project/page.tsx")),
  "preview-page": lazyPage("client/pages/admin/preview-page/page.tsx", () => import("./pages/admin/preview-page/page.tsx")),
  portfolio: lazyPage("client/pages/admin/portfolio/page.tsx", () => import("./pages/admin/portfolio/page.tsx")),
  services: lazyPage("client/pages/admin/services/page.tsx", () => import("./pages/admin/services/page.tsx")),
  studio: lazyPage("client/pages/admin/studio/page.tsx", () => import("./pages/admin/studio/page.tsx")),
  setup: lazyPage("client/pages/admin/setup/page.tsx", () => import("./pages/admin/setup/page.tsx")),
  trash: lazyPage("client/pages/admin/trash/page.tsx", () => import("./pages/admin/trash/page.tsx")),
  activity: lazyPage("client/pages/admin/activity/page.tsx", () => import("./pages/admin/activity/page.tsx")),
  backups: lazyPage("client/pages/admin/backups/page.tsx", () => import("./pages/admin/backups/page.tsx")),
  account: lazyPage("client/pages/admin/account/page.tsx", () => import("./pages/admin/account/page.tsx")),
  enquiries: lazyPage("client/pages/admin/enquiries/page.tsx", () => import("./pages/admin/enquiries/page.tsx")),
  enquiry: lazyPage("client/pages/admin/enquiry/page.tsx", () => import("./pages/admin/enquiry/page.tsx")),
  pages: lazyPage("client/pages/admin/pages/page.tsx", () => import("./pages/admin/pages/page.tsx")),
  "edit-page": lazyPage("client/pages/admin/pages/edit/page.tsx", () => import("./pages/admin/pages/edit/page.tsx")),
  /** Every declared list's screen (client/contract/lists.ts). */
  list: lazyPage("client/pages/admin/list/page.tsx", () => import("./pages/admin/list/page.tsx")),
};

const titled = (title: string, studio: Studio) => `${title} | ${studio.fullName}`;
/** Each page of a list is a page of its own for search engines: its own title too. */
const pageTitle = (title: string, { page }: Paging) => (page > 1 ? `${title} (page ${page})` : title);
/** The title a page's owner wrote for it, else its usual one. */
const ownTitle = (written: string | undefined, usual: string) => written?.trim() || usual;
/** The home page's usual title: the studio's full name, then the site document's words for it. */
const homeTitle = (studio: Studio, site: SiteWords) =>
  site.titleSuffix?.trim() ? `${studio.fullName} | ${site.titleSuffix.trim()}` : studio.fullName;
const admin = (title: string): PageMeta => ({ title: `${title} | Admin`, description: "Studio admin panel", private: true });
const adminRoute = (path: string, page: LazyPage, title: string, section: AdminSection): RouteDef => ({
  path,
  page,
  meta: () => admin(title),
  frame: { section, title },
});

/** A menu entry's screen, at the menu's address, titled as the menu names it unless it says otherwise. */
export const menuRoute = ({ section, href, label, title }: (typeof MENU)[number]): RouteDef =>
  adminRoute(href, section.startsWith("list:") ? adminPages.list : adminPages[section as keyof typeof adminPages], title ?? label, section);

/**
 * A service's page: /<its address>, one route for every service (the owner adds them): matched
 * after every fixed page, its data says which service it is, or none (404), or that the service
 * is at another spelling or address now (301). Its canonical spelling is the service's own, so
 * the route keeps the path as given and the data answers the 301.
 */
const serviceRoute = dataRoute({
  path: "/:service",
  page: lazyPage("client/pages/service/page.tsx", () => import("./pages/service/page.tsx")),
  kind: "service",
  meta: ({ data: { service, document, paging }, studio }) => ({
    title: pageTitle(ownTitle(document.title, titled(service.name, studio)), paging),
    description: document.description?.trim() || `${service.name}: ${service.summary}`,
    paging: { ...paging, search: (page) => searchWithPage("", page) },
  }),
});

/** A project's page: /<its service's address, lower-cased>/<slug> (projectPath in contract/families.ts). */
const galleryRoute = dataRoute({
  // A pattern, so that its canonical spelling (lower case) is its own.
  path: /^\/(?<family>[^/]+)\/(?<slug>[^/]+)\/?$/i,
  page: lazyPage("client/pages/gallery/page.tsx", () => import("./pages/gallery/page.tsx")),
  kind: "gallery",
  // Service and slug are read in any case (src/features/projects/queries.ts); the page is at the lower-case one.
  canonical: ({ family, slug }) => `/${family}/${slug}`.toLowerCase(),
  meta: ({ data: { project, service }, studio }) => {
    const lead = project.tagline ? `${project.title}: ${project.tagline}.` : `${project.title}.`;
    return {
      title: titled(`${project.title} · ${service.name}`, studio),
      description: `${lead} ${service.name} by ${studio.fullName}.`,
      // Cut to a link preview's shape around the cover's focal point (contract/preview-image.ts).
      image: project.cover ? previewImage(project.cover) : undefined,
    };
  },
});

export const routes: RouteDef[] = [
  dataRoute({
    path: "/",
    page: lazyPage("client/pages/home/page.tsx", () => import("./pages/home/page.tsx")),
    kind: "home",
    meta: ({ data, studio, site }) => ({
      title: ownTitle(data.document.title, homeTitle(studio, site)),
      description: data.document.description?.trim() || site.description.replaceAll("{name}", studio.fullName),
    }),
  }),
  dataRoute({
    path: "/portfolio",
    page: lazyPage("client/pages/portfolio/page.tsx", () => import("./pages/portfolio/page.tsx")),
    kind: "portfolio",
    meta: ({ data, studio }) => {
      const title = ownTitle(data.document.title, titled("Portfolio", studio));
      // A tab's later page (a first page's address is the portfolio's own, whichever tab it opens on).
      const later = data.tabs.find((tab) => tab.paging.page > 1);
      if (!later) return { title, description: data.document.description };
      return {
        title: pageTitle(`${later.label} · ${title}`, later.paging),
        description: data.document.description,
        paging: { ...later.paging, search: (page) => searchWithPage(`tab=${encodeURIComponent(later.slug)}`, page) },
      };
    },
  }),
  dataRoute({
    path: "/contact",
    page: lazyPage("client/pages/contact/page.tsx", () => import("./pages/contact/page.tsx")),
    kind: "contact",
    meta: ({ data, studio }) => ({ title: ownTitle(data.document.title, titled("Contact", studio)), description: data.document.description }),
  }),
  { path: "/admin/login", page: adminPages.login, meta: () => admin("Admin Login") },
  // The menu's screens, each at its address.
  ...MENU.map(menuRoute),
  adminRoute("/admin/enquiries/:id", adminPages.enquiry, "Enquiry", "enquiries"),
  adminRoute("/admin/updateclient/:id?", adminPages["update-review"], "Update Client", "reviews"),
  adminRoute("/admin/updatelogo/:id?", adminPages["update-logo"], "Update Logo", "dashboard"),
  // Before "/admin/projects/:id", which "new" would otherwise match.
  adminRoute("/admin/projects/new", adminPages["new-project"], "New Project", "projects"),
  adminRoute("/admin/projects/:id", adminPages["edit-project"], "Edit Project", "projects"),
  // The preview is the public gallery page under a preview bar, not an admin-framed screen.
  { path: "/admin/projects/:id/preview", page: adminPages["preview-project"], meta: () => admin("Preview Project") },
  adminRoute("/admin/setup", adminPages.setup, "Set up your studio", "dashboard"),
  adminRoute("/admin/pages/:key", adminPages["edit-page"], "Edit Page", "pages"),
  // Like a project's: the public page itself under a preview bar, not an admin-framed screen.
  { path: "/admin/pages/:key/preview", page: adminPages["preview-page"], meta: () => admin("Preview Page") },
  // Last: the addresses the owner gives services, and their projects, after every fixed one.
  serviceRoute,
  galleryRoute,
];

export const notFoundPage = lazyPage("client/pages/not-found/page.tsx", () => import("./pages/not-found/page.tsx"));
export const notFoundMeta = (studio: Studio): PageMeta => ({ title: titled("Page not found", studio), description: "This page does not exist." });
