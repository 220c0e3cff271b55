// The dashboard's counts and recent drafts (issue 23): beside the logo and review grids, how many
// projects are published and drafted, portfolio items, service cards and pages with unpublished
// changes, and the newest drafts linking to their editors.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { TestApp } from "../support/app.ts";
import { adminApp, type api, json } from "./helpers.ts";

let t: TestApp;
let call: ReturnType<typeof api>;

beforeAll(async () => ({ t, call } = await adminApp()), 60_000);
afterAll(() => t.close());

const dashboard = async () => (await json(await call.get("/api/admin/dashboard"))).dashboardData;

describe("GET /api/admin/dashboard", () => {
  test("counts every kind of content and follows the owner's changes", async () => {
    const before = await dashboard();
    expect(before.counts.projects).toEqual({ published: 30, draft: 0 });
    const count = async (query: Promise<{ n: number }[]>) => (await query)[0]!.n;
    const items = await count(t.stores.sql<{ n: number }[]>`select count(*)::int as n from portfolio_items where deleted_at is null`);
    const cards = await count(t.stores.sql<{ n: number }[]>`select count(*)::int as n from service_cards where deleted_at is null`);
    expect(before.counts).toMatchObject({ portfolioItems: items, serviceCards: cards, pagesWithDrafts: 0, newEnquiries: 0 });
    expect(before.recentDrafts).toEqual([]);

    const created = await json(await call.json("/api/admin/projects", { title: "Dashboard Draft", family: "guidelines", tabs: ["brochure"] }));
    const after = await dashboard();
    expect(after.counts.projects).toEqual({ published: 30, draft: 1 });
    expect(after.counts.portfolioItems).toBe(items + 1);
    expect(after.recentDrafts[0]).toMatchObject({ kind: "project", title: "Dashboard Draft", path: `/admin/projects/${created.project._id}` });
  });

  test("lists pages with unpublished changes, newest first, linking to their editors", async () => {
    const [home] = await t.stores.sql<{ key: string }[]>`select key from documents where key = 'home'`;
    if (!home) await t.stores.sql`insert into documents (key, published) values ('home', '{}')`;
    await t.stores.sql`update documents set draft = published, updated_at = now() where key = 'home'`;
    const data = await dashboard();
    expect(data.counts.pagesWithDrafts).toBe(1);
    expect(data.recentDrafts[0]).toMatchObject({ kind: "page", title: "Home page", path: "/admin/pages/home" });
    expect(data.recentDrafts[1]).toMatchObject({ kind: "project", title: "Dashboard Draft" });
  });

  test("a project's page edited in place counts as a page with unpublished changes, linking to it in edit mode", async () => {
    const boat = (await json(await call.get("/api/admin/projects"))).projects.find((project: { slug: string }) => project.slug === "boat");
    const { page } = await json(await call.get(`/api/admin/projects/${boat._id}/page`));
    const saved = await call.json(
      `/api/admin/projects/${boat._id}/page/draft`,
      { version: page.version, content: { ...page.published, tagline: "Waiting" } },
      "PUT",
    );
    expect(saved.status).toBe(200);
    const data = await dashboard();
    expect(data.counts.pagesWithDrafts).toBe(2);
    expect(data.recentDrafts[0]).toMatchObject({ kind: "page", title: `Project page: ${boat.title}`, path: "/productvisualization/boat#edit" });
  });
});
