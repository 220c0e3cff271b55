// A service page's projects and a portfolio tab's pieces, a page at a time (client/contract/paging.ts):
// page 1 at the page's own address, later ones at ?page=N (?tab=&page=N) with links either side,
// a 404 past the last page or for a page that is no number, the page data of each page for
// "Load more", the later pages in the sitemap, and the data embedded for hydration bounded
// whatever the catalogue's size.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { LIST_PAGE_SIZE } from "../../client/contract/paging.ts";
import { addPublishedProjects, addToTab } from "../../scripts/bench/catalogue.ts";
import { startTestApp, type TestApp } from "../support/app.ts";

let t: TestApp;
/** The gallery service's own published projects (the sample's) before the catalogue is added. */
let own: number;
/** The same for the portfolio's Brand Guidelines tab. */
let ownOnTab: number;
const ADDED = 60;
const tabOf = (data: { tabs: { slug: string; items: unknown[]; paging: unknown }[] }) => data.tabs.find((tab) => tab.slug === "guidelines")!;

beforeAll(async () => {
  t = await startTestApp();
  own = (await embedded(await t.request("/guidelines"))).data.cards.length;
  ownOnTab = tabOf((await embedded(await t.request("/portfolio"))).data).items.length;
  await addToTab(t.stores.sql, "guidelines", await addPublishedProjects(t.stores.sql, "guidelines", ADDED, "paged"));
  await addPublishedProjects(t.stores.sql, "WebDesign", ADDED, "site");
  t.cache.clear();
}, 180_000);
afterAll(() => t.close());

/** The page data the server embedded for hydration, and its size in bytes. */
async function embedded(response: Response): Promise<{ data: any; bytes: number; html: string }> {
  const html = await response.text();
  const script = /<script type="application\/json" id="page-data">(.*?)<\/script>/s.exec(html)![1]!;
  return { data: JSON.parse(script).result.data, bytes: script.length, html };
}

const linkOf = (html: string, rel: string) => new RegExp(`<link rel="${rel}" href="([^"]+)">`).exec(html)?.[1]?.replaceAll("&amp;", "&") ?? null;
const cardTitles = (html: string) => [...html.matchAll(/service-card__title">([^<]+)</g)].map((m) => m[1]);

describe("long lists, a page at a time", () => {
  test("page 1 shows the first page and links the next; page 2 the next ones, linking both ways", async () => {
    const total = own + ADDED;
    const pages = Math.ceil(total / LIST_PAGE_SIZE);
    const first = await embedded(await t.request("/guidelines"));
    expect(first.data.paging).toEqual({ page: 1, pages, total });
    expect(first.data.cards).toHaveLength(LIST_PAGE_SIZE);
    expect(cardTitles(first.html)).toHaveLength(LIST_PAGE_SIZE);
    expect(linkOf(first.html, "canonical")).toEndWith("/guidelines");
    expect(linkOf(first.html, "prev")).toBeNull();
    expect(linkOf(first.html, "next")).toEndWith("/guidelines?page=2");
    // The link a visitor without scripts follows.
    expect(first.html).toContain('rel="next" href="/guidelines?page=2"');

    const second = await t.request("/guidelines?page=2");
    expect(second.status).toBe(200);
    const page2 = await embedded(second);
    expect(page2.data.paging).toEqual({ page: 2, pages, total });
    expect(page2.data.cards.map((c: { title: string }) => c.title)).not.toContain(first.data.cards[0].title);
    expect(linkOf(page2.html, "canonical")).toEndWith("/guidelines?page=2");
    expect(linkOf(page2.html, "prev")).toEndWith("/guidelines");
    expect(page2.html).toContain("(page 2)</title>");

    const last = await embedded(await t.request(`/guidelines?page=${pages}`));
    expect(last.data.cards).toHaveLength(total - (pages - 1) * LIST_PAGE_SIZE);
    expect(linkOf(last.html, "next")).toBeNull();
    // Every published project is on exactly one page.
    const everyTitle = [];
    for (let page = 1; page <= pages; page++) {
      everyTitle.push(...(await embedded(await t.request(`/guidelines?page=${page}`))).data.cards.map((c: { title: string }) => c.title));
    }
    expect(new Set(everyTitle).size).toBe(total);
  });

  test("a page past the last, or one that is no number, is a 404", async () => {
    const pages = Math.ceil((own + ADDED) / LIST_PAGE_SIZE);
    for (const search of [`?page=${pages + 1}`, "?page=0", "?page=-1", "?page=abc", "?page=02", "?page=1e3", "?page=999999999"]) {
      expect({ search, status: (await t.request(`/guidelines${search}`)).status }).toEqual({ search, status: 404 });
    }
    // A service with one page has no page 2.
    expect((await t.request("/socialmedia?page=2")).status).toBe(404);
  });

  test("the page data of each page, for Load more; a page past the last is a 404 there too", async () => {
    const answer = await t.request("/api/page-data/service/guidelines/2");
    expect(answer.status).toBe(200);
    const { data } = (await answer.json()) as { data: { cards: unknown[]; paging: { page: number } } };
    expect(data.paging.page).toBe(2);
    expect(data.cards).toHaveLength(LIST_PAGE_SIZE);
    expect((await t.request("/api/page-data/service/guidelines/99")).status).toBe(404);
    // Page 1 has one address only.
    expect((await t.request("/api/page-data/service/guidelines/1")).status).toBe(404);
  });

  test("a card service keeps its own cards on every page and pages its projects", async () => {
    const first = await embedded(await t.request("/WebDesign"));
    const second = await embedded(await t.request("/WebDesign?page=2"));
    expect(second.data.cards).toEqual(first.data.cards);
    expect(first.data.projects).toHaveLength(LIST_PAGE_SIZE);
    expect(second.data.projects[0].title).not.toBe(first.data.projects[0].title);
  });

  test("the data sent for hydration stays the size of one page as the catalogue grows", async () => {
    const before = (await embedded(await t.request("/guidelines"))).bytes;
    await addPublishedProjects(t.stores.sql, "guidelines", 300, "more");
    t.cache.clear();
    const after = await embedded(await t.request("/guidelines"));
    expect(after.data.paging.total).toBe(own + ADDED + 300);
    // The counts' digits differ, nothing else.
    expect(after.bytes).toBeLessThan(before * 1.05);
  });

  test("a portfolio tab: each tab's first page, a later page at ?tab=&page=, 404 past its last or without its tab", async () => {
    const total = ownOnTab + ADDED;
    const pages = Math.ceil(total / LIST_PAGE_SIZE);
    const first = await embedded(await t.request("/portfolio"));
    expect(tabOf(first.data).items).toHaveLength(LIST_PAGE_SIZE);
    expect(tabOf(first.data).paging).toEqual({ page: 1, pages, total });
    // Every tab sends one page at most.
    for (const tab of first.data.tabs) expect(tab.items.length).toBeLessThanOrEqual(LIST_PAGE_SIZE);
    expect(linkOf(first.html, "canonical")).toEndWith("/portfolio");

    const second = await embedded(await t.request("/portfolio?tab=guidelines&page=2"));
    expect(tabOf(second.data).paging).toEqual({ page: 2, pages, total });
    expect(tabOf(second.data).items[0]).not.toEqual(tabOf(first.data).items[0]);
    expect(linkOf(second.html, "canonical")).toEndWith("/portfolio?tab=guidelines&page=2");
    expect(linkOf(second.html, "prev")).toEndWith("/portfolio?tab=guidelines");
    expect(second.html).toContain('aria-selected="true"');
    expect(second.html.replaceAll("<!-- -->", "")).toContain("Pieces 25–48 of");

    for (const search of [`?tab=guidelines&page=${pages + 1}`, "?page=2", "?tab=nope&page=2", "?tab=guidelines&page=x"]) {
      expect({ search, status: (await t.request(`/portfolio${search}`)).status }).toEqual({ search, status: 404 });
    }
    const answer = await t.request("/api/page-data/portfolio/guidelines/2");
    expect(answer.status).toBe(200);
    expect(tabOf(((await answer.json()) as { data: never }).data).paging).toMatchObject({ page: 2 });
    expect((await t.request(`/api/page-data/portfolio/guidelines/${pages + 1}`)).status).toBe(404);
  });

  test("a tab's pages hold each shown piece once, in order, drafts left out before the page is cut", async () => {
    const sql = t.stores.sql;
    // Drafts first on the tab: read as a page and then cut, they would take its first slots.
    const drafts = await addPublishedProjects(sql, "WebDesign", 5, "hidden-draft");
    await sql`update projects set status = 'draft' where id = any(${drafts}::uuid[])`;
    await sql`insert into portfolio_items ${sql(drafts.map((id, i) => ({ tab: "guidelines", project_id: id, position: -10 + i })))}`;
    t.cache.clear();
    const total = ownOnTab + ADDED;
    const pages = Math.ceil(total / LIST_PAGE_SIZE);
    const seen: string[] = [];
    for (let page = 1; page <= pages; page++) {
      const search = page === 1 ? "?tab=guidelines" : `?tab=guidelines&page=${page}`;
      const tab = tabOf((await embedded(await t.request(`/portfolio${search}`))).data);
      expect(tab.paging).toEqual({ page, pages, total });
      expect(tab.items).toHaveLength(page < pages ? LIST_PAGE_SIZE : total - (pages - 1) * LIST_PAGE_SIZE);
      seen.push(...(tab.items as { title: string }[]).map((item) => item.title));
    }
    expect(new Set(seen).size).toBe(total);
    expect(seen.filter((title) => title.startsWith("hidden-draft"))).toEqual([]);
    // The catalogue's pieces in the tab's order, after the sample's own.
    const added = seen.filter((title) => title.startsWith("paged "));
    expect(added).toEqual(Array.from({ length: ADDED }, (_, i) => `paged ${i + 1}`));
    await sql`delete from portfolio_items where project_id = any(${drafts}::uuid[])`;
    t.cache.clear();
  });

  test("the sitemap lists every later page of a service, and no page past the last", async () => {
    const xml = await (await t.request("/sitemap.xml")).text();
    const pages = Math.ceil((own + ADDED + 300) / LIST_PAGE_SIZE);
    expect(xml).toContain(`/guidelines?page=2</loc>`);
    expect(xml).toContain(`/guidelines?page=${pages}</loc>`);
    expect(xml).not.toContain(`/guidelines?page=${pages + 1}</loc>`);
    expect(xml).not.toContain("/socialmedia?page=2");
    expect(xml).toContain("/portfolio?tab=guidelines&amp;page=2</loc>");
  });
});
