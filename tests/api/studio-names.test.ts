// The studio renamed after it started empty: its plain words were built from the first name, so
// the pages and tabs that still say it are listed, and a replace puts the new names there, in a
// waiting draft too, each page's history keeping the words it had (src/features/studio/earlier-names.ts).
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { STUDIO_NAME_MESSAGES } from "../../client/contract/studio-names.ts";
import type { NameMention } from "../../client/contract/studio-names.ts";
import { adminToken } from "../support/admin-api.ts";
import { startTestApp, type TestApp } from "../support/app.ts";
import { api, expectUnauthorized, json } from "./helpers.ts";

let t: TestApp;
let call: ReturnType<typeof api>;

const first = { name: "Kite & Kiln", fullName: "Kite & Kiln Studio" };
const renamed = { name: "Harbour Clay", fullName: "Harbour Clay Works" };
const earlierQuery = (names: { name: string; fullName: string }) => `/api/admin/studio/earlier-names?${new URLSearchParams(names)}`;

const rename = async (names: { name: string; fullName: string }) => {
  const { studio, version } = await json(await call.get("/api/admin/studio"));
  const saved = await call.json("/api/admin/studio", { ...studio, ...names, version }, "PUT");
  expect(saved.status).toBe(200);
};
const mentionsOf = async (names: { name: string; fullName: string }): Promise<NameMention[]> => {
  const response = await call.get(earlierQuery(names));
  expect(response.status).toBe(200);
  return (await json(response)).mentions;
};
const page = async (key: string) => (await json(await call.get(`/api/admin/pages/${key}`))).page;
const html = async (path: string) => (await t.request(path)).text();

beforeAll(async () => {
  t = await startTestApp({ sampleContent: "none" });
  call = api(t, await adminToken(t));
  const { studio } = await json(await call.get("/api/admin/setup"));
  const setup = await call.json("/api/admin/setup", { ...studio, ...first, start: "empty" });
  expect(setup.status).toBe(200);
}, 180_000);
afterAll(() => t.close());

describe("the studio's earlier names in its pages", () => {
  test("after a rename, the places still naming the studio as before are listed; a replace puts the new names there, drafts too, kept in each page's history", async () => {
    // A draft the owner has not published yet names the studio too.
    const home = await page("home");
    const draft = { ...home.published, hero: { ...home.published.hero, intro: "Kite & Kiln Studio draws for a living. Still a draft." } };
    expect((await call.json("/api/admin/pages/home/draft", { version: home.version, content: draft }, "PUT")).status).toBe(200);
    expect(await mentionsOf(first)).toEqual([]);

    await rename(renamed);
    // The names looked for, as the offer's heading quotes them: the longer first.
    expect((await json(await call.get(earlierQuery(first)))).names).toEqual(["Kite & Kiln Studio", "Kite & Kiln"]);
    const mentions = await mentionsOf(first);
    const labels = mentions.map((mention) => mention.label);
    // Every page the plain words were written for, and every tab's intro ("Posters by Kite & Kiln Studio.").
    expect(labels.slice(0, 2)).toEqual(["Home page", "Portfolio page"]);
    expect(labels).toContain("Contact page");
    expect(labels.filter((label) => label.startsWith("Service page: ")).length).toBeGreaterThan(0);
    expect(labels.filter((label) => label.startsWith("Portfolio tab: ")).length).toBeGreaterThan(0);
    expect(mentions.every((mention) => mention.count > 0)).toBe(true);
    expect(mentions.find((mention) => mention.label === "Portfolio page")).toMatchObject({ path: "/portfolio" });
    expect(await html("/")).toContain("Kite &amp; Kiln");

    const replacing = await call.json("/api/admin/studio/earlier-names/replace", first);
    expect(replacing.status).toBe(200);
    const replaced = await json(replacing);
    const total = mentions.reduce((sum, mention) => sum + mention.count, 0);
    expect(replaced).toMatchObject({ places: mentions.length, replaced: total, message: STUDIO_NAME_MESSAGES.replaced(total, mentions.length) });

    expect(await mentionsOf(first)).toEqual([]);
    for (const path of ["/", "/portfolio", "/contact"]) {
      const shown = await html(path);
      expect(`${path}: ${shown.includes("Kite &amp; Kiln")}`).toBe(`${path}: false`);
    }
    expect(await html("/")).toContain("Harbour Clay Works");
    const after = await page("home");
    expect(after.draft.hero.intro).toBe("Harbour Clay Works draws for a living. Still a draft.");
    expect(after.published.about.heading).toBe("This is Harbour Clay");
    const { tabs } = await json(await call.get("/api/admin/portfolio-tabs"));
    expect(tabs.map((tab: { intro: string }) => tab.intro)).toContain("Posters by Harbour Clay Works.");
    // The history keeps the words as they were: the newest revision says what replaced what.
    const { revisions } = await json(await call.get("/api/admin/revisions/page:home"));
    expect(revisions[0].summary).toBe("Put the studio's name now in place of “Kite & Kiln Studio” and “Kite & Kiln”");
    expect(revisions[0].changes.find((change: { path: string }) => change.path === "about.heading")).toMatchObject({
      before: "This is Kite & Kiln",
      after: "This is Harbour Clay",
    });
    const [line] = (await json(await call.get("/api/admin/activity?limit=1"))).entries;
    expect(line.summary).toBe(`Replaced the studio's earlier name ${STUDIO_NAME_MESSAGES.times(total)} on ${mentions.length} pages`);

    // Once more: nothing is left to replace.
    expect(await json(await call.json("/api/admin/studio/earlier-names/replace", first))).toMatchObject({
      places: 0,
      replaced: 0,
      message: STUDIO_NAME_MESSAGES.noneLeft,
    });
  });

  test("words a longer name would take over their limit are named, and no place changes", async () => {
    const portfolio = await page("portfolio");
    const description = `Harbour Clay Works ${"x".repeat(300 - "Harbour Clay Works ".length)}`;
    const content = { ...portfolio.published, description };
    const saved = await json(await call.json("/api/admin/pages/portfolio/draft", { version: portfolio.version, content }, "PUT"));
    expect((await call.json("/api/admin/pages/portfolio/publish", { version: saved.page.version })).status).toBe(200);
    await rename({ name: "Harbour", fullName: "Harbour Clay Works and Kilns" });
    const before = await mentionsOf(renamed);
    expect(before.find((mention) => mention.label === "Portfolio page")?.count).toBeGreaterThan(0);

    const refused = await call.json("/api/admin/studio/earlier-names/replace", renamed);
    expect(refused.status).toBe(400);
    expect((await json(refused)).message).toBe(
      STUDIO_NAME_MESSAGES.tooLong("Portfolio page", "Description for search engines must be at most 300 characters"),
    );
    expect(await mentionsOf(renamed)).toEqual(before);
  });

  test("the names the studio has now, or none, are refused with a reason", async () => {
    const { studio } = await json(await call.get("/api/admin/studio"));
    const same = await call.json("/api/admin/studio/earlier-names/replace", { name: studio.name, fullName: studio.fullName });
    expect([same.status, (await json(same)).message]).toEqual([400, STUDIO_NAME_MESSAGES.sameNames]);
    const none = await call.get("/api/admin/studio/earlier-names");
    expect(none.status).toBe(400);
    expect((await json(none)).message).toMatch(/^Earlier (short|full) name/);
    expect(await mentionsOf({ name: studio.name, fullName: studio.fullName })).toEqual([]);
  });

  for (const endpoint of [
    ["GET", earlierQuery(first)],
    ["POST", "/api/admin/studio/earlier-names/replace", first],
  ] as const) {
    test(`${endpoint[0]} ${endpoint[1].split("?")[0]} → 401 with no token and with a forged one`, () => expectUnauthorized(t, [...endpoint]));
  }
});
