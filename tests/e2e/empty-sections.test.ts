// An owner who removes every logo and review through the admin sees a home page without the two
// sections (no heading over a spinner that never stops), in the server's HTML and after
// hydration, at a phone's and a desktop's width; the dashboard says so. The same holds for the
// other lists a page shows: an emptied slider track, a service with no work and a portfolio tab
// with nothing on it are left out, with no link leading to them.
import { describe, expect, test } from "bun:test";
import type { AdminPortfolioItem } from "../../client/contract/portfolio.ts";
import type { Project } from "../../client/contract/projects.ts";
import { seedDocuments } from "../../src/features/seed/documents.ts";
import { adminToken } from "../support/admin-api.ts";
import { signedInPage } from "../support/admin-session.ts";
import { hasBrowser } from "../support/browser.ts";
import { browserSuite } from "../support/browser-suite.ts";
import { api, json } from "../api/helpers.ts";

const BROWSER_TEST_MS = 60_000;
const { logos, testimonials } = seedDocuments.home.sections;

describe.skipIf(!hasBrowser)("empty lists leave their sections out", () => {
  const suite = browserSuite({}, async (t) => {
    const call = api(t, await adminToken(t));
    for (const logo of (await json(await call.get("/api/admin/logos"))).logos as { _id: string }[]) {
      expect((await call.json("/api/admin/deletelogo", { id: logo._id })).status).toBe(200);
    }
    for (const review of (await json(await call.get("/api/admin/clients"))).clients as { _id: string }[]) {
      expect((await call.json("/api/admin/deleteclient", { id: review._id })).status).toBe(200);
    }
  });

  const call = async () => api(suite.t, await adminToken(suite.t));
  /** The page's markup as the server sends it, without the page data script that follows it. */
  const serverHtml = async (path: string) => {
    const html = await (await fetch(suite.url + path)).text();
    return html.slice(html.indexOf('<div id="root">'), html.indexOf('<script type="application/json"'));
  };

  test.each([390, 1440])(
    "at %i px the home page has no logo or review heading and no spinner, before and after hydration",
    async (width) => {
      const html = await serverHtml("/");
      for (const text of [logos.heading, logos.kicker, testimonials.heading, testimonials.kicker]) expect(html).not.toContain(text);
      expect(html).not.toContain('class="spinner"');

      const page = await suite.browser.page({ width });
      await page.goto(suite.url + "/");
      await page.waitForSelector("html[data-hydrated=true]");
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      // The case study, after where the two sections stood, is on the page: the rest is whole.
      await page.locator("#case-study, .case-study").first().waitFor();
      for (const text of [logos.heading, testimonials.heading]) expect(await page.getByText(text).count()).toBe(0);
      expect(await page.locator(".spinner, [role=status]").count()).toBe(0);
      expect(await page.locator("#clients, #testimonials").count()).toBe(0);
      expect(page.problems).toEqual([]);
      await page.close();
    },
    BROWSER_TEST_MS,
  );

  test(
    "the dashboard says both home sections are hidden until the first one is added",
    async () => {
      const page = await signedInPage(suite, "/admin");
      await page.getByText("No logos yet: the strip on the home page is hidden until you add one.").waitFor();
      await page.getByText("No reviews yet: the reviews on the home page are hidden until you add one.").waitFor();
      await page.close();
    },
    BROWSER_TEST_MS,
  );

  test("an emptied slider track is left out; the other track and the marquee stay", async () => {
    const admin = await call();
    const { page } = await json(await admin.get("/api/admin/pages/home"));
    const content = structuredClone(page.draft ?? page.published);
    content.sliders.second = [];
    expect((await admin.json("/api/admin/pages/home/draft", { version: page.version, content }, "PUT")).status).toBe(200);
    const saved = (await json(await admin.get("/api/admin/pages/home"))).page;
    expect((await admin.json("/api/admin/pages/home/publish", { version: saved.version })).status).toBe(200);
    const html = await serverHtml("/");
    expect(html).toContain('aria-label="Work samples, row A"');
    expect(html).not.toContain('aria-label="Work samples, row B"');
    expect(html).toContain(seedDocuments.home.sliders.marquee);
  });

  test("a service whose projects are all deleted has no work section and no 'See the work' button", async () => {
    const admin = await call();
    expect(await serverHtml("/guidelines")).toContain('id="work"');
    const projects = (await json(await admin.get("/api/admin/projects"))).projects as Project[];
    const guidelines = projects.filter((project) => project.family === "guidelines");
    expect(guidelines.length).toBeGreaterThan(0);
    for (const project of guidelines) expect((await admin.delete(`/api/admin/projects/${project._id}`)).status).toBe(200);
    const html = await serverHtml("/guidelines");
    expect(html).not.toContain('id="work"');
    expect(html).not.toContain('href="#work"');
    expect(html).not.toContain(seedDocuments["service-guidelines"].work.heading);
    // The rest of the page is whole.
    expect(html).toContain(seedDocuments["service-guidelines"].heading);
  });

  test(
    "a portfolio tab with nothing on it is not offered, and its address opens the default tab",
    async () => {
      const admin = await call();
      const brochure = (await json(await admin.get("/api/admin/portfolio?tab=brochure"))) as unknown as { items: AdminPortfolioItem[] };
      expect(brochure.items.length).toBeGreaterThan(0);
      for (const item of brochure.items) {
        const path = item.projectId ? `/api/admin/projects/${item.projectId}` : `/api/admin/portfolio/items/${item._id}`;
        expect((await admin.delete(path)).status).toBe(200);
      }
      const html = await serverHtml("/portfolio?tab=brochure");
      expect(html).not.toContain('id="portfolio-tab-brochure"');
      expect(html).toMatch(/id="portfolio-tab-posters"[^>]*aria-selected="true"|aria-selected="true"[^>]*id="portfolio-tab-posters"/);

      const page = await suite.browser.page({ width: 390 });
      await page.goto(suite.url + "/portfolio");
      await page.waitForSelector("html[data-hydrated=true]");
      const names = await page.getByRole("tab").allTextContents();
      expect(names).not.toContain("Brochure");
      expect(names).toContain("Motion");
      expect(await page.getByText("New work for this tab is on its way.").count()).toBe(0);
      await page.close();
    },
    BROWSER_TEST_MS,
  );
});
