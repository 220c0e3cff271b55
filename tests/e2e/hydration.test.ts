// In Chromium: each kind of page hydrates without a warning, and links navigate client-side.
import { describe, expect, test } from "bun:test";
import { hasBrowser } from "../support/browser.ts";
import { browserSuite } from "../support/browser-suite.ts";
import { testClientBuild } from "../support/app.ts";

describe.skipIf(!hasBrowser)("hydration in Chromium", () => {
  const suite = browserSuite();

  test.each(["/", "/portfolio", "/animation", "/guidelines/thunder", "/admin/login", "/no-such-page"])(
    "%s hydrates with no console error or warning",
    async (path) => {
      const page = await suite.browser.page();
      await page.goto(suite.url + path);
      await page.waitForSelector("html[data-hydrated=true]");
      await page.waitForLoadState("networkidle");
      // The 404 page's own document status is reported by Chromium as a failed resource.
      const expected = path === "/no-such-page" ? /status of 404/ : /^$/;
      expect(page.problems.filter((p) => !expected.test(p))).toEqual([]);
      await page.close();
    },
    30_000,
  );

  test("when a page's code cannot be loaded (a redeploy), a link falls back to a full page load", async () => {
    const build = await testClientBuild();
    const chunk = build.chunksFor("client/pages/portfolio/page.tsx")[0]!;
    const page = await suite.browser.page();
    await page.route(`**${chunk}`, (route) => route.fulfill({ status: 404, body: "gone" }));
    await page.goto(suite.url + "/no-such-page");
    await page.waitForSelector("html[data-hydrated=true]");
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
    await page.click("text=See the portfolio");
    await page.waitForURL(suite.url + "/portfolio");
    await page.waitForFunction(() => !(window as unknown as { marker?: number }).marker);
    await page.getByRole("heading", { level: 1, name: "Portfolio" }).waitFor();
    await page.close();
  }, 90_000);

  test("a link on the 404 page navigates without a full reload", async () => {
    const page = await suite.browser.page();
    await page.goto(suite.url + "/no-such-page");
    await page.waitForSelector("html[data-hydrated=true]");
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
    await page.click("text=See the portfolio");
    await page.waitForURL(suite.url + "/portfolio");
    await page.waitForFunction(() => document.title.startsWith("Portfolio"));
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
    await page.close();
  }, 90_000);
});
