// Every public URL of a freshly seeded site: the seeded service pages (migrations/00025) and the
// seeded projects (a test database starts with the seed, src/features/seed/content.ts), the case
// study's among them (case-study.ts).
import { projectPath, SEEDED_SERVICE_NAMES, SEEDED_SERVICES, type ServiceInfo } from "../../client/contract/families.ts";
import { CASE_STUDY_PROJECT } from "../../src/features/seed/case-study.ts";
import { seedProjects } from "../../src/features/seed/content.ts";

export const servicePaths = SEEDED_SERVICES.map((id) => `/${id}`);

/** The seeded services as every page lists them (the site's words' `services`). */
export const seededServices: ServiceInfo[] = SEEDED_SERVICES.map((id) => ({
  id,
  slug: id,
  name: SEEDED_SERVICE_NAMES[id],
  summary: "",
  style: id === "WebDesign" ? "sites" : id === "animation" ? "films" : "gallery",
}));

export const galleryPaths = seedProjects.map((project) => projectPath(project.family, project.slug));

/** The case study's own page: a gallery with the film at its top and two stills. */
export const caseStudyPath = projectPath(CASE_STUDY_PROJECT.family, CASE_STUDY_PROJECT.slug);

export const publicPaths = ["/", "/portfolio", ...servicePaths, ...galleryPaths, caseStudyPath];
/** The contact page: public and in the sitemap, but drawn for each request (its form's token), never cached, and without images. */
export const contactPath = "/contact";

export const adminPaths = [
  "/admin/login",
  "/admin",
  "/admin/addlogo",
  "/admin/clients",
  "/admin/updateclient/3f1c2d4e-0000-4000-8000-000000000000",
  "/admin/updatelogo/3f1c2d4e-0000-4000-8000-000000000000",
  "/admin/account",
];
