// The links API (src/features/links/): the pages the picker offers, the places that link to a
// project, the links that lead to a 404 and the fix of one place, against the seeded site.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { LinkUse, SitePage } from "../../client/contract/links.ts";
import type { TestApp } from "../support/app.ts";
import { adminApp, type api, imageFile, json } from "./helpers.ts";

let t: TestApp;
let call: ReturnType<typeof api>;

beforeAll(async () => ({ t, call } = await adminApp()), 60_000);
afterAll(() => t.close());

const CASE_STUDY = "/animation/northwind-audio";
const projectId = async (slug: string) => (await t.stores.sql<{ id: string }[]>`select id from projects where slug = ${slug}`)[0]!.id;
const dead = async (): Promise<LinkUse[]> => (await json(await call.get("/api/admin/links/dead"))).uses;
const usesOf = async (id: string): Promise<LinkUse[]> => (await json(await call.get(`/api/admin/links/project/${id}`))).uses;

describe("the links API", () => {
  test("is the owner's alone", async () => {
    for (const path of ["/api/admin/links/pages", "/api/admin/links/dead", `/api/admin/links/to?path=${CASE_STUDY}`]) {
      expect((await t.request(path)).status).toBe(401);
    }
    const fix = await t.request("/api/admin/links/fix", { method: "POST", headers: { "content-type": "application/json" }, body: "{}" });
    expect(fix.status).toBe(401);
  });

  test("the picker lists the site's pages, the services by their names and each published project", async () => {
    const pages: SitePage[] = (await json(await call.get("/api/admin/links/pages"))).pages;
    expect(pages.slice(0, 3).map((page) => page.path)).toEqual(["/", "/portfolio", "/contact"]);
    expect(pages.find((page) => page.path === "/WebDesign")).toMatchObject({ label: "Web Design", group: "Services" });
    expect(pages.find((page) => page.path === CASE_STUDY)).toMatchObject({ label: "Northwind Audio", group: "Projects" });
  });

  test("a fresh site has no dead link, and the case study's button is found as linking to its project", async () => {
    expect(await dead()).toEqual([]);
    const uses = await usesOf(await projectId("northwind-audio"));
    expect(uses).toEqual([
      {
        id: "document:home:caseStudy/link",
        where: "Home page › Case study › Button link",
        target: CASE_STUDY,
        edit: "/admin/pages/home",
        removable: true,
        fixable: true,
      },
    ]);
  });

  test("an item linking to a project made a draft is a dead link until it is pointed elsewhere; the fix checks what it replaces", async () => {
    const item = await call.created(
      await call.form("/api/admin/portfolio/posters/items", { image: await imageFile(), title: "Boat poster", link: "/productvisualization/boat" }),
      "item",
    );
    const boat = await projectId("boat");
    expect((await call.json(`/api/admin/projects/${boat}`, { status: "draft" }, "PATCH")).status).toBe(200);

    const [use] = await dead();
    expect(use).toMatchObject({ id: `portfolio:${item._id}`, where: "Portfolio › Posters › “Boat poster”", target: "/productvisualization/boat" });

    // Pointed at a page that is not there: refused, nothing changes.
    const nowhere = await call.json("/api/admin/links/fix", { use: use!.id, from: use!.target, to: "/productvisualization/no-such-thing" });
    expect(nowhere.status).toBe(400);
    expect((await json(nowhere)).message).toBe("That page does not exist on the site: choose one from the list");
    // Made from a stale copy: refused.
    expect((await call.json("/api/admin/links/fix", { use: use!.id, from: "/portfolio", to: "/contact" })).status).toBe(409);

    const fixed = await call.json("/api/admin/links/fix", { use: use!.id, from: use!.target, to: "/portfolio" });
    expect(fixed.status).toBe(200);
    expect(await dead()).toEqual([]);
    const posters = await json(await call.get("/api/admin/portfolio?tab=posters"));
    expect(posters.items.find((entry: { _id: string }) => entry._id === item._id).link).toBe("/portfolio");
  });

  test("removing the case study's link publishes the home page without it, kept as a revision; the public page no longer links there", async () => {
    const id = await projectId("northwind-audio");
    const [use] = await usesOf(id);
    const removed = await call.json("/api/admin/links/fix", { use: use!.id, from: use!.target, to: "" });
    expect(removed.status).toBe(200);
    expect(await usesOf(id)).toEqual([]);
    const home = await (await t.request("/")).text();
    expect(home).not.toContain(`href="${CASE_STUDY}"`);
    const { page } = await json(await call.get("/api/admin/pages/home"));
    expect(page.published.caseStudy.link).toBe("");
    // Only a link field is changed this way, never another text at that place.
    const other = await call.json("/api/admin/links/fix", { use: "document:home:caseStudy/button", from: "See the case study", to: "/contact" });
    expect(other.status).toBe(409);
  });

  test("a path no route knows is dead; a project's earlier address (301 to it) and another spelling of a page are not", async () => {
    const add = async (title: string, link: string) => {
      const response = await call.form("/api/admin/portfolio/stills/items", { image: await imageFile(), title, link });
      expect(response.status).toBe(201);
    };
    const shadows = await projectId("shadows");
    expect((await call.json(`/api/admin/projects/${shadows}`, { slug: "long-shadows" }, "PATCH")).status).toBe(200);
    await add("Old address", "/photomanupulation/shadows");
    await add("Other spelling", "/WEBDESIGN/?from=home#work");
    await add("Nowhere", "/no-such-page");
    expect((await dead()).map((use) => use.where)).toEqual(["Portfolio › Stills › “Nowhere”"]);
    // The renamed project's old address still counts as linking to it.
    expect((await usesOf(shadows)).map((use) => use.where)).toEqual(["Portfolio › Stills › “Old address”"]);
  });
});
