// What the owner's writes in the admin do to the public pages, through the real API and the
// real render cache: a published project is on its page, its service page, its portfolio tab
// and in the sitemap; a draft is on none of them (404 at its URL); a renamed slug answers 301;
// every write shows at the very next request, including over pages already cached.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { seedStudio } from "../src/features/seed/content.ts";
import { adminApp, type api, imageFile, json } from "./api/helpers.ts";
import type { TestApp } from "./support/app.ts";

let t: TestApp;
let call: ReturnType<typeof api>;

beforeAll(async () => ({ t, call } = await adminApp()), 60_000);
afterAll(() => t.close());

async function get(path: string) {
  const response = await t.request(path);
  return { status: response.status, location: response.headers.get("location"), html: await response.text() };
}

const sitemap = async () => (await t.request("/sitemap.xml")).text();
const loc = (path: string) => `<loc>${t.stores.config.publicUrl}${path}</loc>`;

describe("a project's life, as visitors see it", () => {
  let id: string;

  test("a draft with an image: 404 at its URL, absent from its service page, portfolio tab and sitemap", async () => {
    // Warm the cache first: the writes below must drop what it holds.
    for (const path of ["/productvisualization", "/portfolio?tab=cgi", "/productvisualization/copper-kettle"]) await get(path);
    await sitemap();

    const created = await json(
      await call.json("/api/admin/projects", { title: "Copper Kettle", family: "productvisualization", tagline: "Steam and brass" }),
    );
    id = created.project._id;
    const image = await call.form(`/api/admin/projects/${id}/images`, {
      image: await imageFile("kettle.png", 800, 800, "#b87333"),
      alt: "A copper kettle on a stove",
    });
    expect(image.status).toBe(201);
    const item = await call.form("/api/admin/portfolio/cgi/items", { projectId: id });
    expect(item.status).toBe(201);

    const page = await get("/productvisualization/copper-kettle");
    expect(page.status).toBe(404);
    expect(page.html).toContain("This page drifted out of frame.");
    expect((await get("/productvisualization")).html).not.toContain("Copper Kettle");
    expect((await get("/portfolio?tab=cgi")).html).not.toContain("Copper Kettle");
    expect(await sitemap()).not.toContain("copper-kettle");
    expect((await t.request("/api/page-data/gallery/productvisualization/copper-kettle")).status).toBe(404);
  });

  test("published: its page, its service page's first card, its portfolio tab and the sitemap, at the next request", async () => {
    expect((await call.json(`/api/admin/projects/${id}`, { status: "published" }, "PATCH")).status).toBe(200);

    const page = await get("/productvisualization/copper-kettle");
    expect(page.status).toBe(200);
    expect(page.html).toContain('<h1 class="gallery__title">Copper Kettle</h1>');
    expect(page.html).toContain("<title>Copper Kettle · 3D Product Visualization | Vanta Studio</title>");
    // The uploaded variants: AVIF and WebP in a <picture>, the size reserved, the blur placeholder.
    const stack = page.html.split('<ol class="gallery__stack"')[1]!.split("</ol>")[0]!;
    expect(stack).toMatch(/<source type="image\/avif" srcSet="\/media\/[^"]+\/480\.avif 480w, [^"]+\/800\.avif 800w"/);
    expect(stack).toMatch(/<img [^>]*alt="A copper kettle on a stove"[^>]*width="800" height="800"/);
    expect(stack).toMatch(/style="background:url\(&quot;data:image\/webp;base64,/);

    const service = (await get("/productvisualization")).html;
    expect(service).toContain('href="/productvisualization/copper-kettle"');
    expect(service.indexOf("Copper Kettle")).toBeLessThan(service.indexOf("Speed Boat"));
    const tab = (await get("/portfolio?tab=cgi")).html;
    expect(tab).toContain('href="/productvisualization/copper-kettle"');
    expect(await sitemap()).toContain(loc("/productvisualization/copper-kettle"));

    // The browser's own read for a client-side navigation agrees.
    const data = await json(await t.request("/api/page-data/gallery/productvisualization/copper-kettle"));
    expect(data.data.project.title).toBe("Copper Kettle");
  });

  test("a renamed slug: the new URL answers, the old one moves there for good (301)", async () => {
    expect((await call.json(`/api/admin/projects/${id}`, { slug: "brass-kettle", title: "Brass Kettle" }, "PATCH")).status).toBe(200);
    const old = await get("/productvisualization/copper-kettle");
    expect(old.status).toBe(301);
    expect(old.location).toBe("/productvisualization/brass-kettle");
    expect((await get("/productvisualization/brass-kettle")).html).toContain('<h1 class="gallery__title">Brass Kettle</h1>');
    const moved = await json(await t.request("/api/page-data/gallery/productvisualization/copper-kettle"));
    expect(moved.location).toBe("/productvisualization/brass-kettle");
    const xml = await sitemap();
    expect(xml).toContain(loc("/productvisualization/brass-kettle"));
    expect(xml).not.toContain("copper-kettle");
  });

  test("back to draft: 404 again, old slug included, and gone from every list", async () => {
    expect((await call.json(`/api/admin/projects/${id}`, { status: "draft" }, "PATCH")).status).toBe(200);
    expect((await get("/productvisualization/brass-kettle")).status).toBe(404);
    expect((await get("/productvisualization/copper-kettle")).status).toBe(404);
    expect((await get("/productvisualization")).html).not.toContain("Brass Kettle");
    expect((await get("/portfolio?tab=cgi")).html).not.toContain("Brass Kettle");
    expect(await sitemap()).not.toContain("brass-kettle");
  });

  test("deleted (to the trash): 404, and its portfolio item disappears with it", async () => {
    await call.json(`/api/admin/projects/${id}`, { status: "published" }, "PATCH");
    expect((await get("/productvisualization/brass-kettle")).status).toBe(200);
    expect((await call.delete(`/api/admin/projects/${id}`)).status).toBe(200);
    expect((await get("/productvisualization/brass-kettle")).status).toBe(404);
    expect((await get("/portfolio?tab=cgi")).html).not.toContain("Brass Kettle");
  });
});

describe("the studio's details", () => {
  test("a new phone and name show on every page at the next request, cached pages included", async () => {
    const paths = ["/", "/portfolio", "/animation", "/guidelines/thunder", "/no-such-page"];
    for (const path of paths) expect((await get(path)).html).toContain(seedStudio.phoneDisplay);
    const studio = { ...seedStudio, name: "NOVA", fullName: "Nova Works", phone: "+441234567890", phoneDisplay: "+44 1234 567890" };
    expect((await call.json("/api/admin/studio", studio, "PUT")).status).toBe(200);
    for (const path of paths) {
      const { html } = await get(path);
      expect({ path, shown: html.includes("+44 1234 567890"), old: html.includes(seedStudio.phoneDisplay) }).toEqual({
        path,
        shown: true,
        old: false,
      });
      expect(html).toContain("Nova Works");
    }
    expect((await get("/")).html).toContain("HIRE NOVA");
    expect((await get("/")).html).toContain('href="https://api.whatsapp.com/send?phone=441234567890"');
    await call.json("/api/admin/studio", seedStudio, "PUT");
  });

  test("a social link left blank hides its icon", async () => {
    await call.json("/api/admin/studio", { ...seedStudio, social: { ...seedStudio.social, facebook: "" } }, "PUT");
    const { html } = await get("/portfolio");
    expect(html).not.toContain("on Facebook");
    expect(html).toContain("on Instagram");
    await call.json("/api/admin/studio", seedStudio, "PUT");
  });
});

describe("page data for client-side navigation", () => {
  test("each kind answers its data; a path naming no kind, family or record is a JSON 404", async () => {
    expect((await json(await t.request("/api/page-data/portfolio"))).data.tabs).toHaveLength(6);
    expect((await json(await t.request("/api/page-data/service/WebDesign"))).data.cards).toHaveLength(6);
    expect((await json(await t.request("/api/page-data/gallery/Guidelines/Thunder"))).data.project.slug).toBe("thunder");
    for (const path of [
      "/api/page-data/nothing",
      "/api/page-data/service/posters",
      "/api/page-data/gallery/posters/thunder",
      "/api/page-data/gallery/guidelines",
      "/api/page-data/home/extra",
      "/api/page-data/gallery/guidelines/%E0%A4%A",
    ]) {
      const response = await t.request(path);
      expect({ path, status: response.status, success: (await json(response)).success }).toEqual({ path, status: 404, success: false });
    }
  });
});
