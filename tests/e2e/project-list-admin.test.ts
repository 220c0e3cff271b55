// The admin's projects list with 400 projects, in Chromium at a phone's width and a desktop's:
// a page of fifty, the search and the status filter asked of the server and kept in the
// address, a service's tab, and the pages.
import { describe, expect, test } from "bun:test";
import { PROJECT_LIST_LIMITS } from "../../client/contract/project-list.ts";
import { addPublishedProjects } from "../../scripts/bench/catalogue.ts";
import { signedInPage } from "../support/admin-session.ts";
import { hasBrowser } from "../support/browser.ts";
import { browserSuite } from "../support/browser-suite.ts";
import { shoot } from "../support/screenshots.ts";

describe.skipIf(!hasBrowser)("the projects list, searched and filtered on the server (Chromium)", () => {
  const suite = browserSuite({}, async (t) => {
    await addPublishedProjects(t.stores.sql, "guidelines", 400, "bulk");
    await t.stores.sql`update projects set status = 'draft' where slug in ('bulk-12', 'bulk-120')`;
  });
  const rows = ".project-row";

  for (const width of [390, 1440]) {
    test(`at ${width} px: a page of fifty, a search, a status, a service and the next page`, async () => {
      const page = await signedInPage(suite, "/admin/projects", width);
      await page.waitForFunction((n) => document.querySelectorAll(".project-row").length === n, PROJECT_LIST_LIMITS.pageSize, { timeout: 20_000 });
      await page.getByText(/^1–50 of \d+$/).waitFor();

      await page.getByRole("searchbox", { name: "Search projects" }).fill("bulk 12");
      await page.getByRole("button", { name: "Search", exact: true }).click();
      await page.waitForURL(/\?q=bulk\+12$/);
      await page.getByText("11 projects").waitFor();
      expect(await page.locator(rows).count()).toBe(11);
      await page.getByRole("combobox", { name: "Status" }).selectOption("draft");
      await page.waitForURL(/status=draft/);
      await page.getByText("2 projects").waitFor();
      expect((await page.locator(`${rows} .project-row__title a`).allTextContents()).sort()).toEqual(["bulk 12", "bulk 120"]);
      await shoot(page, `project-list-search-${width}`, { fullPage: true });

      await page.getByRole("button", { name: "Clear search" }).click();
      await page.getByRole("combobox", { name: "Status" }).selectOption("");
      await page.getByRole("tab", { name: /Brand Guidelines|Guidelines/ }).click();
      await page.waitForURL(/\?service=guidelines$/);
      await page.getByText(/^1–50 of 40\d$/).waitFor();
      await page.getByRole("button", { name: "Next", exact: true }).click();
      await page.waitForURL(/\?service=guidelines&page=2$/);
      await page.getByText(/^51–100 of 40\d$/).waitFor();
      expect(await page.locator(rows).count()).toBe(PROJECT_LIST_LIMITS.pageSize);
      // The address is the view: a reload lands on the same page.
      await page.reload();
      await page.getByText(/^51–100 of 40\d$/).waitFor();
      await shoot(page, `project-list-page-2-${width}`);
      expect(page.problems).toEqual([]);
      await page.close();
    }, 180_000);
  }
});
