// Text on a phone (390 px) in Chromium: no heading or paragraph ends on a word alone on its
// last line ("us", "scroll", "frame.", "here." were), and a phone number is never split.
import { describe, expect, test } from "bun:test";
import type { Page } from "playwright-core";
import { hasBrowser } from "../support/browser.ts";
import { browserSuite } from "../support/browser-suite.ts";

/** The headings and paragraphs of the page whose last line holds a single word. */
function widows(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>("main h1, main h2, main h3, main p")].flatMap((element) => {
      if (element.closest("[hidden]") || !element.getClientRects().length) return [];
      const words: number[] = [];
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const match of (node.textContent ?? "").matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index!);
          range.setEnd(node, match.index! + match[0].length);
          const rect = range.getClientRects()[0];
          if (rect) words.push(Math.round(rect.bottom));
        }
      }
      const lines = [...new Set(words)].sort((a, b) => a - b);
      const count = (line: number | undefined) => words.filter((bottom) => bottom === line).length;
      // A widow: one word on the last line under a line of three or more it could have shared
      // (a short heading such as "Impossible images, / photographed." is not one).
      const widow = lines.length > 1 && count(lines.at(-1)) === 1 && count(lines.at(-2)) >= 3;
      return widow ? [`${element.localName}: …${(element.textContent ?? "").trim().slice(-40)}`] : [];
    }),
  );
}

describe.skipIf(!hasBrowser)("text wrapping at 390 px in Chromium", () => {
  const suite = browserSuite();

  test.each(["/", "/portfolio", "/portfolio?tab=motion", "/photomanupulation", "/productvisualization/boat", "/no-such-page"])(
    "%s: no word alone on a last line, phone numbers whole",
    async (path) => {
      const page = await suite.browser.page({ width: 390, height: 844 });
      await page.goto(suite.url + path);
      await page.waitForSelector("html[data-hydrated=true]");
      await page.evaluate(() => document.fonts.ready);
      expect(await widows(page)).toEqual([]);
      const split = await page
        .locator('a[href^="tel:"]')
        .evaluateAll((links) => links.filter((link) => link.getClientRects().length > 1).map((link) => link.textContent));
      expect(split).toEqual([]);
      await page.close();
    },
  );
});
