// Every fallback face in client/styles/fonts.css stands in for its web font until the web font
// arrives: the site's copy set in it is as wide as in the web font, and its lines are as tall.
// If a face drifted (a font replaced, a value mistyped) or its local font were not found, the
// text would reflow when the web font swaps in. Measured in Chromium, which finds the local fonts
// the faces name: Liberation Sans for Arial, Roboto for Android (both installed by .ci/run).
import { describe, expect, test } from "bun:test";
import type { Page } from "playwright-core";
import { hasBrowser } from "../support/browser.ts";
import { browserSuite } from "../support/browser-suite.ts";
import { missingLocalFonts } from "../support/local-fonts.ts";

const FACES = [
  { web: "Inter Variable", fallbacks: ["Inter Fallback", "Inter Fallback Roboto"] },
  { web: "Space Grotesk Variable", fallbacks: ["Space Grotesk Fallback", "Space Grotesk Fallback Roboto"] },
];
/** The weights each face is tuned at: the light faces at 400, the bold ones at 600. */
const WEIGHTS = [400, 600];
/** Pages whose copy is the sample: one of each kind. */
const PAGES = ["/", "/portfolio", "/animation", "/guidelines/thunder"];
/** How far a fallback's width may be from the web font's. Set in a plain system font it is 6 to 9%. */
const MAX_WIDTH_ERROR = 0.015;

/** The local fonts the fallback faces name; without them there is nothing to measure. */
const missingFonts = missingLocalFonts(["Liberation Sans", "Roboto"]);

describe.skipIf(!hasBrowser || missingFonts.length > 0)("fallback fonts in Chromium", () => {
  const suite = browserSuite();

  /** Per web font, the text the pages set in it (ASCII: the basic files' range), on one line. */
  let copy: Promise<Record<string, string>> | undefined;
  const readCopy = async () => {
    const page = await suite.browser.page({ width: 1440, height: 900 });
    const texts: Record<string, string> = {};
    for (const path of PAGES) {
      await page.goto(suite.url + path);
      const found = await page.evaluate(
        (families) => {
          const byFamily: Record<string, string> = {};
          const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const family = families.find((f) => getComputedStyle(node!.parentElement!).fontFamily.startsWith(`"${f}"`));
            if (family) byFamily[family] = (byFamily[family] ?? "") + " " + node.textContent;
          }
          return byFamily;
        },
        FACES.map((f) => f.web),
      );
      for (const [family, text] of Object.entries(found)) texts[family] = (texts[family] ?? "") + text;
    }
    await page.close();
    for (const family of Object.keys(texts))
      texts[family] = texts[family]!.replace(/\s+/g, " ")
        .replace(/[^\x20-\x7e]/g, "")
        .trim();
    return texts;
  };

  const measure = (page: Page, { web, fallback, weight, text }: { web: string; fallback: string; weight: number; text: string }) =>
    page.evaluate(
      async ({ web, fallback, weight, text }) => {
        await document.fonts.load(`${weight} 100px '${web}'`);
        const line = document.createElement("span");
        line.style.cssText = `position: absolute; white-space: nowrap; font-size: 100px; font-weight: ${weight}`;
        line.textContent = text;
        document.body.append(line);
        const context = document.createElement("canvas").getContext("2d")!;
        const set = (family: string) => {
          line.style.fontFamily = `'${family}'`;
          context.font = `${weight} 100px '${family}'`;
          const metrics = context.measureText(text);
          return { width: line.getBoundingClientRect().width, ascent: metrics.fontBoundingBoxAscent, descent: metrics.fontBoundingBoxDescent };
        };
        // A face whose local fonts are all missing fails to load (then the browser skips it).
        const found = await document.fonts.load(`${weight} 100px '${fallback}'`).then(
          (faces) => faces.length > 0,
          () => false,
        );
        return { web: set(web), fallback: set(fallback), loaded: document.fonts.check(`${weight} 100px '${web}'`), found };
      },
      { web, fallback, weight, text },
    );

  const cases = FACES.flatMap(({ web, fallbacks }) => fallbacks.flatMap((fallback) => WEIGHTS.map((weight) => ({ web, fallback, weight }))));

  test.each(cases)(
    "$fallback at $weight: as wide and as tall as $web",
    async ({ web, fallback, weight }) => {
      const text = (await (copy ??= readCopy()))[web] ?? "";
      expect(text.length).toBeGreaterThan(300);
      const page = await suite.browser.page({ width: 1440, height: 900 });
      await page.goto(suite.url + "/");
      const measured = await measure(page, { web, fallback, weight, text });
      await page.close();
      expect(measured.loaded).toBe(true);
      expect({ fallback, weight, localFontFound: measured.found }).toEqual({ fallback, weight, localFontFound: true });
      const ratio = measured.web.width / measured.fallback.width;
      // On failure, `ratio` says what to do: multiply the face's size-adjust by it.
      expect({ fallback, weight, ratio: Math.round(ratio * 10000) / 10000, fits: Math.abs(ratio - 1) < MAX_WIDTH_ERROR }).toMatchObject({
        fits: true,
      });
      expect(Math.abs(measured.fallback.ascent - measured.web.ascent)).toBeLessThanOrEqual(1);
      expect(Math.abs(measured.fallback.descent - measured.web.descent)).toBeLessThanOrEqual(1);
    },
    60_000,
  );
});
