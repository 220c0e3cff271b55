// The portfolio's tabs managed from the admin, in Chromium at phone and desktop widths: the owner
// adds a tab, moves an item to it and it shows on /portfolio; hides it and it is gone from the
// page. With SCREENSHOTS=1 the tab manager and the portfolio page are saved at each width.
import { describe, expect, test } from "bun:test";
import type { Page } from "playwright-core";
import { signedInPage } from "../support/admin-session.ts";
import { hasBrowser } from "../support/browser.ts";
import { browserSuite } from "../support/browser-suite.ts";
import { shoot } from "../support/screenshots.ts";

describe.skipIf(!hasBrowser)("portfolio tabs in the admin (Chromium)", () => {
  const suite = browserSuite();
  const visitorTabs = async (width: number) => {
    const page = await suite.browser.page({ width });
    await page.goto(suite.url + "/portfolio");
    await page.waitForSelector("html[data-hydrated=true]");
    const labels = await page.getByRole("tab").allTextContents();
    return { page, labels };
  };
  const manage = async (page: Page) => {
    const summary = page.locator(".tab-manager > summary");
    if ((await page.locator(".tab-manager[open]").count()) === 0) await summary.click();
    await page.locator(".tab-manager[open] .tab-row").first().waitFor();
  };

  for (const width of [390, 1440]) {
    test(`at ${width} px: a tab added, given an item, shows on /portfolio; hidden, it is gone`, async () => {
      const name = `Murals ${width}`;
      const page = await signedInPage(suite, "/admin/portfolio", width);
      await page.locator(".item-row").first().waitFor();
      await manage(page);
      await page.getByRole("button", { name: "Add a tab" }).click();
      const form = page.getByRole("form", { name: "New tab" });
      await form.getByLabel("Name").fill(name);
      await form.getByText(`/portfolio?tab=murals-${width} opens it.`).waitFor();
      await form.getByLabel("Intro").fill("Walls we painted.");
      await form.evaluate((element) => element.scrollIntoView({ block: "center" }));
      await shoot(page, `portfolio-tabs-new-${width}`);
      await form.getByRole("button", { name: "Add tab" }).click();
      await page.getByText("Tab added").first().waitFor();
      await page.locator(".tab-row", { hasText: name }).getByText("hidden on the site until it has work").waitFor();
      await page.getByRole("tab", { name: new RegExp(`^${name}`) }).waitFor();
      await shoot(page, `portfolio-tabs-manager-${width}`, { fullPage: true });

      // Empty: not on the page yet.
      expect((await visitorTabs(width)).labels).not.toContain(name);

      // One poster moved to it with the list's bulk Move.
      await page.getByRole("tab", { name: /^Posters/ }).click();
      const title = (await page.locator(".item-row:not(:has(.admin-tag)) .item-row__title").first().textContent())!;
      await page.getByRole("checkbox", { name: `Select ${title}`, exact: true }).check();
      // The board's bar: the open tab manager has a bar of its own.
      const board = page.locator(".admin-columns .selection-bar");
      await board.getByRole("combobox", { name: "Move the selected to" }).selectOption({ label: name });
      await board.getByRole("button", { name: "Move", exact: true }).click();
      await page.getByText(`Moved 1 portfolio item to ${name}`).waitFor();

      const shown = await visitorTabs(width);
      expect(shown.labels).toContain(name);
      await shown.page.getByRole("tab", { name }).click();
      await shown.page.getByRole("heading", { name }).waitFor();
      await shown.page.getByText("Walls we painted.").waitFor();
      await shown.page.getByText(title, { exact: true }).first().waitFor();
      await shoot(shown.page, `portfolio-tabs-public-${width}`, { fullPage: false });
      expect(shown.page.problems).toEqual([]);
      await shown.page.close();

      // Hidden by the owner: gone from the page, still in the admin.
      await manage(page);
      await page.getByRole("button", { name: `Hide ${name}` }).click();
      await page.getByText(`${name} is hidden on the site`).waitFor();
      await page.locator(".tab-row", { hasText: name }).locator(".admin-tag", { hasText: "Hidden" }).waitFor();
      const after = await visitorTabs(width);
      expect(after.labels).not.toContain(name);
      expect(after.labels).toContain("Posters");
      await after.page.close();
      expect(page.problems).toEqual([]);
      await page.close();
    }, 240_000);
  }
});
