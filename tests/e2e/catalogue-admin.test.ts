// Admin › Services and Admin › Portfolio with 400 more projects, in Chromium at a phone's width and
// a desktop's: neither loads every project with its images (GET /api/admin/projects). Services
// counts each service's published projects and lists a gallery service's fifty at a time;
// Portfolio offers every project to stand for by its title, from a light list.
import { describe, expect, test } from "bun:test";
import type { Page } from "playwright-core";
import { PROJECT_LIST_LIMITS } from "../../client/contract/project-list.ts";
import { addPublishedProjects } from "../../scripts/bench/catalogue.ts";
import { signedInPage } from "../support/admin-session.ts";
import { hasBrowser } from "../support/browser.ts";
import { browserSuite } from "../support/browser-suite.ts";
import { shoot } from "../support/screenshots.ts";

/** Every admin API answer the screen received (path and bytes), gathered while it loads. */
function apiAnswers(page: Page): { path: string; bytes: number }[] {
  const seen: { path: string; bytes: number }[] = [];
  page.on("response", async (response) => {
    const url = new URL(response.url());
    if (!url.pathname.startsWith("/api/admin/")) return;
    const body = await response.body().catch(() => Buffer.alloc(0));
    seen.push({ path: url.pathname + url.search, bytes: body.byteLength });
  });
  return seen;
}

const totalBytes = (answers: { bytes: number }[]) => answers.reduce((sum, answer) => sum + answer.bytes, 0);

describe.skipIf(!hasBrowser)("the admin's screens with a large catalogue load what they show (Chromium)", () => {
  const suite = browserSuite({}, async (t) => {
    await addPublishedProjects(t.stores.sql, "guidelines", 400, "bulk");
    await t.stores.sql`update projects set status = 'draft' where slug in ('bulk-5', 'bulk-55')`;
  });
  const counted = async (where: string) => {
    const [row] = await suite.t.stores.sql<
      { count: number }[]
    >`select count(*)::int as count from projects where deleted_at is null ${suite.t.stores.sql.unsafe(where)}`;
    return row!.count;
  };

  for (const width of [390, 1440]) {
    test(`at ${width} px: Services counts and pages a gallery service's projects`, async () => {
      const published = await counted("and family = 'guidelines' and status = 'published'");
      const page = await signedInPage(suite, "/admin/services", width);
      const answers = apiAnswers(page);
      await page.reload();
      const tab = page.getByRole("tab", { name: new RegExp(`Guidelines.*${published}`) });
      await tab.click();
      await page.getByRole("heading", { name: new RegExp(`shows its published projects ${published}$`) }).waitFor();
      await page.getByText(`Projects 1–${PROJECT_LIST_LIMITS.pageSize} of ${published}`).waitFor();
      const rows = page.locator("#project-cards-heading").locator("xpath=ancestor::section[1]").locator(".item-row");
      expect(await rows.count()).toBe(PROJECT_LIST_LIMITS.pageSize);
      await shoot(page, `catalogue-services-${width}`, { fullPage: true });
      await page.getByRole("button", { name: "Next", exact: true }).click();
      await page.getByText(`Projects 51–100 of ${published}`).waitFor();
      expect(await rows.first().textContent()).toContain("bulk 4");
      expect(answers.map((answer) => answer.path)).not.toContain("/api/admin/projects");
      expect(totalBytes(answers)).toBeLessThan(80_000);
      await shoot(page, `catalogue-services-page-2-${width}`);
      expect(page.problems).toEqual([]);
      await page.close();
    }, 180_000);

    test(`at ${width} px: Portfolio offers every project by title, from a light list`, async () => {
      const projects = await counted("");
      const admin = await signedInPage(suite, "/admin/portfolio", width);
      // Watched from the start of a load of its own.
      const seen = apiAnswers(admin);
      await admin.reload();
      const stands = admin.getByLabel(/^Stands for a project/);
      await stands.waitFor();
      // "None" and every live project, drafts marked.
      expect(await stands.locator("option").count()).toBe(projects + 1);
      expect(await stands.locator("option", { hasText: "bulk 55 (draft, shown once published)" }).count()).toBe(1);
      await stands.selectOption({ label: "bulk 400" });
      await admin.getByText("links to /guidelines/bulk-400").waitFor();
      const paths = seen.map((answer) => answer.path);
      expect(paths).toContain("/api/admin/projects/choices");
      expect(paths).not.toContain("/api/admin/projects");
      // The choices are about 130 bytes a project (a project with its images is over 1 KB).
      expect(seen.find((answer) => answer.path === "/api/admin/projects/choices")!.bytes).toBeLessThan(projects * 150);
      await shoot(admin, `catalogue-portfolio-${width}`);
      expect(admin.problems).toEqual([]);
      await admin.close();
    }, 180_000);
  }
});
