// The one route table. The server matches a URL against it (with wouter's own matcher) to pick
// the page, its <head> and the data to read; the browser renders the same table in <Switch>.
import type { PageDataKind } from "./entities.ts";
import { lazyPage, type LazyPage } from "./lazy-page.tsx";
import { findGallery, type GalleryGroup } from "./content/galleries.ts";
import { findService, services, type ServiceSlug } from "./content/services.ts";
import { studio } from "./content/studio.ts";

export type PageMeta = {
  title: string;
  description: string;
  /** Admin screens: kept out of search engines and the sitemap. */
  private?: boolean;
  /** Open Graph image, a path under public/. */
  image?: string;
};

type Params = Record<string, string | undefined>;

export type RouteDef = {
  path: string | RegExp;
  page: LazyPage;
  /** null when the URL matches the pattern but names nothing (an unknown gallery slug). */
  meta: (params: Params) => PageMeta | null;
  /** What the server reads before rendering this page. */
  data?: PageDataKind;
};

// Dynamic imports must be spelled out for the bundler to split them, hence one line each.
const servicePages: Record<ServiceSlug, LazyPage> = {
  photomanupulation: lazyPage("client/pages/services/photomanupulation/page.tsx", () => import("./pages/services/photomanupulation/page.tsx")),
  productvisualization: lazyPage("client/pages/services/productvisualization/page.tsx", () => import("./pages/services/productvisualization/page.tsx")),
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
};

const site = (title: string) => `${title} | ${studio.fullName}`;
const admin = (title: string): PageMeta => ({ title: `${title} | Admin`, description: "Studio admin panel", private: true });

const serviceRoutes: RouteDef[] = services.map((service) => ({
  path: `/${service.slug}`,
  page: servicePages[service.slug],
  meta: () => ({ title: site(service.name), description: `${service.name}: ${service.summary}` }),
}));

export const GALLERY_PATH = /^\/(?<group>photomanupulation|productvisualization|guidelines|socialmedia)\/(?<slug>[^/]+)\/?$/i;

export const routes: RouteDef[] = [
  {
    path: "/",
    page: lazyPage("client/pages/home/page.tsx", () => import("./pages/home/page.tsx")),
    meta: () => ({ title: `${studio.fullName} | 3D, Motion & Brand Design Studio`, description: studio.description }),
    data: "home",
  },
  {
    path: "/portfolio",
    page: lazyPage("client/pages/portfolio/page.tsx", () => import("./pages/portfolio/page.tsx")),
    meta: () => ({
      title: site("Portfolio"),
      description: "Posters, motion, CGI, stills, brand guidelines and brochures from the studio.",
    }),
  },
  ...serviceRoutes,
  {
    path: GALLERY_PATH,
    page: lazyPage("client/pages/gallery/page.tsx", () => import("./pages/gallery/page.tsx")),
    meta: ({ group, slug }) => {
      const service = findService(group ?? "");
      const gallery = service && findGallery(service.slug as GalleryGroup, slug);
      if (!service || !gallery) return null;
      return { title: site(`${gallery.title} · ${service.name}`), description: `${gallery.title}: ${gallery.tagline}. ${service.name} by ${studio.fullName}.` };
    },
  },
  { path: "/admin/login", page: adminPages.login, meta: () => admin("Admin Login") },
  { path: "/admin", page: adminPages.dashboard, meta: () => admin("Dashboard") },
  { path: "/admin/addlogo", page: adminPages["add-logo"], meta: () => admin("Add Logo") },
  { path: "/admin/clients", page: adminPages.clients, meta: () => admin("Client Reviews") },
  { path: "/admin/updateclient/:id?", page: adminPages["update-client"], meta: () => admin("Update Client") },
  { path: "/admin/updatelogo/:id?", page: adminPages["update-logo"], meta: () => admin("Update Logo") },
];

export const notFoundPage = lazyPage("client/pages/not-found/page.tsx", () => import("./pages/not-found/page.tsx"));
export const notFoundMeta: PageMeta = { title: site("Page not found"), description: "This page does not exist." };

