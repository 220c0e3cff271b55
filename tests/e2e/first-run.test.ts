// The first run, as a new owner meets it: the first sign-in opens the setup instead of the
// dashboard; "start empty" leaves a site with no sample record, picture or text on any public page
// or in the sitemap, no spinner and no dead internal link, at a phone's and a desktop's width; one
// Undo brings the sample back with its texts; after emptying the trash the bucket holds nothing;
// a finished setup does not come back. "Start from the sample" keeps the sample.
import { describe, expect, test } from "bun:test";
import type { Page } from "playwright-core";
import { neutralDocuments } from "../../src/features/seed/neutral-documents.ts";
import { seedDocuments } from "../../src/features/seed/documents.ts";
import { seedCards, seedProjects, seedStudio } from "../../src/features/seed/content.ts";
import { adminToken, pngImage, TEST_ADMIN } from "../support/admin-api.ts";
import { submitLogin } from "../support/admin-session.ts";
import { hasBrowser } from "../support/browser.ts";
import { browserSuite, type BrowserSuite } from "../support/browser-suite.ts";
import { shoot } from "../support/screenshots.ts";
import { contactPath, servicePaths } from "../support/site-paths.ts";
import { api, json } from "../api/helpers.ts";

const BROWSER_TEST_MS = 120_000;
const WIDTHS = [390, 1440];
// The sample studio's own details, not how its mark is drawn (a monogram is every new studio's).
const { mark: _mark, ...studioDetails } = seedStudio;

const OWNER = {
  name: "Kite & Kiln",
  fullName: "Kite & Kiln Studio",
  phone: "+442079460000",
  phoneDisplay: "+44 20 7946 0000",
  email: "hello@kiteandkiln.example",
  designPortfolio: "https://kiteandkiln.example/work",
  instagram: "https://www.instagram.com/kiteandkiln.example",
};
const PUBLIC_PAGES = ["/", "/portfolio", ...servicePaths, contactPath];

/** Every text leaf of a value, e.g. a page document's words. */
const leaves = (value: unknown): string[] =>
  typeof value === "string" ? [value] : value && typeof value === "object" ? Object.values(value).flatMap(leaves) : [];

/** The sample's words: its records' titles and its pages' sentences (not the words any studio's pages keep, such as form labels). */
async function sampleTexts(suite: BrowserSuite): Promise<string[]> {
  const { sql } = suite.t.stores;
  const records = await sql<{ text: string }[]>`
    select title as text from projects union select name from logos where name <> '' union select name from clients
    union select title from service_cards union select title from portfolio_items where title is not null`;
  const kept = new Set(leaves(neutralDocuments(OWNER)));
  const sentences = leaves(seedDocuments).filter((text) => text.length >= 24 && !kept.has(text) && !text.startsWith("/") && !text.includes("{name}"));
  // The sample studio's own details: its name, numbers and links (its forms are the site's own /contact).
  const details = leaves(studioDetails).filter((text) => text !== "" && !text.startsWith("/"));
  return [...new Set([...records.map((row) => row.text), ...sentences, ...details])];
}

/** The sample's pictures and films: every media key its pages and records hold. */
async function sampleMedia(suite: BrowserSuite): Promise<string[]> {
  const { sql } = suite.t.stores;
  const keys = await sql<{ key: string }[]>`
    select image_key as key from logos union select profile_key from clients where profile_key is not null
    union select image_key from project_images union select image_key from service_cards union select image_key from portfolio_items where image_key is not null`;
  const documentKeys = leaves(seedDocuments).filter((text) => /^\/(images|video)\//.test(text));
  const recordKeys = keys.flatMap((row) => (row.key ? [row.key] : []));
  return [...new Set([...recordKeys, ...documentKeys])].map((key) => key.replace(/\.(mp4|webm)$/, ""));
}

/** The setup, step by step, as the owner fills it in. */
async function runSetup(page: Page, start: "Start from the sample studio" | "Start empty" | "no sample", shots?: string) {
  await page.getByRole("heading", { name: "Set up your studio" }).waitFor();
  // Nothing of the installed studio is offered as the owner's: its details start blank (or the
  // owner's own, when the setup is run again).
  expect(["", OWNER.name]).toContain(await page.getByLabel("Short name").inputValue());
  // The header names the studio being set up, never the sample's, and follows what is typed.
  expect(await page.locator(".admin-brand").textContent()).not.toContain(seedStudio.fullName);
  await page.getByLabel("Short name").fill(OWNER.name);
  await page.getByLabel("Full name").fill(OWNER.fullName);
  await page.locator(".admin-brand", { hasText: OWNER.fullName }).waitFor();
  if (shots) await shoot(page, `${shots}-1-name`, { fullPage: true });
  await page.getByRole("button", { name: "Next" }).click();
  // The mark: the monogram of the new name's initials, replaced by the owner's own picture.
  const mark = page.locator("section.mark-field");
  const now = mark.getByText(/^Now: (the monogram|your uploaded mark)/);
  await now.waitFor();
  if ((await now.textContent())?.includes("monogram")) expect(await mark.getByTestId("mark-preview").textContent()).toContain("KK");
  await mark.locator("input[type=file]").setInputFiles({ name: "kiln.png", mimeType: "image/png", buffer: await pngImage(240, 240, "#e4572e") });
  const saved = page.waitForResponse((response) => response.url().endsWith("/api/admin/studio/mark") && response.request().method() === "POST");
  await mark.getByRole("button", { name: "Save mark" }).click();
  expect((await saved).status()).toBe(200);
  await mark.getByText("Now: your uploaded mark").waitFor();
  if (shots) await shoot(page, `${shots}-1b-mark`, { fullPage: true });
  await page.getByRole("button", { name: "Next" }).click();
  expect(["", OWNER.email]).toContain(await page.getByLabel("Email").inputValue());
  await page.getByLabel("Phone", { exact: true }).fill(OWNER.phone);
  await page.getByLabel("Phone as displayed").fill(OWNER.phoneDisplay);
  // A bad address is refused at its field, and nothing typed is lost.
  await page.getByLabel("Email").fill("not an email");
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByText("Email must be a valid address, e.g. hello@studio.com").waitFor();
  expect(await page.getByLabel("Phone as displayed").inputValue()).toBe(OWNER.phoneDisplay);
  await page.getByLabel("Email").fill(OWNER.email);
  if (shots) await shoot(page, `${shots}-2-contact`, { fullPage: true });
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByLabel("Design portfolio").fill(OWNER.designPortfolio);
  await page.getByLabel("Instagram").fill(OWNER.instagram);
  for (const name of ["YouTube", "LinkedIn", "Facebook", "Behance"]) expect(await page.getByLabel(name).inputValue()).toBe("");
  if (shots) await shoot(page, `${shots}-3-links`, { fullPage: true });
  await page.getByRole("button", { name: "Next" }).click();
  // A site without a sample offers none: its pages get plain words with the owner's name, or stay as they are.
  if (start === "no sample") {
    await page.getByText("Plain words with your name").click();
    expect(await page.getByText("Start from the sample studio").count()).toBe(0);
  } else await page.getByText(start).click();
  if (shots) await shoot(page, `${shots}-4-start`, { fullPage: true });
  await page.getByRole("button", { name: "Finish setup" }).click();
  await page.getByRole("heading", { name: "Dashboard" }).waitFor();
  // The admin's header names the studio just set up, without a reload.
  await page.locator(".admin-brand", { hasText: OWNER.fullName }).waitFor();
}

/**
 * Every public page at both widths, and the sitemap: none of the sample's texts or media, no
 * spinner, no problem in the console, and every internal link (and sitemap address) answers 200.
 */
async function expectNoSample(suite: BrowserSuite, texts: string[], media: string[], shots: string): Promise<void> {
  expect(texts.length).toBeGreaterThan(100);
  const links = new Set<string>();
  for (const width of WIDTHS) {
    const page = await suite.browser.page({ width });
    for (const path of PUBLIC_PAGES) {
      await page.goto(suite.url + path);
      await page.waitForSelector("html[data-hydrated=true]");
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      const html = await page.content();
      for (const text of texts)
        expect({ path, width, found: html.includes(text.replaceAll("&", "&amp;")) ? text : null }).toEqual({ path, width, found: null });
      for (const key of media) expect({ path, width, found: html.includes(key) ? key : null }).toEqual({ path, width, found: null });
      expect({ path, spinners: await page.locator(".spinner").count() }).toEqual({ path, spinners: 0 });
      for (const href of await page.$$eval("a[href^='/']", (anchors) => anchors.map((a) => a.getAttribute("href")!))) links.add(href.split("#")[0]!);
      if (path === "/" || path === "/portfolio" || path === "/animation" || path === "/contact") {
        await page.evaluate(() => window.scrollTo(0, 0));
        await shoot(page, `${shots}-${path === "/" ? "home" : path.slice(1)}-${width}`, { fullPage: true });
      }
    }
    expect(page.problems).toEqual([]);
    await page.close();
  }
  const sitemap = await (await fetch(suite.url + "/sitemap.xml")).text();
  for (const text of texts) expect(sitemap).not.toContain(text);
  for (const loc of sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)) links.add(new URL(loc[1]!).pathname);
  for (const link of links) {
    if (link === "" || link.startsWith("/admin")) continue;
    expect({ link, status: (await fetch(suite.url + link, { redirect: "manual" })).status }).toEqual({ link, status: 200 });
  }
}

async function signIn(suite: BrowserSuite, width: number): Promise<Page> {
  const page = await suite.browser.page({ width });
  // The suite's pages share one browser: the login form is met signed out, as after a sign-out.
  await page.addInitScript(() => {
    if (location.pathname === "/admin/login") localStorage.removeItem("token");
  });
  await page.goto(suite.url + "/admin/login");
  await page.waitForSelector("html[data-hydrated=true]");
  await submitLogin(page, TEST_ADMIN);
  return page;
}

describe.skipIf(!hasBrowser)("the first run, starting empty", () => {
  const suite = browserSuite({ firstRun: true }, async (t) => void (await adminToken(t)));

  test(
    "the first sign-in opens the setup; start empty, then one Undo brings back the records and the pages' words",
    async () => {
      const call = api(suite.t, await adminToken(suite.t));
      const projects = async () => (await json(await call.get("/api/admin/projects"))).projects.length as number;
      const before = await projects();
      const page = await signIn(suite, 390);
      await page.waitForURL(suite.url + "/admin/setup");
      await runSetup(page, "Start empty", "first-run-390");
      expect(await projects()).toBe(0);
      await page.getByText("Your studio is set up and starts empty").waitFor();
      expect(await (await fetch(suite.url + "/")).text()).not.toContain(seedDocuments.home.caseStudy.heading);
      await page.getByRole("button", { name: "Undo" }).click();
      await page.getByText("The sample studio is back, with its texts").waitFor();
      const home = await (await fetch(suite.url + "/")).text();
      for (const text of [seedDocuments.home.caseStudy.heading, seedDocuments.home.about.heading]) expect(home).toContain(text);
      expect((await json(await call.get("/api/admin/logos"))).logos.length).toBe(16);
      expect(await projects()).toBe(before);
      expect((await json(await call.get("/api/admin/trash"))).items).toEqual([]);
      await page.close();
    },
    BROWSER_TEST_MS,
  );

  test(
    "started empty: no sample text, picture, spinner or dead link on any page or in the sitemap, at 390 and 1440; the emptied trash leaves the bucket bare",
    async () => {
      const texts = await sampleTexts(suite);
      const media = await sampleMedia(suite);
      // The setup again, from the dashboard, at the desktop width (finished once, by the test above
      // or here when this test runs alone).
      await suite.t.stores.sql`update site_settings set setup_done = true`;
      const admin = await signIn(suite, 1440);
      await admin.getByRole("heading", { name: "Dashboard" }).waitFor();
      await admin.getByRole("link", { name: "Set up your studio" }).click();
      await runSetup(admin, "Start empty", "first-run-1440");
      // The trash holds the sample as one entry, restored as one.
      await admin.getByRole("link", { name: "Trash" }).first().click();
      await admin.getByRole("button", { name: "Restore The sample studio" }).waitFor();
      await shoot(admin, "first-run-trash-1440", { fullPage: true });
      await admin.close();

      await expectNoSample(suite, texts, media, "empty");
      // The motion tab's sample films went with the rest, and the header shows the owner's mark.
      expect((await suite.t.stores.sql`select count(*)::int as n from motion_films where deleted_at is null`)[0]!.n).toBe(0);
      expect(await (await fetch(suite.url + "/")).text()).toMatch(
        /<a[^>]*class="site-header__brand"[^>]*>\s*<img class="studio-mark" src="\/media\/marks\//,
      );

      // The portfolio, with no work yet, says so and offers the way to start a project.
      const portfolio = await (await fetch(suite.url + "/portfolio")).text();
      expect(portfolio).toContain("The first pieces are on their way.");
      expect(portfolio).toMatch(/<a[^>]*href="\/contact"[^>]*>Start a project<\/a>/);

      // Every admin list is empty.
      const call = api(suite.t, await adminToken(suite.t));
      expect((await json(await call.get("/api/admin/logos"))).logos).toEqual([]);
      expect((await json(await call.get("/api/admin/clients"))).clients).toEqual([]);
      expect((await json(await call.get("/api/admin/projects"))).projects).toEqual([]);
      // Emptying the trash removes the sample for good, and no object of it is left in the bucket.
      const items = (await json(await call.get("/api/admin/trash"))).items as Array<{ collection: string; id: string }>;
      expect(items.map((item) => item.collection)).toEqual(["batch"]);
      expect((await call.json("/api/admin/trash", { items: items.map((item) => `${item.collection}/${item.id}`) }, "DELETE")).status).toBe(200);
      // Only the owner's own mark, uploaded during the setup, is left.
      expect((await suite.t.stores.objects.list()).map((key) => key.split("/")[0])).toEqual(["marks"]);

      // The setup is done: signing in again opens the dashboard.
      const again = await signIn(suite, 390);
      await again.waitForURL(suite.url + "/admin");
      await again.getByRole("heading", { name: "Dashboard" }).waitFor();
      await again.close();
    },
    BROWSER_TEST_MS * 2,
  );
});

describe.skipIf(!hasBrowser)("the first run, from the sample", () => {
  const suite = browserSuite({ firstRun: true }, async (t) => void (await adminToken(t)));

  test(
    "starting from the sample keeps it, with the owner's details on every page",
    async () => {
      const page = await signIn(suite, 1440);
      await page.waitForURL(suite.url + "/admin/setup");
      await runSetup(page, "Start from the sample studio");
      await page.getByText("Your studio is set up, with the sample work").waitFor();
      const home = await (await fetch(suite.url + "/")).text();
      expect(home).toContain(seedDocuments.home.caseStudy.heading);
      expect(home).toContain(OWNER.email);
      const call = api(suite.t, await adminToken(suite.t));
      expect((await json(await call.get("/api/admin/logos"))).logos.length).toBe(16);
      await page.close();
    },
    BROWSER_TEST_MS,
  );
});

describe.skipIf(!hasBrowser)("a fresh install with SAMPLE_CONTENT=none", () => {
  const suite = browserSuite({ sampleContent: "none" }, async (t) => void (await adminToken(t)));

  test(
    "no sample record, text, picture or object anywhere from the start; the first sign-in opens the setup, which offers no sample and gives the pages the owner's name",
    async () => {
      // What the sample would have shown: its records' titles, its pages' sentences and its studio's details.
      const kept = new Set(leaves(neutralDocuments({ name: "Studio", fullName: "Studio" })));
      const records = [...seedProjects.map((p) => p.title), ...seedCards.map((card) => card.title)];
      const sentences = leaves(seedDocuments).filter(
        (text) => text.length >= 24 && !kept.has(text) && !text.startsWith("/") && !text.includes("{name}"),
      );
      const details = leaves(studioDetails).filter((text) => text !== "" && !text.startsWith("/"));
      const media = leaves(seedDocuments)
        .filter((text) => /^\/(images|video)\//.test(text))
        .map((key) => key.replace(/\.(mp4|webm)$/, ""));
      await expectNoSample(suite, [...new Set([...records, ...sentences, ...details])], media, "none");
      // No profiles yet: the footer has no "Follow" heading over nothing.
      expect(await (await fetch(suite.url + "/")).text()).not.toContain(">Follow<");

      const call = api(suite.t, await adminToken(suite.t));
      for (const list of ["logos", "clients", "projects"]) expect((await json(await call.get(`/api/admin/${list}`)))[list]).toEqual([]);
      expect((await json(await call.get("/api/admin/trash"))).items).toEqual([]);
      expect(await suite.t.stores.objects.list()).toEqual([]);

      const page = await signIn(suite, 390);
      await page.waitForURL(suite.url + "/admin/setup");
      // Finished, the pages' plain words carry the owner's name, and nothing went to the trash.
      await runSetup(page, "no sample", "first-run-none-390");
      await page.getByText("Your studio is set up: the pages carry your name").waitFor();
      const home = await (await fetch(suite.url + "/")).text();
      expect(home).toContain(`This is ${OWNER.name.replace("&", "&amp;")}`);
      expect(home).not.toContain("This is Studio");
      expect((await json(await call.get("/api/admin/trash"))).items).toEqual([]);
      await page.close();
    },
    BROWSER_TEST_MS * 2,
  );
});
