// The one route table, with each route's typed resolve step: the URL's parameters → the page
// data it reads (or null: the URL names nothing, 404) → its <head>. The server and the browser
// both match a URL with matchPage (client/resolve-route.ts): the server to pick the status,
// <head> and data, the browser to render and to preload; there is no other matcher.
import type { AdminSection } from "./components/admin/admin-frame.tsx";
import type { SiteDocument } from "./contract/documents/site.ts";
import { FAMILIES, SERVICE_ORDER, type Family } from "./contract/families.ts";
import { readRequest, type PageDataArgs, type PageDataKind, type PageDataMap, type PageDataRequest } from "./contract/page-data.ts";
import type { Studio } from "./contract/studio.ts";
import { lazyPage, type LazyPage } from "./lazy-page.tsx";

export type PageMeta = {
  title: string;
  description: string;
  /** Admin screens: kept out of search engines and the sitemap. */
  private?: boolean;
  /** Open Graph image, a path under public/ or an absolute URL. */
  image?: string;
};

export type Params = Record<string, string | undefined>;

/** What a route's <head> is made from: its data (null for routes without), the URL, the studio, the site document. */
type MetaContext<D> = { data: D; params: Params; studio: Studio; site: SiteDocument };

export type RouteDef = {
  path: string | RegExp;
  page: LazyPage;
  /** The kind of page data this URL reads, and its request: null when the URL names nothing (a family that is not one). */
  data?: { kind: PageDataKind; request: (params: Params) => PageDataRequest | null };
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
    data: { kind, request: (params) => (args ? ({ kind, args } as PageDataRequest) : readRequest(kind, (name) => params[name])) },
    meta: def.meta,
  };
}

// Dynamic imports must be spelled out for the bundler to split them, hence one line each.
const servicePages: Record<Family, LazyPage> = {
  photomanupulation: lazyPage("client/pages/services/photomanupulation/page.tsx", () => import("./pages/services/photomanupulation/page.tsx")),
  productvisualization: lazyPage(
    "client/pages/services/productvisualization/page.tsx",
    () => import("./pages/services/productvisualization/page.tsx"),
  ),
  WebDesign: lazyPage("client/pages/services/webdesign/page.tsx", () => import("./pages/services/webdesign/page.tsx")),
  guidelines: lazyPage("client/pages/services/guidelines/page.tsx", () => import("./pages/services/guidelines/page.tsx")),
  animation: lazyPage("client/pages/services/animation/page.tsx", () => import("./pages/services/animation/page.tsx")),
  socialmedia: lazyPage("client/pages/services/socialmedia/page.tsx", () => import("./pages/services/socialmedia/page.tsx")),
};

const adminPages = {
  login: lazyPage("client/pages/admin/login/page.tsx", () => import("./pages/admin/login/page.tsx")),
  dashboard: lazyPage("client/pages/admin/dashboard/page.tsx", () => import("./pages/admin/dashboard/page.tsx")),
  "add-logo": lazyPage("client/pages/admin/add-logo/page.tsx", () => import("./pages/admin/add-logo/page.tsx")),
  clients: lazyPage("client/pages/admin/clients/page.tsx", () => import("./pages/admin/clients/page.tsx")),
  "update-client": lazyPage("client/pages/admin/update-client/page.tsx", () => import("./pages/admin/update-client/page.tsx")),
  "update-logo": lazyPage("client/pages/admin/update-logo/page.tsx", () => import("./pages/admin/update-logo/page.tsx")),
  projects: lazyPage("client/pages/admin/projects/page.tsx", () => import("./pages/admin/projects/page.tsx")),
  "new-project": lazyPage("client/pages/admin/new-project/page.tsx", () => import("./pages/admin/new-project/page.tsx")),
  "edit-project": lazyPage("client/pages/admin/edit-project/page.tsx", () => import("./pages/admin/edit-project/page.tsx")),
  "preview-project": lazyPage("client/pages/admin/preview-project/page.tsx", () => import("./pages/admin/preview-project/page.tsx")),
  "preview-page": lazyPage("client/pages/admin/preview-page/page.tsx", () => import("./pages/admin/preview-page/page.tsx")),
  portfolio: lazyPage("client/pages/admin/portfolio/page.tsx", () => import("./pages/admin/portfolio/page.tsx")),
  services: lazyPage("client/pages/admin/services/page.tsx", () => import("./pages/admin/services/page.tsx")),
  studio: lazyPage("client/pages/admin/studio/page.tsx", () => import("./pages/admin/studio/page.tsx")),
  trash: lazyPage("client/pages/admin/trash/page.tsx", () => import("./pages/admin/trash/page.tsx")),
  activity: lazyPage("client/pages/admin/activity/page.tsx", () => import("./pages/admin/activity/page.tsx")),
  backups: lazyPage("client/pages/admin/backups/page.tsx", () => import("./pages/admin/backups/page.tsx")),
  account: lazyPage("client/pages/admin/account/page.tsx", () => import("./pages/admin/account/page.tsx")),
  enquiries: lazyPage("client/pages/admin/enquiries/page.tsx", () => import("./pages/admin/enquiries/page.tsx")),
  enquiry: lazyPage("client/pages/admin/enquiry/page.tsx", () => import("./pages/admin/enquiry/page.tsx")),
  pages: lazyPage("client/pages/admin/pages/page.tsx", () => import("./pages/admin/pages/page.tsx")),
  "edit-page": lazyPage("client/pages/admin/pages/edit/page.tsx", () => import("./pages/admin/pages/edit/page.tsx")),
};

const titled = (title: string, studio: Studio) => `${title} | ${studio.fullName}`;
const admin = (title: string): PageMeta => ({ title: `${title} | Admin`, description: "Studio admin panel", private: true });
const adminRoute = (path: string, page: LazyPage, title: string, section: AdminSection): RouteDef => ({
  path,
  page,
  meta: () => admin(title),
  frame: { section, title },
});

const serviceRoutes: RouteDef[] = SERVICE_ORDER.map((family) =>
  dataRoute({
    path: `/${family}`,
    page: servicePages[family],
    kind: "service",
    args: { service: family },
    meta: ({ studio, site }) => {
      const { name, summary } = site.services[family];
      return { title: titled(name, studio), description: `${name}: ${summary}` };
    },
  }),
);

/** A project's page: /<family, lower-cased>/<slug> (projectPath in contract/families.ts). */
const GALLERY_PATH = new RegExp(`^/(?<family>${FAMILIES.join("|")})/(?<slug>[^/]+)/?$`, "i");

export const routes: RouteDef[] = [
  dataRoute({
    path: "/",
    page: lazyPage("client/pages/home/page.tsx", () => import("./pages/home/page.tsx")),
    kind: "home",
    meta: ({ studio, site }) => ({
      title: `${studio.fullName} | 3D, Motion & Brand Design Studio`,
      description: site.description.replaceAll("{name}", studio.fullName),
    }),
  }),
  dataRoute({
    path: "/portfolio",
    page: lazyPage("client/pages/portfolio/page.tsx", () => import("./pages/portfolio/page.tsx")),
    kind: "portfolio",
    meta: ({ data, studio }) => ({ title: titled("Portfolio", studio), description: data.document.description }),
  }),
  ...serviceRoutes,
  dataRoute({
    path: "/contact",
    page: lazyPage("client/pages/contact/page.tsx", () => import("./pages/contact/page.tsx")),
    kind: "contact",
    meta: ({ data, studio }) => ({ title: titled("Contact", studio), description: data.document.description }),
  }),
  dataRoute({
    path: GALLERY_PATH,
    page: lazyPage("client/pages/gallery/page.tsx", () => import("./pages/gallery/page.tsx")),
    kind: "gallery",
    // Family and slug are read in any case (src/features/projects/queries.ts); the page is at the lower-case one.
    canonical: ({ family, slug }) => `/${family}/${slug}`.toLowerCase(),
    meta: ({ data: { project }, studio, site }) => {
      const service = site.services[project.family];
      const lead = project.tagline ? `${project.title}: ${project.tagline}.` : `${project.title}.`;
      return {
        title: titled(`${project.title} · ${service.name}`, studio),
        description: `${lead} ${service.name} by ${studio.fullName}.`,
        image: project.cover?.src,
      };
    },
  }),
  { path: "/admin/login", page: adminPages.login, meta: () => admin("Admin Login") },
  adminRoute("/admin", adminPages.dashboard, "Dashboard", "dashboard"),
  adminRoute("/admin/enquiries", adminPages.enquiries, "Enquiries", "enquiries"),
  adminRoute("/admin/enquiries/:id", adminPages.enquiry, "Enquiry", "enquiries"),
  adminRoute("/admin/addlogo", adminPages["add-logo"], "Add Logo", "logos"),
  adminRoute("/admin/clients", adminPages.clients, "Client Reviews", "clients"),
  adminRoute("/admin/updateclient/:id?", adminPages["update-client"], "Update Client", "clients"),
  adminRoute("/admin/updatelogo/:id?", adminPages["update-logo"], "Update Logo", "dashboard"),
  adminRoute("/admin/trash", adminPages.trash, "Trash", "trash"),
  adminRoute("/admin/activity", adminPages.activity, "Activity", "activity"),
  adminRoute("/admin/backups", adminPages.backups, "Backups", "backups"),
  adminRoute("/admin/account", adminPages.account, "Account", "account"),
  adminRoute("/admin/projects", adminPages.projects, "Projects", "projects"),
  // Before "/admin/projects/:id", which "new" would otherwise match.
  adminRoute("/admin/projects/new", adminPages["new-project"], "New Project", "projects"),
  adminRoute("/admin/projects/:id", adminPages["edit-project"], "Edit Project", "projects"),
  // The preview is the public gallery page under a preview bar, not an admin-framed screen.
  { path: "/admin/projects/:id/preview", page: adminPages["preview-project"], meta: () => admin("Preview Project") },
  adminRoute("/admin/portfolio", adminPages.portfolio, "Portfolio", "portfolio"),
  adminRoute("/admin/services", adminPages.services, "Services", "services"),
  adminRoute("/admin/studio", adminPages.studio, "Studio Details", "studio"),
  adminRoute("/admin/pages", adminPages.pages, "Pages", "pages"),
  adminRoute("/admin/pages/:key", adminPages["edit-page"], "Edit Page", "pages"),
  // Like a project's: the public page itself under a preview bar, not an admin-framed screen.
  { path: "/admin/pages/:key/preview", page: adminPages["preview-page"], meta: () => admin("Preview Page") },
];

export const notFoundPage = lazyPage("client/pages/not-found/page.tsx", () => import("./pages/not-found/page.tsx"));
export const notFoundMeta = (studio: Studio): PageMeta => ({ title: titled("Page not found", studio), description: "This page does not exist." });
