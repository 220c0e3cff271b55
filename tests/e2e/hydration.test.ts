// In Chromium: each kind of page hydrates without a warning, and links navigate client-side.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { listen, startTestApp, type TestApp } from "../support/app.ts";
import { hasBrowser, openBrowser, type BrowserSession } from "../support/browser.ts";

let t: TestApp;
let server: ReturnType<typeof listen>;
let browser: BrowserSession;

describe.skipIf(!hasBrowser)("hydration in Chromium", () => {
  beforeAll(async () => {
    t = await startTestApp();
    server = listen(t.app);
    browser = await openBrowser();
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await t?.close();
  });

  test.each(["/", "/portfolio", "/animation", "/guidelines/thunder", "/admin/login", "/no-such-page"])(
    "%s hydrates with no console error or warning",
    async (path) => {
      const page = await browser.page();
      await page.goto(server.url + path);
      await page.waitForSelector("html[data-hydrated=true]");
      await page.waitForLoadState("networkidle");
      // The 404 page's own document status is reported by Chromium as a failed resource.
      const expected = path === "/no-such-page" ? /status of 404/ : /^$/;
      expect(page.problems.filter((p) => !expected.test(p))).toEqual([]);
      await page.close();
    },
    30_000,
  );

  test("a link on the 404 page navigates without a full reload", async () => {
    const page = await browser.page();
    await page.goto(server.url + "/no-such-page");
    await page.waitForSelector("html[data-hydrated=true]");
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
    await page.click("text=See the portfolio");
    await page.waitForURL(server.url + "/portfolio");
    await page.waitForFunction(() => document.title.startsWith("Portfolio"));
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
    await page.close();
  }, 30_000);
});
