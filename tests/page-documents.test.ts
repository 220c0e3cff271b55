// The public pages show the page documents as published: a changed row (written here directly,
// as a publish leaves it) reaches visitors once the pages' cache is dropped, on the page it
// belongs to and, for the site document, on every page. None of the copy is left in client/.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { Glob } from "bun";
import { join } from "node:path";
import type { DocumentKey, DocumentMap } from "../client/contract/documents/registry.ts";
import { seedDocuments } from "../src/features/seed/documents.ts";
import { adminToken } from "./support/admin-api.ts";
import { startTestApp, type TestApp } from "./support/app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 180_000);
afterAll(() => t.close());

async function publish<K extends DocumentKey>(key: K, content: DocumentMap[K]) {
  await t.stores.sql`
    insert into documents (key, published) values (${key}, ${t.stores.sql.json(content as never)})
    on conflict (key) do update set published = excluded.published, version = documents.version + 1`;
}

const html = async (path: string) => (await t.request(path)).text();

describe("published page documents", () => {
  test("a changed hero line and counter show on the home page once the cache is dropped", async () => {
    const before = await html("/");
    expect(before).toContain(seedDocuments.home.hero.intro);
    const home = structuredClone(seedDocuments.home);
    home.hero.intro = "Fresh words from the owner, published a moment ago.";
    home.counters[0]!.target = 300;
    await publish("home", home);

    // Cached until a publish drops the pages' tag.
    expect(await html("/")).toContain(seedDocuments.home.hero.intro);
    t.cache.drop(["pages"]);
    const after = await html("/");
    expect(after).toContain("Fresh words from the owner, published a moment ago.");
    expect(after).not.toContain(seedDocuments.home.hero.intro);
    expect(after).toContain("300+ projects delivered");
  });

  test("a changed FAQ answer and hero image show on its service page", async () => {
    const page = structuredClone(seedDocuments["service-WebDesign"]);
    page.knowMore.faqs[0]!.answer = "Two weeks, start to finish, for most sites.";
    page.hero = { image: { key: "/images/about", width: 1600, height: 2000, blur: "" }, alt: "A new hero" };
    await publish("service-WebDesign", page);
    t.cache.drop(["pages"]);
    const after = await html("/WebDesign");
    expect(after).toContain("Two weeks, start to finish, for most sites.");
    expect(after).toMatch(/<img[^>]*src="\/images\/about-960.webp"[^>]*alt="A new hero"/);
    expect(after).not.toContain("/images/services/webdesign/hero-960.webp");
  });

  test("the site document reaches every page: the footer, the 404; a service's name (the services list's) the menu of skills and its title", async () => {
    const site = structuredClone(seedDocuments.site);
    const token = await adminToken(t);
    const renamed = await t.request("/api/admin/services/WebDesign", {
      method: "PATCH",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify({ name: "Websites" }),
    });
    expect(renamed.status).toBe(200);
    site.tagline = "Bold ideas, built to last.";
    site.notFound.title = "Nothing here any more.";
    await publish("site", site);
    t.cache.drop(["pages"]);
    const home = await html("/");
    expect(home).toContain('<span class="skill__name">Websites</span>');
    expect(home).toContain('<p class="site-footer__about">Bold ideas, built to last.</p>');
    expect(await html("/WebDesign")).toMatch(/<title>Websites \| /);
    const missing = await t.request("/no-such-page");
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain("Nothing here any more.");
  });
});

test("a draft saved and published through the admin API reaches the page at once; the draft alone does not", async () => {
  const token = await adminToken(t);
  const call = (path: string, method: string, body: unknown) =>
    t.request(path, { method, headers: { authorization: `Bearer ${token}`, "content-type": "application/json" }, body: JSON.stringify(body) });
  const { page } = await (await t.request("/api/admin/pages/portfolio", { headers: { authorization: `Bearer ${token}` } })).json();
  const draft = structuredClone(seedDocuments.portfolio);
  draft.hero.intro = "Work, published from the admin";
  const saved = await call("/api/admin/pages/portfolio/draft", "PUT", { version: page.version, content: draft });
  expect(saved.status).toBe(200);
  expect(await html("/portfolio")).toContain(seedDocuments.portfolio.hero.intro);
  const published = await call("/api/admin/pages/portfolio/publish", "POST", { version: (await saved.json()).page.version });
  expect(published.status).toBe(200);
  const after = await html("/portfolio");
  expect(after).toContain("Work, published from the admin");
  expect(after).not.toContain(seedDocuments.portfolio.hero.intro);
});

test("no file under client/ holds the page copy", async () => {
  const copy = [
    seedDocuments.home.hero.intro,
    seedDocuments.home.caseStudy.heading,
    seedDocuments.portfolio.hero.intro,
    seedDocuments["service-WebDesign"].knowMore.faqs[0]!.answer,
    seedDocuments["service-photomanupulation"].intro,
    seedDocuments.site.customRequests.text,
    seedDocuments.site.notFound.text,
  ];
  const root = join(import.meta.dir, "../client");
  const found: string[] = [];
  for await (const file of new Glob("**/*.{ts,tsx,css,html,json}").scan(root)) {
    const text = await Bun.file(join(root, file)).text();
    for (const line of copy) if (text.includes(line)) found.push(`${file}: ${line}`);
  }
  expect(found).toEqual([]);
});
