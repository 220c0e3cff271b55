// Every public URL of the site, from the same content the route table uses.
import { galleries } from "../../client/content/galleries.ts";
import { services } from "../../client/content/services.ts";

export const servicePaths = services.map((s) => `/${s.slug}`);

export const galleryPaths = Object.entries(galleries).flatMap(([group, list]) => list.map((g) => `/${group}/${g.slug}`));

export const publicPaths = ["/", "/portfolio", ...servicePaths, ...galleryPaths];

export const adminPaths = ["/admin/login", "/admin", "/admin/addlogo", "/admin/clients", "/admin/updateclient/3f1c2d4e-0000-4000-8000-000000000000", "/admin/updatelogo/3f1c2d4e-0000-4000-8000-000000000000"];
