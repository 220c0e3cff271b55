// A studio that started empty and is renamed afterwards, in Chromium: the Studio screen says which
// pages still say the first name and, at one click, puts the new one there; left alone, the pages
// keep their words (src/features/studio/earlier-names.ts).
import { describe, expect, test } from "bun:test";
import type { Page } from "playwright-core";
import { STUDIO_MESSAGES } from "../../client/contract/studio.ts";
import { adminToken } from "../support/admin-api.ts";
import { signedInPage } from "../support/admin-session.ts";
import { hasBrowser } from "../support/browser.ts";
import { browserSuite } from "../support/browser-suite.ts";
import { shoot } from "../support/screenshots.ts";
import { api, json } from "../api/helpers.ts";

const BROWSER_TEST_MS = 240_000;
const FIRST = { name: "Kite & Kiln", fullName: "Kite & Kiln Studio" };

describe.skipIf(!hasBrowser)("renaming a studio that started empty", () => {
  // Set up as its owner would have: SAMPLE_CONTENT=none, then the first run with plain words.
  const suite = browserSuite({ sampleContent: "none" }, async (t) => {
    const call = api(t, await adminToken(t));
    const { studio } = await json(await call.get("/api/admin/setup"));
    expect((await call.json("/api/admin/setup", { ...studio, ...FIRST, start: "empty" })).status).toBe(200);
  });
  const home = async () => (await fetch(suite.url + "/")).text();

  const rename = async (page: Page, names: { name?: string; fullName?: string }) => {
    if (names.name) await page.getByLabel("Short name").fill(names.name);
    if (names.fullName) await page.getByLabel("Full name").fill(names.fullName);
    await page.getByRole("button", { name: "Save studio details" }).click();
    await page.getByText(STUDIO_MESSAGES.saved).first().waitFor();
  };

  test(
    "at 390 px the pages still saying the first name are listed in view, and one click puts the new name on them; 'leave them' changes nothing",
    async () => {
      const page = await signedInPage(suite, "/admin/studio", 390);
      try {
        expect(await home()).toContain("This is Kite &amp; Kiln<");
        await rename(page, { name: "Harbour Clay", fullName: "Harbour Clay Works" });
        const offer = page.getByRole("region", { name: "Your pages still say “Kite & Kiln Studio” and “Kite & Kiln”" });
        await offer.waitFor({ timeout: 60_000 });
        const text = (await offer.textContent()) ?? "";
        expect(text).toMatch(/It stands \d+ times on \d+ pages and \d+ portfolio tabs:/);
        expect(text).toContain("Home page (");
        expect(text).toMatch(/and \d+ more/);
        // Brought into view below the long form, and no wider than the phone.
        const box = (await offer.boundingBox())!;
        expect(box.y).toBeLessThan(page.viewportSize()!.height);
        expect(box.y + Math.min(box.height, 200)).toBeGreaterThan(0);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
        await shoot(page, "studio-rename-offer-390");
        // Nothing changed until the owner chooses.
        expect(await home()).toContain("This is Kite &amp; Kiln<");

        await offer.getByRole("button", { name: "Put the new name there" }).click();
        await page
          .getByText(/^The new name is in place: \d+ mentions on \d+ pages$/)
          .first()
          .waitFor();
        await offer.waitFor({ state: "detached" });
        const renamed = await home();
        expect(renamed).toContain("This is Harbour Clay<");
        expect(renamed).not.toContain("Kite &amp; Kiln");

        // Renamed once more and left as it is: the offer goes, the pages keep their words.
        await rename(page, { name: "Harbour" });
        const again = page.getByRole("region", { name: "Your pages still say “Harbour Clay”" });
        await again.waitFor({ timeout: 60_000 });
        await again.getByRole("button", { name: "Leave them as they are" }).click();
        await again.waitFor({ state: "detached" });
        expect(await home()).toContain("This is Harbour Clay<");
        expect(page.problems).toEqual([]);
      } finally {
        await page.close();
      }
    },
    BROWSER_TEST_MS,
  );
});
