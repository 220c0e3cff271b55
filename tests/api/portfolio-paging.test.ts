// The admin's portfolio a page at a time (GET /api/admin/portfolio?tab=&page=): a tab of 400
// items answers 50 light rows a page, every tab still counted; searched (`q`), the tab's matches
// a page at a time, the tabs' counts still whole; and a page put in order, or one
// item moved to the top or bottom (PUT …/:tab/order with a place), leaves the other pages' order intact.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { PORTFOLIO_PAGE_SIZE, PORTFOLIO_SEARCH_MAX } from "../../client/contract/portfolio.ts";
import type { TestApp } from "../support/app.ts";
import { adminApp, json, type api } from "./helpers.ts";

let t: TestApp;
let call: ReturnType<typeof api>;
let tab: string;
const TOTAL = 400;

beforeAll(async () => {
  ({ t, call } = await adminApp());
  tab = (await json(await call.json("/api/admin/portfolio-tabs", { label: "Many" }))).tab._id;
  // 400 items of their own, each with a seeded item's picture, "many 0" first.
  await t.stores.sql`
    insert into portfolio_items (tab, image_key, image_width, image_height, image_blur, title, position)
    select ${tab}, s.image_key, s.image_width, s.image_height, s.image_blur, 'many ' || g, g
    from generate_series(0, ${TOTAL - 1}) g,
      (select image_key, image_width, image_height, image_blur from portfolio_items where image_key is not null limit 1) s`;
}, 180_000);
afterAll(() => t.close());

type Item = { _id: string; title: string };
async function page(search: string) {
  const response = await call.get(`/api/admin/portfolio${search}`);
  expect(response.status).toBe(200);
  return json(response);
}
const titles = (items: Item[]) => items.map((item) => item.title);
const everything = async (): Promise<Item[]> => {
  const pages = Math.ceil(TOTAL / PORTFOLIO_PAGE_SIZE);
  const all = await Promise.all(Array.from({ length: pages }, (_, i) => page(`?tab=${tab}&page=${i + 1}`)));
  return all.flatMap((answer) => answer.items);
};

describe("GET /api/admin/portfolio?tab=&page=", () => {
  test("a tab of 400 answers fifty light rows a page, the last page the rest, with every tab's count", async () => {
    const first = await page(`?tab=${tab}`);
    expect(first.tab).toBe(tab);
    expect(first.total).toBe(TOTAL);
    expect(titles(first.items)).toEqual(Array.from({ length: PORTFOLIO_PAGE_SIZE }, (_, i) => `many ${i}`));
    expect(JSON.stringify(first).length).toBeLessThan(60_000);
    const counts = Object.fromEntries(first.tabs.map((each: { _id: string; count: number }) => [each._id, each.count]));
    expect(counts).toMatchObject({ [tab]: TOTAL, posters: 12, motion: 0, cgi: 9 });
    const last = await page(`?tab=${tab}&page=8`);
    expect(titles(last.items)).toEqual(Array.from({ length: TOTAL - 7 * PORTFOLIO_PAGE_SIZE }, (_, i) => `many ${350 + i}`));
    expect((await page(`?tab=${tab}&page=9`)).items).toEqual([]);
  });

  test("a bad page or tab is refused with a message", async () => {
    for (const search of ["?page=0", "?page=-1", "?page=two", `?tab=${tab}&page=1.5`, "?tab=NOT%20A%20TAB"]) {
      const response = await call.get(`/api/admin/portfolio${search}`);
      expect(response.status).toBe(400);
      expect((await json(response)).message).toBeTruthy();
    }
    const unknown = await call.get("/api/admin/portfolio?tab=nowhere");
    expect(unknown.status).toBe(404);
    expect((await json(unknown)).message).toBe("Tab not found");
  });
});

describe("GET /api/admin/portfolio?tab=&q=", () => {
  let found: string;
  let project: { id: string; title: string };
  beforeAll(async () => {
    found = (await json(await call.json("/api/admin/portfolio-tabs", { label: "Found" }))).tab._id;
    project = (
      await t.stores.sql<{ id: string; title: string }[]>`select id, title from projects where deleted_at is null order by title limit 1`
    )[0]!;
    // Items of their own, and one that stands for a project (no title of its own: the project's shows).
    const own = ["Amber Vase", "amber BOTTLE", "50% off", "50 off", "a_b", "axb", "back\\slash"];
    await t.stores.sql`
      insert into portfolio_items (tab, image_key, image_width, image_height, image_blur, title, position)
      select ${found}, s.image_key, s.image_width, s.image_height, s.image_blur, o.title, o.n
      from unnest(${own}::text[]) with ordinality o(title, n),
        (select image_key, image_width, image_height, image_blur from portfolio_items where image_key is not null limit 1) s`;
    await t.stores.sql`insert into portfolio_items (tab, project_id, position) values (${found}, ${project.id}, 100)`;
  });

  const search = (q: string, on = found) => page(`?tab=${on}&q=${encodeURIComponent(q)}`);

  test("words match titles case-insensitively, in the tab's order; total is the matches, every tab's count stays whole", async () => {
    const amber = await search("  AMBER ");
    expect(titles(amber.items)).toEqual(["Amber Vase", "amber BOTTLE"]);
    expect(amber.total).toBe(2);
    const counts = Object.fromEntries(amber.tabs.map((each: { _id: string; count: number }) => [each._id, each.count]));
    expect(counts).toMatchObject({ [found]: 8, [tab]: TOTAL, posters: 12 });
    expect((await search("no such words")).items).toEqual([]);
    expect((await search("no such words")).total).toBe(0);
    // Blank words are no search: the whole tab.
    expect((await search("   ")).total).toBe(8);
    // Words of another tab's items find nothing here.
    expect((await search("many 1")).total).toBe(0);
  });

  test("an item that stands for a project is found by the project's title", async () => {
    const word = project.title.slice(1, -1);
    const answer = await search(word.toUpperCase());
    expect(answer.items.map((item: { projectId: string | null }) => item.projectId)).toContain(project.id);
    expect(answer.items.every((item: Item) => item.title.toLowerCase().includes(word.toLowerCase()))).toBe(true);
  });

  test("% and _ and the backslash are taken literally", async () => {
    expect(titles((await search("50%")).items)).toEqual(["50% off"]);
    expect(titles((await search("%")).items)).toEqual(["50% off"]);
    expect(titles((await search("a_b")).items)).toEqual(["a_b"]);
    expect(titles((await search("_")).items)).toEqual(["a_b"]);
    expect(titles((await search("k\\s")).items)).toEqual(["back\\slash"]);
  });

  test("the matches of a tab of 400 are paged, fifty at a time", async () => {
    // "many 1", "many 10"–"many 19", "many 100"–"many 199": 111 matches.
    const first = await search("many 1", tab);
    expect(first.total).toBe(111);
    expect(first.items).toHaveLength(PORTFOLIO_PAGE_SIZE);
    const third = await page(`?tab=${tab}&q=many%201&page=3`);
    expect(third.items).toHaveLength(11);
    expect(third.items.every((item: Item) => item.title.startsWith("many 1"))).toBe(true);
  });

  test("a search over the limit is refused with a message", async () => {
    expect((await search("x".repeat(PORTFOLIO_SEARCH_MAX))).total).toBe(0);
    const response = await call.get(`/api/admin/portfolio?tab=${found}&q=${"x".repeat(PORTFOLIO_SEARCH_MAX + 1)}`);
    expect(response.status).toBe(400);
    expect((await json(response)).message).toBe(`The search must be at most ${PORTFOLIO_SEARCH_MAX} characters`);
  });
});

describe("PUT /api/admin/portfolio/:tab/order with a place", () => {
  test("a page put in order, and items moved to the top or bottom, leave the other pages' order intact", async () => {
    const before = await everything();
    const second = before.slice(PORTFOLIO_PAGE_SIZE, 2 * PORTFOLIO_PAGE_SIZE).map((item) => item._id);
    const reversed = [...second].reverse();
    const saved = await call.json(`/api/admin/portfolio/${tab}/order`, { ids: reversed, place: "among" }, "PUT");
    expect(saved.status).toBe(200);
    expect((await json(saved)).items.map((item: Item) => item._id)).toEqual(reversed);
    const after = (await everything()).map((item) => item._id);
    const ids = before.map((item) => item._id);
    expect(after).toEqual([...ids.slice(0, PORTFOLIO_PAGE_SIZE), ...reversed, ...ids.slice(2 * PORTFOLIO_PAGE_SIZE)]);

    // From the last page to the top, and from the first to the bottom.
    const last = after.at(-1)!;
    expect((await call.json(`/api/admin/portfolio/${tab}/order`, { ids: [last], place: "top" }, "PUT")).status).toBe(200);
    const first = after[0]!;
    expect((await call.json(`/api/admin/portfolio/${tab}/order`, { ids: [first], place: "bottom" }, "PUT")).status).toBe(200);
    const moved = (await everything()).map((item) => item._id);
    expect(moved).toEqual([last, ...after.slice(1, -1), first]);

    // Without a place the whole tab is still required; a place must be one of three; ids are live ones of the tab, once each.
    expect((await call.json(`/api/admin/portfolio/${tab}/order`, { ids: second }, "PUT")).status).toBe(400);
    expect((await call.json(`/api/admin/portfolio/${tab}/order`, { ids: second, place: "middle" }, "PUT")).status).toBe(400);
    expect((await call.json(`/api/admin/portfolio/${tab}/order`, { ids: [first, first], place: "top" }, "PUT")).status).toBe(400);
    const poster = (await page("?tab=posters")).items[0]._id;
    expect((await call.json(`/api/admin/portfolio/${tab}/order`, { ids: [poster], place: "top" }, "PUT")).status).toBe(400);
  });
});
