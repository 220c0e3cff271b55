// Admin › Portfolio with 400 items on a tab, in Chromium at a phone's width and a desktop's: the
// screen loads one page of the tab (GET /api/admin/portfolio?tab=&page=, fifty light rows), not the
// whole portfolio; Next and Previous page through it; a page is put in order by keyboard, and an
// item on a later page moves to the top of the tab, the rest keeping their order.
import { describe, expect, test } from "bun:test";
import type { Page } from "playwright-core";
import { PORTFOLIO_PAGE_SIZE } from "../../client/contract/portfolio.ts";
import { signedInPage } from "../support/admin-session.ts";
import { hasBrowser } from "../support/browser.ts";
import { browserSuite } from "../support/browser-suite.ts";
import { shoot } from "../support/screenshots.ts";
import type { TestApp } from "../support/app.ts";

const TOTAL = 400;

/** A tab of 400 items of its own ("<label> 0" first), each with a seeded item's picture. */
async function manyItems(t: TestApp, label: string) {
  const id = label.toLowerCase();
  await t.stores.sql`insert into portfolio_tabs (id, slug, label, heading, position) values (${id}, ${id}, ${label}, ${label}, 100)`;
  await t.stores.sql`
    insert into portfolio_items (tab, image_key, image_width, image_height, image_blur, title, position)
    select ${id}, s.image_key, s.image_width, s.image_height, s.image_blur, ${label.toLowerCase()} || ' ' || g, g
    from generate_series(0, ${TOTAL - 1}) g,
      (select image_key, image_width, image_height, image_blur from portfolio_items where image_key is not null limit 1) s`;
}

/** Every answer of GET /api/admin/portfolio the screen received, with its size. */
function portfolioAnswers(page: Page): { search: string; bytes: number }[] {
  const seen: { search: string; bytes: number }[] = [];
  page.on("response", async (response) => {
    const url = new URL(response.url());
    if (url.pathname !== "/api/admin/portfolio") return;
    const body = await response.body().catch(() => Buffer.alloc(0));
    seen.push({ search: url.search, bytes: body.byteLength });
  });
  return seen;
}

describe.skipIf(!hasBrowser)("Admin › Portfolio pages a tab of 400 items (Chromium)", () => {
  const suite = browserSuite({}, async (t) => {
    await manyItems(t, "Phone");
    await manyItems(t, "Desk");
    await t.stores.sql`insert into portfolio_tabs (id, slug, label, heading, position) values ('spare', 'spare', 'Spare', 'Spare', 101)`;
  });

  for (const [width, label] of [
    [390, "Phone"],
    [1440, "Desk"],
  ] as const) {
    const slug = label.toLowerCase();
    test(`at ${width} px: one page loads; Next, Previous, keyboard reorder and To top work`, async () => {
      const page = await signedInPage(suite, "/admin/portfolio", width);
      const answers = portfolioAnswers(page);
      await page.reload();
      await page.getByRole("tab", { name: new RegExp(`^${label}.*${TOTAL}`) }).click();
      const rows = page.locator(".item-row").filter({ hasText: `${slug} ` });
      await page.getByText(`Items 1–${PORTFOLIO_PAGE_SIZE} of ${TOTAL}`).waitFor();
      expect(await rows.count()).toBe(PORTFOLIO_PAGE_SIZE);
      // The first answer (the first tab) and the tab's page: each a page, not the portfolio.
      const tabAnswer = answers.find((answer) => answer.search.includes(`tab=${slug}`))!;
      expect(tabAnswer.bytes).toBeLessThan(60_000);
      expect(answers.every((answer) => answer.bytes < 60_000)).toBe(true);
      await shoot(page, `portfolio-paging-${width}`, { fullPage: true });

      await page.getByRole("button", { name: "Next", exact: true }).click();
      await page.getByText(`Items 51–100 of ${TOTAL}`).waitFor();
      expect(await rows.first().textContent()).toContain(`${slug} 50`);

      // The page's first item two places down by keyboard: saved among this page's places.
      const handle = rows.first().getByRole("button", { name: /^Move / });
      await handle.focus();
      await page.keyboard.press("Space");
      await page.keyboard.press("ArrowDown");
      await page.keyboard.press("ArrowDown");
      await page.keyboard.press("Space");
      await page.getByText("Order saved").first().waitFor();
      // The tab's order as stored (the order the screen and the site read).
      const order = async () =>
        (
          await suite.t.stores.sql<{ title: string }[]>`
            select title from portfolio_items where tab = ${slug} and deleted_at is null order by position, created_at desc, id`
        ).map((row) => row.title);
      const saved = await order();
      expect(saved.slice(0, 53)).toEqual([...Array.from({ length: 50 }, (_, i) => `${slug} ${i}`), `${slug} 51`, `${slug} 52`, `${slug} 50`]);
      expect(saved.slice(53)).toEqual(Array.from({ length: TOTAL - 53 }, (_, i) => `${slug} ${53 + i}`));

      // An item of page 2 to the top of the tab: page 1 starts with it, the rest shift by one.
      const toTop = page.getByRole("button", { name: `To top: ${slug} 60` });
      await toTop.click();
      // Saved, and page 2 read again without it.
      await toTop.waitFor({ state: "detached" });
      await page.getByRole("button", { name: "Previous", exact: true }).click();
      await page.getByText(`Items 1–${PORTFOLIO_PAGE_SIZE} of ${TOTAL}`).waitFor();
      await page.waitForFunction((want) => document.querySelector(".item-row__title")?.textContent?.includes(want), `${slug} 60`);
      expect(await order()).toEqual([`${slug} 60`, ...saved.filter((title) => title !== `${slug} 60`)]);
      await shoot(page, `portfolio-paging-moved-${width}`);
      expect(page.problems).toEqual([]);
      await page.close();
    }, 240_000);
  }

  test("the tab shown, removed in Manage tabs, gives way to the first tab", async () => {
    const page = await signedInPage(suite, "/admin/portfolio", 1440);
    await page.getByRole("tab", { name: /^Spare/ }).click();
    await page.getByRole("heading", { name: /^Add to Spare/ }).waitFor();
    await page.locator("summary", { hasText: "Manage tabs" }).click();
    await page.getByRole("button", { name: "Remove Spare" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Remove" }).click();
    await page.getByRole("heading", { name: /^Add to Posters/ }).waitFor();
    expect(await page.locator('[role="tab"][aria-selected="true"]').textContent()).toContain("Posters");
    expect(page.problems).toEqual([]);
    await page.close();
  }, 240_000);
});
