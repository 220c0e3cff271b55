// The home sliders' slides in Chromium: the sample's are described by what they show, and a
// slide the owner gives a link (its project's page) opens that page, by keyboard and without
// scripts; the row's hidden copy keeps its links out of the tab order. A link that is not a
// path or an http(s) address is refused with the field's message and nothing saved.
import { describe, expect, test } from "bun:test";
import { SLIDE_ALTS } from "../../src/features/seed/documents.ts";
import { adminToken } from "../support/admin-api.ts";
import { hasBrowser, openBrowser } from "../support/browser.ts";
import { browserSuite } from "../support/browser-suite.ts";
import { api, json } from "../api/helpers.ts";

const BROWSER_TEST_MS = 60_000;
const PROJECT = "/productvisualization/boat";

describe.skipIf(!hasBrowser)("home slides", () => {
  const suite = browserSuite();
  const call = async () => api(suite.t, await adminToken(suite.t));

  test(
    "a slide given its project's link opens that project; the others link nowhere",
    async () => {
      const admin = await call();
      const { page: doc } = await json(await admin.get("/api/admin/pages/home"));
      const content = structuredClone(doc.draft ?? doc.published);

      content.sliders.first[0].link = "javascript:alert(1)";
      const refused = await admin.json("/api/admin/pages/home/draft", { version: doc.version, content }, "PUT");
      expect(refused.status).toBe(400);
      expect(JSON.stringify(await refused.json())).toContain("Project link must be a path on this site");

      content.sliders.first[0].link = PROJECT;
      expect((await admin.json("/api/admin/pages/home/draft", { version: doc.version, content }, "PUT")).status).toBe(200);
      const saved = (await json(await admin.get("/api/admin/pages/home"))).page;
      expect((await admin.json("/api/admin/pages/home/publish", { version: saved.version })).status).toBe(200);

      const page = await suite.browser.page({ width: 1440, height: 900 });
      await page.goto(suite.url + "/");
      await page.waitForSelector("html[data-hydrated=true]");
      const rowA = page.locator('[aria-label="Work samples, row A"]');
      // The sample's alt texts say what each slide shows.
      expect(await rowA.locator("img").evaluateAll((images) => images.map((image) => image.getAttribute("alt")))).toEqual([...SLIDE_ALTS.a]);
      // One link in the row read aloud, on the first slide; the hidden copy's is out of the tab order.
      expect(await rowA.locator("a").evaluateAll((links) => links.map((link) => link.getAttribute("href")))).toEqual([PROJECT]);
      const copies = page.locator('.slides .looping-row__list[aria-hidden="true"] a');
      expect(await copies.count()).toBe(1);
      expect(await copies.getAttribute("tabindex")).toBe("-1");

      await rowA.locator("a").focus();
      // The row stands still while a slide has focus, so it can be seen and used.
      const inner = page.locator(".slides .looping-row__inner").first();
      expect(await inner.evaluate((element) => getComputedStyle(element).animationPlayState)).toBe("paused");
      await page.keyboard.press("Enter");
      await page.waitForURL(suite.url + PROJECT);
      await page.locator("h1.gallery__title").waitFor();
      expect(page.problems).toEqual([]);
      await page.close();

      const noScripts = await openBrowser({ javaScriptEnabled: false });
      try {
        const plain = await noScripts.page({ width: 390, height: 844 });
        await plain.goto(suite.url + "/");
        expect(await plain.locator(`[aria-label="Work samples, row A"] a[href="${PROJECT}"]`).count()).toBe(1);
      } finally {
        await noScripts.close();
      }
    },
    BROWSER_TEST_MS,
  );
});
