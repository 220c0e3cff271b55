// /sitemap.xml and /robots.txt: every public page for search engines, the admin and the API kept
// out. The list comes from the same content the route table renders, so a new gallery is listed
// the moment it exists.
import { Elysia } from "elysia";
import { galleries } from "../../client/content/galleries.ts";
import { services } from "../../client/content/services.ts";

export function publicPaths(): string[] {
  const galleryPaths = Object.entries(galleries).flatMap(([group, list]) => list.map((gallery) => `/${group}/${gallery.slug}`));
  return ["/", "/portfolio", ...services.map((service) => `/${service.slug}`), ...galleryPaths];
}

export function sitemapXml(publicUrl: string): string {
  const urls = publicPaths().map((path) => {
    const priority = path === "/" ? "1.0" : path.split("/").length > 2 ? "0.6" : "0.8";
    return `  <url><loc>${escapeXml(publicUrl + path)}</loc><priority>${priority}</priority></url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

export function robotsTxt(publicUrl: string): string {
  return ["User-agent: *", "Allow: /", "Disallow: /admin", "Disallow: /api", "", `Sitemap: ${publicUrl}/sitemap.xml`, ""].join("\n");
}

export function seoRoutes(publicUrl: string) {
  const sitemap = sitemapXml(publicUrl);
  const robots = robotsTxt(publicUrl);
  const cached = (type: string, body: string) =>
    new Response(body, { headers: { "content-type": `${type}; charset=utf-8`, "cache-control": "public, max-age=3600" } });
  return new Elysia({ name: "seo" })
    .get("/sitemap.xml", () => cached("application/xml", sitemap))
    .get("/robots.txt", () => cached("text/plain", robots));
}

function escapeXml(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}
