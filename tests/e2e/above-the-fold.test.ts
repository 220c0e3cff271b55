// The studio's work is on the first screen: on the home page and the portfolio, at a laptop's
// and a phone's size, at least one picture of the portfolio is on screen without scrolling
// (its top inside the viewport and at least 200 px and half of it showing), and loaded; and
// showing it moves nothing (no layout shift touches a picture; the page's total stays under
// what Lighthouse reports as 0).
import { describe, expect, test } from "bun:test";
import { hasBrowser } from "../support/browser.ts";
import { browserSuite } from "../support/browser-suite.ts";
import { layoutShifts, recordLayoutShifts, totalShift } from "../support/layout-shifts.ts";
import { until } from "../support/until.ts";

/** Pictures of work: the portfolio's and galleries' files, bundled or uploaded. */
const WORK = /\/images\/(work|gallery)\/|\/media\//;

describe.skipIf(!hasBrowser)("work above the fold in Chromium", () => {
  const suite = browserSuite();

  test.each([
    ["/", 1440, 900],
    ["/", 390, 844],
    ["/portfolio", 1440, 900],
    ["/portfolio", 390, 844],
  ] as const)(
    "%s at %ix%i shows a loaded picture of work without scrolling",
    async (path, width, height) => {
      const page = await suite.browser.page({ width, height });
      await recordLayoutShifts(page);
      await page.goto(suite.url + path);
      await page.waitForSelector("html[data-hydrated=true]");
      await page.waitForLoadState("networkidle");
      // Polled: on a busy machine a picture can still be arriving when the network goes quiet. If
      // none settles, the last look is what the assertions below judge.
      const shown = () => page.evaluate(shownWork, WORK.source);
      const settled = async () => {
        const list = await shown();
        return list.length > 0 && list.every((image) => image.loaded) ? list : null;
      };
      const visible = await until(settled, { what: `loaded pictures of work on the first screen of ${path}`, timeout: 60_000, every: 100 }).catch(
        shown,
      );
      expect(visible.length).toBeGreaterThan(0);
      expect(visible.every((image) => image.loaded)).toBe(true);
      expect(await page.evaluate(() => scrollY)).toBe(0);
      const shifts = await layoutShifts(page);
      expect(shifts.flatMap((shift) => shift.moved).filter((moved) => moved.startsWith("img"))).toEqual([]);
      expect(totalShift(shifts), JSON.stringify(shifts)).toBeLessThan(0.005);
      await page.close();
    },
    120_000,
  );
});

/** The pictures of work (matching `pattern`) showing on the first screen, and whether each has loaded. */
function shownWork(pattern: string) {
  const work = new RegExp(pattern);
  return [...document.images]
    .filter((img) => work.test(img.currentSrc || img.src))
    .filter((img) => {
      const box = img.getBoundingClientRect();
      const style = getComputedStyle(img);
      const showing = Math.min(box.bottom, innerHeight) - box.top;
      const onScreen = box.top >= 0 && showing >= Math.min(200, box.height) && showing >= box.height / 2;
      return box.width > 80 && onScreen && box.left >= 0 && box.right <= innerWidth && style.visibility !== "hidden" && Number(style.opacity) > 0.5;
    })
    .map((img) => ({ src: img.currentSrc, loaded: img.complete && img.naturalWidth > 0 }));
}
