// The portfolio endpoints (src/features/portfolio/routes.ts), with good and bad input, and what
// the public read then shows.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { portfolioTabsPage } from "../../src/features/portfolio/tab-page.ts";
import type { TestApp } from "../support/app.ts";
import { adminApp, type api, expectUnauthorized, imageFile, json, overLimitFile, textFileNamedPng, type Endpoint, UNKNOWN_ID } from "./helpers.ts";

let t: TestApp;
let call: ReturnType<typeof api>;

beforeAll(async () => ({ t, call } = await adminApp()), 60_000);
afterAll(() => t.close());

type Item = {
  _id: string;
  tab: string;
  title: string;
  caption: string;
  alt: string;
  link: string | null;
  projectId: string | null;
  image: { src: string };
};
const tabItems = async (tab: string): Promise<Item[]> => (await json(await call.get(`/api/admin/portfolio?tab=${tab}`))).items;
const publicItems = async (tab: string) => (await portfolioTabsPage(t.stores.sql))!.find((x) => x.slug === tab)!.items;
const bucket = () => t.storedObjects();

describe("GET /api/admin/portfolio", () => {
  test("lists the six tabs in order with the seeded items; a project's item shows that project's cover and words", async () => {
    const answer = await json(await call.get("/api/admin/portfolio"));
    expect(answer.tabs.map((tab: { label: string }) => tab.label)).toEqual(["Posters", "Motion", "CGI", "Stills", "Brand Guidelines", "Brochure"]);
    expect(answer.tabs.map((tab: { count: number }) => tab.count)).toEqual([12, 0, 9, 9, 8, 6]);
    // Without a tab named, the first tab's first page.
    expect(answer).toMatchObject({ tab: "posters", total: 12 });
    const boat = (await tabItems("cgi"))[0]!;
    expect(boat).toMatchObject({
      title: "Speed Boat",
      caption: "Fibreglass hull, studio water",
      link: "/productvisualization/boat",
      alt: "Speed Boat",
    });
    const project = (await json(await call.get(`/api/admin/projects/${boat.projectId}`))).project;
    expect(boat.image).toEqual(project.cover);
    expect(answer.items[0]).toMatchObject({ title: "Neon Monsoon", caption: "Festival key art", link: null, projectId: null });
  });
});

describe("POST /api/admin/portfolio/:tab/items", () => {
  test("an item of its own: 201, first in its tab, its image as variants, shown publicly", async () => {
    const response = await call.form("/api/admin/portfolio/posters/items", {
      image: await imageFile("p.png", 800, 1000),
      title: "  Iron Bloom ",
      caption: "Gig poster",
      link: "https://example.com/gig",
    });
    const item = await call.created(response, "item");
    expect(item).toMatchObject({
      tab: "posters",
      title: "Iron Bloom",
      caption: "Gig poster",
      alt: "Iron Bloom",
      link: "https://example.com/gig",
      projectId: null,
    });
    expect(item.image.src).toMatch(/^\/media\/portfolio\/[0-9a-f-]{36}\/800\.webp$/);
    expect((await tabItems("posters"))[0]!._id).toBe(item._id);
    expect((await publicItems("posters"))[0]!.title).toBe("Iron Bloom");
  });

  test("an item that stands for a draft project is listed for the owner but not shown publicly", async () => {
    const project = (await json(await call.json("/api/admin/projects", { title: "Secret Render", family: "productvisualization" }))).project;
    await call.form(`/api/admin/projects/${project._id}/images`, { image: await imageFile(), alt: "A render" });
    const response = await call.form("/api/admin/portfolio/cgi/items", { projectId: project._id });
    const item = await call.created(response, "item");
    expect(item).toMatchObject({ title: "Secret Render", link: "/productvisualization/secret-render", projectId: project._id });
    expect((await publicItems("cgi")).map((i) => i._id)).not.toContain(item._id);
    await call.json(`/api/admin/projects/${project._id}`, { status: "published" }, "PATCH");
    expect((await publicItems("cgi"))[0]!._id).toBe(item._id);
  });

  test.each([
    ["posters", { title: "No image" }, 400, "Please choose an image"],
    ["posters", { caption: "No title" }, 400, "Title is required"],
    ["posters", { title: "x".repeat(121) }, 400, "Title must be at most 120 characters"],
    [
      "posters",
      { title: "Bad link", link: "javascript:alert(1)" },
      400,
      "Link must be a path on this site (starting with /) or a full http(s):// address",
    ],
    [
      "posters",
      { title: "Bad link", link: "//evil.example" },
      400,
      "Link must be a path on this site (starting with /) or a full http(s):// address",
    ],
    ["posters", { title: "Ctl\u0007" }, 400, "Title must not contain control characters"],
    ["posters", { projectId: UNKNOWN_ID }, 400, "Project not found"],
    ["posters", { projectId: "not-a-uuid" }, 400, "Project id is missing or invalid"],
    ["motion", { title: "Film" }, 400, "This tab shows films: add them on its board (an uploaded video or a YouTube or Vimeo link)"],
    ["nope", { title: "Tab" }, 404, "Tab not found"],
  ])("%s %j → %d", async (tab, fields, status, message) => {
    const response = await call.form(`/api/admin/portfolio/${tab}/items`, fields as Record<string, string>);
    expect(response.status).toBe(status);
    expect((await json(response)).message).toEqual(message);
  });

  test("a text file named .png (415) and an oversized file (413) store nothing", async () => {
    const before = (await bucket()).length;
    expect((await call.form("/api/admin/portfolio/posters/items", { image: textFileNamedPng(), title: "Text" })).status).toBe(415);
    expect((await call.form("/api/admin/portfolio/posters/items", { image: overLimitFile(), title: "Huge" })).status).toBe(413);
    expect((await bucket()).length).toBe(before);
  });

  test("hostile text is stored as text", async () => {
    const title = `"><svg onload=alert(1)> ${"'".repeat(3)}; drop table logos; --`;
    const { item } = await json(
      await call.form("/api/admin/portfolio/brochure/items", { image: await imageFile(), title, caption: "</script><script>alert(2)</script>" }),
    );
    expect(item.title).toBe(title);
    expect(item.caption).toBe("</script><script>alert(2)</script>");
  });
});

describe("PATCH and DELETE /api/admin/portfolio/items/:id", () => {
  test("edits words, replaces the image (the old objects go, and the old image's alt text), clears the caption", async () => {
    const { item } = await json(
      await call.form("/api/admin/portfolio/stills/items", {
        image: await imageFile(),
        title: "Before",
        caption: "Old caption",
        alt: "A grey square",
      }),
    );
    expect(item.alt).toBe("A grey square");
    const oldPrefix = item.image.src.replace(/^\/media\//, "").replace(/\/[^/]+$/, "");
    const response = await call.form(
      `/api/admin/portfolio/items/${item._id}`,
      { title: "After", caption: "", image: await imageFile("n.png", 600, 600, "#ff0000") },
      {},
      "PATCH",
    );
    expect(response.status).toBe(200);
    const updated = (await json(response)).item;
    // No alt text sent with the new image: the title stands in, never the old image's words.
    expect(updated).toMatchObject({ title: "After", caption: "", alt: "After" });
    expect(updated.image.src).not.toBe(item.image.src);
    expect((await bucket()).some((key) => key.startsWith(oldPrefix + "/"))).toBe(false);
    const untouched = await json(await call.form(`/api/admin/portfolio/items/${item._id}`, { alt: "A new alt" }, {}, "PATCH"));
    expect(untouched.item).toMatchObject({ title: "After", alt: "A new alt", image: updated.image });
  }, 90_000);

  test("a blank title is refused on an item of its own, and falls back to the project's on a project item", async () => {
    const own = (await tabItems("posters"))[0]!;
    const refused = await call.form(`/api/admin/portfolio/items/${own._id}`, { title: "" }, {}, "PATCH");
    expect([refused.status, (await json(refused)).message]).toEqual([400, "Title is required"]);
    const projectItem = (await tabItems("guidelines"))[0]!;
    const renamed = await json(await call.form(`/api/admin/portfolio/items/${projectItem._id}`, { title: "Shown differently" }, {}, "PATCH"));
    expect(renamed.item.title).toBe("Shown differently");
    const back = await json(await call.form(`/api/admin/portfolio/items/${projectItem._id}`, { title: "" }, {}, "PATCH"));
    expect(back.item.title).toBe(projectItem.title);
  });

  test("unknown and malformed ids; delete moves to the trash", async () => {
    expect((await call.form(`/api/admin/portfolio/items/${UNKNOWN_ID}`, { title: "x" }, {}, "PATCH")).status).toBe(404);
    expect((await call.form("/api/admin/portfolio/items/123", { title: "x" }, {}, "PATCH")).status).toBe(400);
    const victim = (await tabItems("brochure"))[0]!;
    expect(await json(await call.delete(`/api/admin/portfolio/items/${victim._id}`))).toMatchObject({
      trashed: { collection: "portfolio-items", id: victim._id },
    });
    expect((await tabItems("brochure")).map((i) => i._id)).not.toContain(victim._id);
    expect((await publicItems("brochure")).map((i) => i._id)).not.toContain(victim._id);
    expect((await call.delete(`/api/admin/portfolio/items/${victim._id}`)).status).toBe(404);
  });
});

describe("PUT /api/admin/portfolio/:tab/order", () => {
  test("reorders a tab; an incomplete list is refused", async () => {
    const ids = (await tabItems("guidelines")).map((i) => i._id).reverse();
    const answer = await json(await call.json("/api/admin/portfolio/guidelines/order", { ids }, "PUT"));
    expect(answer.items.map((i: Item) => i._id)).toEqual(ids);
    expect((await publicItems("guidelines")).map((i) => i._id)).toEqual(ids);
    expect((await call.json("/api/admin/portfolio/guidelines/order", { ids: ids.slice(2) }, "PUT")).status).toBe(400);
    expect((await call.json("/api/admin/portfolio/guidelines/order", { ids: [1, 2] }, "PUT")).status).toBe(400);
  });
});

describe("without a valid token", () => {
  const endpoints: Endpoint[] = [
    ["GET", "/api/admin/portfolio"],
    ["POST", "/api/admin/portfolio/posters/items"],
    ["PATCH", `/api/admin/portfolio/items/${UNKNOWN_ID}`],
    ["DELETE", `/api/admin/portfolio/items/${UNKNOWN_ID}`],
    ["PUT", "/api/admin/portfolio/posters/order", { ids: [] }],
  ];
  for (const endpoint of endpoints)
    test(`${endpoint[0]} ${endpoint[1]} → 401 with no token and with a forged one`, () => expectUnauthorized(t, endpoint));
});
