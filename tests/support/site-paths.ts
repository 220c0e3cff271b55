// Every public URL of a freshly seeded site: the service pages of the route table and the
// seeded projects (a test database starts with the seed, src/features/seed/content.ts).
import { projectPath, SERVICE_ORDER } from "../../client/contract/families.ts";
import { seedProjects } from "../../src/features/seed/content.ts";

export const servicePaths = SERVICE_ORDER.map((family) => `/${family}`);

export const galleryPaths = seedProjects.map((project) => projectPath(project.family, project.slug));

export const publicPaths = ["/", "/portfolio", ...servicePaths, ...galleryPaths];

export const adminPaths = [
  "/admin/login",
  "/admin",
  "/admin/addlogo",
  "/admin/clients",
  "/admin/updateclient/3f1c2d4e-0000-4000-8000-000000000000",
  "/admin/updatelogo/3f1c2d4e-0000-4000-8000-000000000000",
  "/admin/account",
];
