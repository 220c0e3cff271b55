// The home headline is findable: the Home page's form shows it and leads to where it is edited,
// and in edit mode it is outlined where it stands and typed into like every other text, reaching
// visitors once published (with its two styled halves).
import { describe, expect, test } from "bun:test";
import { seedDocuments } from "../../src/features/seed/documents.ts";
import { signedInPage } from "../support/admin-session.ts";
import { hasBrowser } from "../support/browser.ts";
import { browserSuite } from "../support/browser-suite.ts";
import { editBar, saved } from "../support/in-place.ts";

const BROWSER_TEST_MS = 90_000;
const HEADLINE = seedDocuments.site.tagline;
const LABEL = "Headline and footer tagline";

describe.skipIf(!hasBrowser)("the home headline in Chromium", () => {
  const suite = browserSuite();

  test.each([390, 1440])(
    "at %i px the Home page's form shows the headline and leads to its field",
    async (width) => {
      const page = await signedInPage(suite, "/admin/pages/home", width);
      const panel = page.getByRole("region", { name: "Headline" });
      await panel.getByText(`“${HEADLINE}”`).waitFor();
      expect(await panel.getByRole("link", { name: "Edit on the page" }).getAttribute("href")).toBe("/#edit");
      await panel.getByRole("link", { name: "Edit under Every page" }).click();
      await page.waitForURL(/\/admin\/pages\/site$/);
      expect(await page.getByLabel(LABEL).inputValue()).toBe(HEADLINE);
      expect(page.problems).toEqual([]);
      await page.close();
    },
    BROWSER_TEST_MS,
  );

  test(
    "in edit mode the headline is outlined where it stands; typed there, visitors get it once published",
    async () => {
      const page = await signedInPage(suite, "/#edit");
      await saved(page);
      const headline = page.locator("#hero-title").getByRole("textbox", { name: LABEL });
      expect(await headline.textContent()).toBe(HEADLINE);
      expect(await headline.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe("dashed");
      // The footer's line is the same text: both change as the owner types.
      await headline.click();
      await page.keyboard.press("ControlOrMeta+A");
      await page.keyboard.type("Kilns that glow, Work that stays.");
      await saved(page);
      const footer = page.locator(".site-footer__about").getByRole("textbox", { name: LABEL });
      expect(await footer.textContent()).toBe("Kilns that glow, Work that stays.");

      await editBar(page).getByRole("button", { name: "Publish" }).click();
      await page.getByText("Published: visitors see it now").first().waitFor();
      const html = await (await fetch(suite.url + "/")).text();
      expect(html).toContain('<span class="hero__line">Kilns that glow,</span><span class="hero__line hero__line--accent">Work that stays.</span>');
      expect(page.problems).toEqual([]);
      await page.close();
    },
    BROWSER_TEST_MS,
  );
});
