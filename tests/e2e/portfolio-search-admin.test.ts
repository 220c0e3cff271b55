// Admin › Portfolio searched on the server, in Chromium at a phone's width and a desktop's: a tab of
// 123 items (three pages) searched for "amber" shows only its three matches, counted "3 of 123",
// with neither drag handles nor Top/Bottom (an order among matches would be ambiguous) and a line
// that says so; a match deleted there leaves the results and comes back with Undo; Clear search
// shows the whole tab with its order offered again, and another tab starts unsearched.
import { describe, expect, test } from "bun:test";
import { signedInPage } from "../support/admin-session.ts";
import { hasBrowser } from "../support/browser.ts";
import { browserSuite } from "../support/browser-suite.ts";
import { shoot } from "../support/screenshots.ts";
import type { TestApp } from "../support/app.ts";

const PIECES = 120;
const MATCHES = ["Amber vase", "Tall AMBER bottle", "Amber lamp"];
const TOTAL = PIECES + MATCHES.length;

/** A tab of 120 items "<slug> 0"… and, among them, the three amber ones, each with a seeded item's picture. */
async function tabWithAmber(t: TestApp, label: string) {
  const id = label.toLowerCase();
  await t.stores.sql`insert into portfolio_tabs (id, slug, label, heading, position) values (${id}, ${id}, ${label}, ${label}, 100)`;
  const titles = [...Array.from({ length: PIECES }, (_, i) => `${id} ${i}`), ...MATCHES];
  await t.stores.sql`
    insert into portfolio_items (tab, image_key, image_width, image_height, image_blur, title, position)
    select ${id}, s.image_key, s.image_width, s.image_height, s.image_blur, o.title, o.n
    from unnest(${titles}::text[]) with ordinality o(title, n),
      (select image_key, image_width, image_height, image_blur from portfolio_items where image_key is not null limit 1) s`;
}

describe.skipIf(!hasBrowser)("Admin › Portfolio searches a tab on the server (Chromium)", () => {
  const suite = browserSuite({}, async (t) => {
    await tabWithAmber(t, "Phone");
    await tabWithAmber(t, "Desk");
  });

  for (const [width, label] of [
    [390, "Phone"],
    [1440, "Desk"],
  ] as const) {
    test(`at ${width} px: a search shows only the matches, not in order; Clear search offers the order again`, async () => {
      const page = await signedInPage(suite, "/admin/portfolio", width);
      await page.getByRole("tab", { name: new RegExp(`^${label}.*${TOTAL}`) }).click();
      await page.getByText(`Items 1–50 of ${TOTAL}`).waitFor();
      const rows = page.locator(".item-row");
      const handles = rows.getByRole("button", { name: /^Move / });
      const toTop = rows.getByRole("button", { name: /^To top: / });
      const note = page.getByText("Clear the search to put items in order.");
      expect(await handles.count()).toBe(50);
      expect(await toTop.count()).toBe(50);

      // The amber items are the tab's last three, on its third page: found from the first, the search is the server's.
      const field = page.getByRole("searchbox", { name: `Search ${label}` });
      await field.fill("amber");
      await field.press("Enter");
      await note.waitFor();
      const heading = page.getByRole("heading", { name: new RegExp(`^${label}`), level: 2 }).filter({ hasText: "of" });
      expect(await heading.locator(".admin-count").textContent()).toBe(`3 of ${TOTAL}`);
      expect(await rows.locator(".item-row__title").allTextContents()).toEqual(MATCHES);
      expect(await handles.count()).toBe(0);
      expect(await toTop.count()).toBe(0);
      expect(await page.getByRole("navigation", { name: `Pages of ${label}` }).count()).toBe(0);
      await shoot(page, `portfolio-search-${width}`, { fullPage: true });

      // A match deleted from the results leaves them and the tab's count; Undo brings it back.
      await rows.filter({ hasText: "Amber lamp" }).getByRole("button", { name: "Delete", exact: true }).click();
      await page.getByRole("dialog").getByRole("button", { name: "Delete", exact: true }).click();
      await rows.filter({ hasText: "Amber lamp" }).waitFor({ state: "detached" });
      expect(await heading.locator(".admin-count").textContent()).toBe(`2 of ${TOTAL - 1}`);
      await page.getByRole("button", { name: "Undo" }).click();
      await rows.filter({ hasText: "Amber lamp" }).waitFor();
      expect(await rows.locator(".item-row__title").allTextContents()).toEqual(MATCHES);

      // An item added while searched counts in the tab; it is no match, so the results stay the
      // server's matches (it once joined them until a reload).
      const project = page.getByLabel(/^Stands for a project/);
      const other = (await project.locator("option").allTextContents()).find((title) => !/amber|^None/i.test(title))!;
      await project.selectOption({ label: other });
      await page.getByRole("button", { name: "Add Item" }).click();
      await page.getByText("Item added").waitFor();
      await heading.locator(".admin-count", { hasText: `3 of ${TOTAL + 1}` }).waitFor();
      expect(await rows.locator(".item-row__title").allTextContents()).toEqual(MATCHES);

      // Clear search: the whole tab, a page at a time, with its order offered again.
      await page.getByRole("button", { name: "Clear search" }).click();
      await page.getByText(`Items 1–50 of ${TOTAL + 1}`).waitFor();
      expect(await note.count()).toBe(0);
      expect(await handles.count()).toBe(50);
      expect(await toTop.count()).toBe(50);
      expect(await field.inputValue()).toBe("");

      // A search left on one tab does not follow to another.
      await field.fill("amber");
      await field.press("Enter");
      await note.waitFor();
      await page.getByRole("tab", { name: /^Posters/ }).click();
      await page.getByRole("heading", { name: /^Add to Posters/ }).waitFor();
      expect(await note.count()).toBe(0);
      expect(await page.getByRole("searchbox", { name: "Search Posters" }).inputValue()).toBe("");
      expect(await handles.count()).toBeGreaterThan(0);
      expect(page.problems).toEqual([]);
      await page.close();
    }, 240_000);
  }
});
