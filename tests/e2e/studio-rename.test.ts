// A studio that started empty and is renamed afterwards, in Chromium: the Studio screen says which
// pages still say the earlier name and, at one click, puts the new one there; left alone, the
// pages keep their words (src/features/studio/earlier-names.ts). The setup run again under a new
// name, keeping the pages, ends on that offer.
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
  const studioNow = async (): Promise<{ name: string; fullName: string }> =>
    (await json(await api(suite.t, await adminToken(suite.t)).get("/api/admin/studio"))).studio;
  const offerOf = (page: Page, names: string) => page.getByRole("region", { name: `Your pages still say ${names}` });
  const escaped = (text: string) => text.replaceAll("&", "&amp;");

  const putTheNewName = async (page: Page, offer: ReturnType<typeof offerOf>) => {
    await offer.getByRole("button", { name: "Put the new name there" }).click();
    await page
      .getByText(/^The new name is in place: \d+ mentions on \d+ pages$/)
      .first()
      .waitFor();
    await offer.waitFor({ state: "detached" });
  };

  test(
    "the setup run again at 1440 px under a new name, keeping the pages, ends on Studio details offering the new name there; so does a revert of the details",
    async () => {
      const page = await signedInPage(suite, "/admin/setup");
      try {
        await page.getByLabel("Short name").fill("Harbour Clay");
        await page.getByLabel("Full name").fill("Harbour Clay Works");
        const next = () => page.getByRole("button", { name: "Next" }).click();
        await next();
        await next();
        // The install's placeholder contact details are asked afresh.
        await page.getByLabel("Phone", { exact: true }).fill("+442079460000");
        await page.getByLabel("Phone as displayed").fill("+44 20 7946 0000");
        await page.getByLabel("Email").fill("hello@harbourclay.example");
        await next();
        await next();
        await page.getByText("Keep the pages as they are").click();
        await page.getByRole("button", { name: "Finish setup" }).click();
        await page.waitForURL(suite.url + "/admin/studio");
        const offer = offerOf(page, "“Kite & Kiln Studio” and “Kite & Kiln”");
        await offer.waitFor({ timeout: 60_000 });
        await shoot(page, "studio-rename-after-setup-1440");
        expect(await home()).toContain(`This is ${escaped(FIRST.name)}<`);
        await putTheNewName(page, offer);
        expect(await home()).toContain("This is Harbour Clay<");
        // Answered: a reload does not ask again.
        await page.reload();
        await page.getByLabel("Full name").waitFor();
        expect(await offer.count()).toBe(0);

        // The details reverted from their history to the first name: the pages now say the one left.
        const firstSetup = page.locator(".revision").nth(1);
        await firstSetup.getByRole("button", { name: /^Revert to revision/ }).click();
        await page.getByRole("dialog").getByRole("button", { name: "Revert to this" }).click();
        const back = offerOf(page, "“Harbour Clay Works” and “Harbour Clay”");
        await back.waitFor({ timeout: 60_000 });
        expect(await page.getByLabel("Full name").inputValue()).toBe(FIRST.fullName);
        await putTheNewName(page, back);
        expect(await home()).toContain(`This is ${escaped(FIRST.name)}<`);
        expect(page.problems).toEqual([]);
      } finally {
        await page.close();
      }
    },
    BROWSER_TEST_MS,
  );

  test(
    "at 390 px the pages still saying the earlier name are listed in view, and one click puts the new name on them; 'leave them' changes nothing",
    async () => {
      const before = await studioNow();
      const page = await signedInPage(suite, "/admin/studio", 390);
      const rename = async (names: { name?: string; fullName?: string }) => {
        if (names.name) await page.getByLabel("Short name").fill(names.name);
        if (names.fullName) await page.getByLabel("Full name").fill(names.fullName);
        await page.getByRole("button", { name: "Save studio details" }).click();
        await page.getByText(STUDIO_MESSAGES.saved).first().waitFor();
      };
      try {
        expect(await home()).toContain(`This is ${escaped(before.name)}<`);
        await rename({ name: "Tern", fullName: "Tern Ceramics" });
        const offer = offerOf(page, `“${before.fullName}” and “${before.name}”`);
        await offer.waitFor({ timeout: 60_000 });
        const text = (await offer.textContent()) ?? "";
        expect(text).toMatch(/It stands \d+ times on \d+ pages and \d+ portfolio tabs:/);
        expect(text).toContain("Home page (");
        expect(text).toMatch(/and \d+ more/);
        // Brought into view below the long form, and no wider than the phone.
        const box = (await offer.boundingBox())!;
        expect(box.y).toBeGreaterThanOrEqual(0);
        expect(box.y).toBeLessThan(page.viewportSize()!.height / 2);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
        await shoot(page, "studio-rename-offer-390");
        // Nothing changed until the owner chooses.
        expect(await home()).toContain(`This is ${escaped(before.name)}<`);

        await putTheNewName(page, offer);
        const renamed = await home();
        expect(renamed).toContain("This is Tern<");
        expect(renamed).not.toContain(escaped(before.fullName));

        // Renamed once more and left as it is: the offer goes, the pages keep their words.
        await rename({ fullName: "Tern Ceramics Ltd" });
        const again = offerOf(page, "“Tern Ceramics”");
        await again.waitFor({ timeout: 60_000 });
        await again.getByRole("button", { name: "Leave them as they are" }).click();
        await again.waitFor({ state: "detached" });
        // The header and footer follow the studio's details; the page's own words stay as they were.
        const left = await home();
        expect(left).toContain("<title>Tern Ceramics Ltd</title>");
        expect(left).toContain(">Tern Ceramics designs for brands and products.");
        expect(page.problems).toEqual([]);
      } finally {
        await page.close();
      }
    },
    BROWSER_TEST_MS,
  );
});
