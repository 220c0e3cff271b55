// /sitemap.xml and /robots.txt: every public page for search engines, the admin and the API kept
// out. The sitemap lists the published projects as they are in the database, and the later
// pages of the long lists (a service's projects, a portfolio tab's items): it is kept in the
// render cache, tagged "projects", "portfolio" and "service-list", so the admin write that
// publishes, renames or removes a project, changes a tab or a service, drops it, like the pages.
import { CONTACT_PATH } from "../../../client/contract/enquiries.ts";
import { Elysia } from "elysia";
import { servicePath } from "../../../client/contract/families.ts";
import type { RenderCache } from "../../platform/cache/render-cache.ts";
import type { Sql } from "../../platform/db/connect.ts";
import { cachedBody } from "../../platform/http/cached-body.ts";
import { listPublishedPaths } from "../projects/queries.ts";
import { laterServicePages } from "../services/work-page.ts";
import { laterTabPages } from "../portfolio/tab-page.ts";
import { listShownServices } from "../services/catalog.ts";

type Entry = { path: string; updatedAt?: string };

async function publicPaths(sql: Sql): Promise<Entry[]> {
  const services = (await listShownServices(sql)).map((service) => servicePath(service.slug));
  const fixed = ["/", "/portfolio", ...services, CONTACT_PATH].map((path) => ({ path }));
  const [projects, laterPages, laterTabs] = await Promise.all([listPublishedPaths(sql), laterServicePages(sql), laterTabPages(sql)]);
  return [...fixed, ...[...laterPages, ...laterTabs].map((path) => ({ path })), ...projects];
}

function sitemapXml(publicUrl: string, entries: Entry[]): string {
  const urls = entries.map(({ path, updatedAt }) => {
    const priority = path === "/" ? "1.0" : path.split("/").length > 2 ? "0.6" : "0.8";
    const lastmod = updatedAt ? `<lastmod>${updatedAt.slice(0, 10)}</lastmod>` : "";
    return `  <url><loc>${escapeXml(publicUrl + path)}</loc>${lastmod}<priority>${priority}</priority></url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

function robotsTxt(publicUrl: string): string {
  return ["User-agent: *", "Allow: /", "Disallow: /admin", "Disallow: /api", "", `Sitemap: ${publicUrl}/sitemap.xml`, ""].join("\n");
}

const SITEMAP_KEY = "seo:/sitemap.xml";
// Revalidated at every fetch (a cheap 304 by ETag): it follows every admin write.
const XML_HEADERS = { "content-type": "application/xml; charset=utf-8", "cache-control": "no-cache" };

export function seoRoutes({ publicUrl, sql, cache }: { publicUrl: string; sql: Sql; cache: RenderCache }) {
  const robots = robotsTxt(publicUrl);
  return new Elysia({ name: "seo" })
    .get("/sitemap.xml", async ({ request }) => {
      let cached = cache.get(SITEMAP_KEY);
      if (!cached) {
        const generation = cache.generation();
        cached = cachedBody(200, new TextEncoder().encode(sitemapXml(publicUrl, await publicPaths(sql))), XML_HEADERS);
        cache.set(SITEMAP_KEY, cached, generation, ["projects", "portfolio", "service-list"]);
      }
      return cached.send(request);
    })
    .get(
      "/robots.txt",
      () => new Response(robots, { headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "public, max-age=3600" } }),
    );
}

function escapeXml(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}
