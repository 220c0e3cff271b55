// The services as a managed list (src/features/services/collection.ts, migrations/00025):
// a seventh service with a project, its page, the menus and the sitemap; a renamed address
// answering 301 (its projects' too); a clashing address refused at the field with nothing
// changed; a hidden service gone from the site; a service with projects kept until they move.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { TestApp } from "../support/app.ts";
import { adminApp, type api, expectUnauthorized, imageFile, json, type Endpoint } from "./helpers.ts";

let t: TestApp;
let call: ReturnType<typeof api>;

beforeAll(async () => ({ t, call } = await adminApp()), 60_000);
afterAll(() => t.close());

const page = async (path: string) => {
  const response = await t.request(path);
  return { status: response.status, location: response.headers.get("location"), html: await response.text() };
};
const sitemap = async () => (await t.request("/sitemap.xml")).text();
const services = async () =>
  (await json(await call.get("/api/admin/services"))).services as Array<{ _id: string; slug: string; name: string; hidden: boolean }>;

/** A published project on the service, with one image (its card's cover). */
async function publishedProject(family: string, title: string) {
  const { project } = await json(await call.json("/api/admin/projects", { title, family, status: "published" }));
  await call.form(`/api/admin/projects/${project._id}/images`, { image: await imageFile("cover.png", 600, 400), alt: `${title}, the cover` });
  return project as { _id: string; slug: string };
}

describe("a seventh service", () => {
  let id: string;
  let project: { _id: string; slug: string };

  test("is added with its own address, page, project, menus' entry and sitemap line", async () => {
    const response = await call.json("/api/admin/services", {
      name: "Interior Design",
      slug: "interior-design",
      summary: "Rooms that work.",
      style: "gallery",
    });
    const service = await call.created(response, "service");
    expect(service).toMatchObject({ slug: "interior-design", name: "Interior Design", style: "gallery", hidden: false, projects: 0 });
    id = service._id;
    expect((await services()).map((s) => s.slug).at(-1)).toBe("interior-design");

    project = await publishedProject(id, "Loft Kitchen");
    const own = await page("/interior-design");
    expect(own.status).toBe(200);
    expect(own.html).toContain("Interior Design");
    expect(own.html).toContain("Loft Kitchen");
    expect(own.html).toContain(`href="/interior-design/${project.slug}"`);
    const gallery = await page(`/interior-design/${project.slug}`);
    expect(gallery.status).toBe(200);
    expect(gallery.html).toContain('<h1 class="gallery__title">Loft Kitchen</h1>');

    const home = await page("/");
    expect(home.html).toMatch(/<a [^>]*href="\/interior-design"[^>]*class="skill"/);
    expect(home.html).toContain('<span class="skill__summary">Rooms that work.</span>');
    const xml = await sitemap();
    expect(xml).toContain(`${t.stores.config.publicUrl}/interior-design</loc>`);
    expect(xml).toContain(`${t.stores.config.publicUrl}/interior-design/${project.slug}</loc>`);
    // The link picker and the enquiry form's choice list it too.
    const { pages } = await json(await call.get("/api/admin/links/pages"));
    expect(pages).toContainEqual(expect.objectContaining({ path: "/interior-design", label: "Interior Design", group: "Services" }));
    expect((await page("/contact")).html).toContain(`<option value="${id}">Interior Design</option>`);
    // Its page document is on the Pages screen, under its name and address.
    const listed = (await json(await call.get("/api/admin/pages"))).pages;
    expect(listed).toContainEqual(
      expect.objectContaining({ key: `service-${id}`, label: "Service page: Interior Design", path: "/interior-design" }),
    );
  });

  test("renamed, its old address and its projects' answer 301 to the new ones", async () => {
    const renamed = await json(await call.json(`/api/admin/services/${id}`, { slug: "Interiors", name: "Interiors" }, "PATCH"));
    expect(renamed.service).toMatchObject({ slug: "Interiors", name: "Interiors" });
    expect(await page("/interior-design")).toMatchObject({ status: 301, location: "/Interiors" });
    expect(await page(`/interior-design/${project.slug}`)).toMatchObject({ status: 301, location: `/interiors/${project.slug}` });
    // Any case reaches it, at its own spelling.
    expect(await page("/interiors")).toMatchObject({ status: 301, location: "/Interiors" });
    expect((await page("/Interiors")).status).toBe(200);
    expect((await page(`/interiors/${project.slug}`)).status).toBe(200);
    expect(await sitemap()).not.toContain("/interior-design");
  });

  test("an address that is a page of the site or another service's is refused at the field, and nothing changes", async () => {
    for (const slug of ["portfolio", "Contact", "webdesign", "interior-design"]) {
      const response = await call.json("/api/admin/services", { name: "Clash", slug, style: "gallery" });
      expect(response.status).toBe(409);
      expect(await json(response)).toMatchObject({ field: "slug" });
    }
    const refused = await call.json(`/api/admin/services/${id}`, { slug: "animation" }, "PATCH");
    expect(refused.status).toBe(409);
    expect((await json(refused)).message).toBe("Another service or one of its earlier addresses has that address: choose another");
    expect((await services()).filter((s) => s.name === "Clash")).toEqual([]);
    expect((await services()).find((s) => s._id === id)?.slug).toBe("Interiors");
    expect((await call.json("/api/admin/services", { name: "Bad", slug: "a b", style: "gallery" })).status).toBe(400);
    expect((await call.json("/api/admin/services", { name: "Bad", slug: "bad", style: "posters" })).status).toBe(400);
  });

  test("hidden, it has no page and is listed nowhere; shown again, it is back", async () => {
    await call.json(`/api/admin/services/${id}`, { hidden: true }, "PATCH");
    expect((await page("/Interiors")).status).toBe(404);
    expect((await page(`/interiors/${project.slug}`)).status).toBe(404);
    expect((await page("/")).html).not.toContain('href="/Interiors"');
    expect(await sitemap()).not.toContain("/Interiors");
    await call.json(`/api/admin/services/${id}`, { hidden: false }, "PATCH");
    expect((await page("/Interiors")).status).toBe(200);
  });

  test("with projects or a link pointing to it, it is not removed; once they are gone it goes to the trash and comes back", async () => {
    const refused = await call.delete(`/api/admin/services/${id}`);
    expect(refused.status).toBe(409);
    expect((await json(refused)).message).toBe("Interiors still has 1 project (move them to another service or delete them).");
    await call.json(`/api/admin/projects/${project._id}`, { family: "guidelines" }, "PATCH");
    expect((await page(`/interiors/${project.slug}`)).location).toBe(`/guidelines/${project.slug}`);

    const trashed = await json(await call.delete(`/api/admin/services/${id}`));
    expect(trashed.trashed).toMatchObject({ collection: "services", id });
    expect((await page("/Interiors")).status).toBe(404);
    expect((await services()).map((s) => s._id)).not.toContain(id);
    // A project cannot be put on a service in the trash.
    const onTrashed = await call.json(`/api/admin/projects/${project._id}`, { family: id }, "PATCH");
    expect(onTrashed.status).toBe(400);
    expect(await json(onTrashed)).toMatchObject({ field: "family" });

    // Its address taken meanwhile, it cannot come back until one of them moves.
    const { service: taker } = await json(await call.json("/api/admin/services", { name: "Interiors too", slug: "interiors", style: "gallery" }));
    const clash = await call.json(`/api/admin/trash/services/${id}/restore`, {});
    expect(clash.status).toBe(409);
    expect((await json(clash)).message).toBe(
      "It clashes with a live service (the same address or name). Change that service first. Nothing was changed.",
    );
    await call.json(`/api/admin/services/${taker._id}`, { slug: "interiors-too" }, "PATCH");
    expect((await call.json(`/api/admin/trash/services/${id}/restore`, {})).status).toBe(200);
    expect((await page("/Interiors")).status).toBe(200);
  });

  test("the six keep their addresses, matched in any case, and the list's order is the owner's", async () => {
    expect(await page("/webdesign")).toMatchObject({ status: 301, location: "/WebDesign" });
    expect((await page("/WebDesign")).status).toBe(200);
    const ids = (await services()).map((s) => s._id).reverse();
    const ordered = await json(await call.json("/api/admin/services/order", { ids }, "PUT"));
    expect(ordered.services.map((s: { _id: string }) => s._id)).toEqual(ids);
    expect((await page("/")).html.indexOf('href="/Interiors"')).toBeLessThan((await page("/")).html.indexOf('href="/photomanupulation"'));
  });
});

describe("a link to a service", () => {
  test("keeps it from the trash, saying so", async () => {
    const { service } = await json(await call.json("/api/admin/services", { name: "Murals", slug: "murals", style: "films" }));
    const site = await json(await call.get("/api/admin/pages/home"));
    const home = structuredClone(site.page.published);
    home.caseStudy.link = "/murals";
    const drafted = await json(await call.json("/api/admin/pages/home/draft", { version: site.page.version, content: home }, "PUT"));
    expect((await call.json("/api/admin/pages/home/publish", { version: drafted.page.version })).status).toBe(200);
    const refused = await call.delete(`/api/admin/services/${service._id}`);
    expect(refused.status).toBe(409);
    expect((await json(refused)).message).toContain("1 link pointing to it");
  });
});

describe("bulk work on services", () => {
  test("a seeded service with projects is kept from the trash by bulk delete too; an unused one goes, named by its word id in any case", async () => {
    const refused = await call.json("/api/admin/bulk/services", { action: "delete", ids: ["guidelines"] });
    expect(refused.status).toBe(409);
    expect((await json(refused)).message).toMatch(/^Brand Guidelines still has \d+ projects/);
    expect((await services()).map((s) => s._id)).toContain("guidelines");

    const { service } = await json(await call.json("/api/admin/services", { name: "Signage", slug: "signage", style: "gallery" }));
    const shown = await page("/signage");
    expect(shown.status).toBe(200);
    const done = await call.json("/api/admin/bulk/services", { action: "delete", ids: [service._id.toUpperCase()] });
    expect(done.status).toBe(200);
    expect((await page("/signage")).status).toBe(404);
    // A seeded service's word id, in another case, names it: Web Design (no projects, no link to it) goes and comes back.
    const gone = await call.json("/api/admin/bulk/services", { action: "delete", ids: ["webdesign"] });
    expect({ status: gone.status, message: (await json(gone)).message }).toEqual({ status: 200, message: expect.any(String) });
    expect((await page("/WebDesign")).status).toBe(404);
    expect((await call.json("/api/admin/bulk/services", { action: "restore", ids: ["WEBDESIGN"] })).status).toBe(200);
    expect((await page("/WebDesign")).status).toBe(200);
  });
});

describe("without a valid token", () => {
  const endpoints: Endpoint[] = [
    ["POST", "/api/admin/services", { name: "X", slug: "x", style: "gallery" }],
    ["PATCH", "/api/admin/services/WebDesign", { name: "X" }],
    ["DELETE", "/api/admin/services/WebDesign"],
    ["PUT", "/api/admin/services/order", { ids: [] }],
  ];
  for (const endpoint of endpoints)
    test(`${endpoint[0]} ${endpoint[1]} → 401 with no token and with a forged one`, () => expectUnauthorized(t, endpoint));
});
