// The services as every page knows them: plain data and functions, no schema library (the
// browser's route table, menus and pages read these; the admin's schemas are in services.ts).
// A service is a record of the services table (migrations/00025_services.sql); its id is what a
// project's `family` and a page document's key (service-<id>) hold, its slug its address.

/** How a service's page shows its own cards: project galleries, sites with their live link, or films. */
export type ServiceStyle = "gallery" | "sites" | "films";
export const SERVICE_STYLES: Record<ServiceStyle, string> = {
  gallery: "Project galleries",
  sites: "Sites, with their live link",
  films: "Films, with Watch Video and Project Breakdown",
};

/** A shown service as the public pages list it (menus, core skills, the enquiry form's choice), in the owner's order. */
export type ServiceInfo = { id: string; slug: string; name: string; summary: string; style: ServiceStyle };

/**
 * Addresses a service may not take: the site's own pages and paths (client/routes.tsx, the
 * server's routes and public/'s folders), in lower case as they are matched.
 */
export const RESERVED_SLUGS = [
  "admin",
  "api",
  "assets",
  "contact",
  "fonts",
  "icons",
  "images",
  "media",
  "portfolio",
  "video",
  "sitemap.xml",
  "robots.txt",
];

/** A service's address: "/WebDesign". */
export const servicePath = (serviceSlug: string): string => `/${serviceSlug}`;

/** The public path of a project: "/webdesign/harbour" for service WebDesign (matched in any case, served lower-cased). */
export function projectPath(serviceSlug: string, slug: string): string {
  return `/${serviceSlug.toLowerCase()}/${slug}`;
}

/**
 * The six services a fresh site starts with (the spec's), by id, which is also their first
 * address: migrations/00025_services.sql seeds them, and the seed's page documents are keyed by them.
 */
export const SEEDED_SERVICES = ["photomanupulation", "productvisualization", "WebDesign", "guidelines", "animation", "socialmedia"] as const;
export type SeededService = (typeof SEEDED_SERVICES)[number];

/** The seeded services' first names (names of disciplines, not sample copy); the services table keeps the owner's. */
export const SEEDED_SERVICE_NAMES: Record<SeededService, string> = {
  photomanupulation: "Photo Manipulation",
  productvisualization: "3D Product Visualization",
  WebDesign: "Web Design",
  guidelines: "Brand Guidelines",
  animation: "3D Product Animation",
  socialmedia: "Social Media",
};
