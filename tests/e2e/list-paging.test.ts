// A service page and a portfolio tab with long lists, in Chromium at a phone's width and a
// desktop's: without scripts the next page is a link that loads it from the server; with them
// "Load more" appends the next page in place, puts ?page= in the address, and moves focus to the
// first card it added without jumping the page anywhere else.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { LIST_PAGE_SIZE } from "../../client/contract/paging.ts";
import { addPublishedProjects, addToTab } from "../../scripts/bench/catalogue.ts";
import { hasBrowser, openBrowser, type BrowserSession } from "../support/browser.ts";
import { browserSuite } from "../support/browser-suite.ts";
import { shoot } from "../support/screenshots.ts";

const WIDTHS = [390, 1440];
const cards = ".service-work .tile-grid > li";

describe.skipIf(!hasBrowser)("long lists, a page at a time", () => {
  const suite = browserSuite({}, async (t) => {
    await addToTab(t.stores.sql, "guidelines", await addPublishedProjects(t.stores.sql, "guidelines", 60, "paged"));
  });

  describe("with JavaScript off", () => {
    let noScripts: BrowserSession;
    beforeAll(async () => {
      noScripts = await openBrowser({ javaScriptEnabled: false });
    });
    afterAll(() => noScripts.close());

    for (const width of WIDTHS) {
      test(`at ${width} px the next page is a link to ?page=2, which links back`, async () => {
        const page = await noScripts.page({ width });
        await page.goto(suite.url + "/guidelines");
        expect(await page.locator(cards).count()).toBe(LIST_PAGE_SIZE);
        const firstTitle = await page.locator(`${cards} .service-card__title`).first().textContent();
        await page.getByRole("link", { name: "Next page" }).click();
        await page.waitForURL(suite.url + "/guidelines?page=2");
        expect(await page.locator(cards).count()).toBe(LIST_PAGE_SIZE);
        expect(await page.locator(`${cards} .service-card__title`).first().textContent()).not.toBe(firstTitle);
        expect(await page.locator(".list-pager__status").textContent()).toContain(`${LIST_PAGE_SIZE + 1}–${2 * LIST_PAGE_SIZE} of`);
        await page.locator(".list-pager").scrollIntoViewIfNeeded();
        await shoot(page, `list-paging-no-scripts-${width}`);
        await page.getByRole("link", { name: "Previous page" }).click();
        await page.waitForURL(suite.url + "/guidelines");
        expect(await page.locator(`${cards} .service-card__title`).first().textContent()).toBe(firstTitle);
        await page.close();
      }, 90_000);
    }
  });

  for (const width of WIDTHS) {
    test(`at ${width} px Load more appends the next page in place, and focus moves to its first card`, async () => {
      const page = await suite.browser.page({ width });
      await page.goto(suite.url + "/guidelines");
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true", undefined, { timeout: 60_000 });
      const more = page.getByRole("button", { name: "Load more projects" });
      await more.scrollIntoViewIfNeeded();
      const buttonTop = await more.evaluate((element) => element.getBoundingClientRect().top);
      await more.click();
      await page.waitForFunction((count) => document.querySelectorAll(".service-work .tile-grid > li").length === count, 2 * LIST_PAGE_SIZE, {
        timeout: 60_000,
      });
      expect(new URL(page.url()).search).toBe("?page=2");
      // Focus is on the first added card's link, and that card is where the button was: the page did not jump.
      const focused = await page.evaluate(() => {
        const active = document.activeElement!;
        const items = [...document.querySelectorAll(".service-work .tile-grid > li")];
        return { index: items.findIndex((item) => item.contains(active)), top: active.getBoundingClientRect().top };
      });
      expect(focused.index).toBe(LIST_PAGE_SIZE);
      expect(focused.top).toBeGreaterThanOrEqual(0);
      expect(focused.top).toBeLessThan(Math.max(buttonTop, 0) + 900);
      expect(await page.locator(".list-pager__status").textContent()).toContain(`1–${2 * LIST_PAGE_SIZE} of`);
      await shoot(page, `list-paging-load-more-${width}`);
      // The last page: the button goes, and no card came twice.
      await page.getByRole("button", { name: "Load more projects" }).click();
      await page.waitForFunction(() => !document.querySelector(".list-pager button"), undefined, { timeout: 60_000 });
      const titles = await page.locator(`${cards} .service-card__title`).allTextContents();
      expect(new Set(titles).size).toBe(titles.length);
      expect(new URL(page.url()).search).toBe("?page=3");
      expect(page.problems).toEqual([]);
      await page.close();
    }, 90_000);

    test(`at ${width} px a portfolio tab loads more of its pieces, and another tab opens on its first page`, async () => {
      const page = await suite.browser.page({ width });
      await page.goto(suite.url + "/portfolio?tab=guidelines");
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true", undefined, { timeout: 60_000 });
      const pieces = '[role="tabpanel"]:not([hidden]) .work-grid > li';
      expect(await page.locator(pieces).count()).toBe(LIST_PAGE_SIZE);
      await page.getByRole("button", { name: "Load more pieces" }).click();
      await page.waitForFunction((selector) => document.querySelectorAll(selector).length > 24, pieces, { timeout: 60_000 });
      expect(new URL(page.url()).search).toBe("?tab=guidelines&page=2");
      expect(
        await page.evaluate((selector) => [...document.querySelectorAll(selector)].findIndex((li) => li.contains(document.activeElement)), pieces),
      ).toBe(LIST_PAGE_SIZE);
      await page.locator(".list-pager").scrollIntoViewIfNeeded();
      await shoot(page, `list-paging-tab-${width}`);
      await page.getByRole("tab", { name: "CGI" }).click();
      await page.waitForURL(suite.url + "/portfolio?tab=cgi");
      expect(page.problems).toEqual([]);
      await page.close();
    }, 90_000);
  }
});
