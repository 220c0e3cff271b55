// The site before its scripts arrive, in Chromium: with JavaScript off, every public control
// works natively (portfolio tabs are links, Know More and the FAQs are disclosures, the mobile
// menu and Connect are popovers); with the scripts held back, what a visitor taps or
// types meanwhile takes effect and survives hydration, and an early sign-in goes through
// without the password ever reaching an address.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { Page } from "playwright-core";
import { ensureAdmin } from "../../src/platform/auth/accounts.ts";
import { hasBrowser, openBrowser, type BrowserSession } from "../support/browser.ts";
import { browserSuite } from "../support/browser-suite.ts";

const ADMIN = { username: "early-bird", password: "typed-before-the-scripts-42" };
/** How long a hydration may take once the scripts are let through, on a busy machine. */
const HYDRATION_MS = 16_000;

const isHydrated = (page: Page) => page.evaluate(() => document.documentElement.dataset.hydrated === "true");

/**
 * The document is parsed: what a visitor sees and can use before its scripts run. (Its module
 * script holds DOMContentLoaded and the load event back until the script has arrived and run.)
 */
const parsed = (page: Page) => page.waitForFunction(() => document.readyState !== "loading");

/**
 * Opens a page whose script files are held back (a slow phone network) until the test has done
 * its early steps and calls `arrive`: every step is then sure to come before hydration, however
 * slow the machine, without waiting seconds for a network delay on a quick one.
 */
async function openWithLateScripts(page: Page, url: string): Promise<{ arrive(): void }> {
  const { promise: arrived, resolve: arrive } = Promise.withResolvers<void>();
  await page.route("**/assets/*.js", async (route) => {
    await arrived;
    await route.continue().catch(() => {}); // the page may have moved on meanwhile
  });
  await page.goto(url, { waitUntil: "commit" });
  await parsed(page);
  return { arrive };
}

describe.skipIf(!hasBrowser)("before the scripts arrive", () => {
  const suite = browserSuite({}, async (t) => {
    await ensureAdmin(t.stores.sql, ADMIN);
  });

  describe("with JavaScript off", () => {
    let noScripts: BrowserSession;
    beforeAll(async () => {
      noScripts = await openBrowser({ javaScriptEnabled: false });
    });
    afterAll(() => noScripts.close());

    test("a portfolio tab is a link: it loads that tab from the server", async () => {
      const page = await noScripts.page({ width: 390 });
      await page.goto(suite.url + "/portfolio");
      await page.locator('[role="tab"]:text-is("CGI")').click();
      await page.waitForURL(suite.url + "/portfolio?tab=cgi");
      expect(await page.locator('[role="tab"][aria-selected="true"]').textContent()).toBe("CGI");
      expect(await page.locator('[role="tabpanel"]:visible').getAttribute("aria-labelledby")).toBe("portfolio-tab-cgi");
      await page.locator('[role="tab"]:text-is("Posters")').click();
      await page.waitForURL(suite.url + "/portfolio");
      expect(await page.locator('[role="tab"][aria-selected="true"]').textContent()).toBe("Posters");
      await page.close();
    }, 90_000);

    test("Know More opens and closes, and so does each FAQ", async () => {
      const page = await noScripts.page();
      await page.goto(suite.url + "/productvisualization");
      const body = page.locator(".know-more__body");
      expect(await body.isVisible()).toBe(false);
      await page.getByText("Know More").click();
      await body.waitFor();
      expect(await page.getByText("Show less").isVisible()).toBe(true);
      const faq = page.locator(".faq").first();
      expect(await faq.locator(".faq__answer").isVisible()).toBe(false);
      await faq.locator("summary").click();
      await faq.locator(".faq__answer").waitFor();
      await page.getByText("Show less").click();
      await body.waitFor({ state: "hidden" });
      await page.close();
    }, 90_000);

    test("the mobile menu opens over the page, locks its scrolling, and closes on its icon or Escape", async () => {
      const page = await noScripts.page({ width: 390, height: 844 });
      await page.goto(suite.url + "/");
      const menu = page.locator("#mobile-menu");
      expect(await menu.isVisible()).toBe(false);
      await page.getByRole("button", { name: "Open menu" }).click();
      await menu.waitFor();
      await page.waitForTimeout(400); // its slide-in
      expect(await menu.boundingBox()).toEqual({ x: 0, y: 0, width: 390, height: 844 });
      // The page behind does not scroll: the wheel moves nothing.
      await page.mouse.wheel(0, 1500);
      await page.waitForTimeout(300);
      expect(await page.evaluate(() => scrollY)).toBe(0);
      await page.getByRole("button", { name: "Close menu" }).click();
      await menu.waitFor({ state: "hidden" });
      await page.getByRole("button", { name: "Open menu" }).click();
      await menu.waitFor();
      await page.keyboard.press("Escape");
      await menu.waitFor({ state: "hidden" });
      // And the page scrolls again.
      await page.mouse.wheel(0, 1500);
      await page.waitForTimeout(300);
      expect(await page.evaluate(() => scrollY)).toBeGreaterThan(0);
      await page.close();
    }, 90_000);

    test("Connect opens its menu, and closes on an outside click and on Escape", async () => {
      const page = await noScripts.page();
      await page.goto(suite.url + "/portfolio");
      const menu = page.locator(".connect__menu");
      expect(await menu.isVisible()).toBe(false);
      await page.getByRole("button", { name: "Connect" }).click();
      await menu.waitFor();
      expect(await menu.locator(".connect__label").allTextContents()).toEqual(["Send a message", "Instagram", "Design portfolio", "Write an email"]);
      await page.mouse.click(700, 600);
      await menu.waitFor({ state: "hidden" });
      await page.getByRole("button", { name: "Connect" }).click();
      await menu.waitFor();
      await page.keyboard.press("Escape");
      await menu.waitFor({ state: "hidden" });
      await page.close();
    }, 90_000);

    test("the sign-in says the admin needs JavaScript, and a form sent anyway comes back empty, with nothing in the address", async () => {
      const page = await noScripts.page();
      await page.goto(suite.url + "/admin/login");
      // In a <noscript> (Chromium's switch here stops scripts but still parses it as text).
      expect(await page.content()).toMatch(/<noscript>.*turn JavaScript on to sign in.*<\/noscript>/s);
      await page.getByLabel("Username").fill(ADMIN.username);
      await page.getByLabel("Password", { exact: true }).fill(ADMIN.password);
      const [answer] = await Promise.all([page.waitForNavigation(), page.keyboard.press("Enter")]);
      expect(answer!.request().method()).toBe("GET");
      expect(answer!.status()).toBe(200);
      expect(page.url()).toBe(suite.url + "/admin/login");
      expect(await page.getByLabel("Password", { exact: true }).inputValue()).toBe("");
      await page.close();
    }, 90_000);

    test("the 404 page has the site's header, logo and footer", async () => {
      const page = await noScripts.page({ width: 390 });
      const response = await page.goto(suite.url + "/no-such-page");
      expect(response!.status()).toBe(404);
      await expectFrame(page);
      await page.close();
    }, 90_000);
  });

  describe("with the scripts held back", () => {
    test("a sign-in typed and sent at once is held, then sent by the scripts: signed in, password in no address", async () => {
      const page = await suite.browser.page();
      const addresses: string[] = [];
      page.on("framenavigated", (frame) => addresses.push(frame.url()));
      const scripts = await openWithLateScripts(page, suite.url + "/admin/login");
      await page.getByLabel("Username").fill(ADMIN.username);
      await page.getByLabel("Password", { exact: true }).fill(ADMIN.password);
      await page.keyboard.press("Enter");
      expect(await isHydrated(page)).toBe(false);
      // Held, not reloaded: the fields still hold what was typed.
      await page.waitForTimeout(500);
      expect(await page.getByLabel("Username").inputValue()).toBe(ADMIN.username);
      expect(await page.getByLabel("Password", { exact: true }).inputValue()).toBe(ADMIN.password);
      scripts.arrive();
      await page.waitForURL(suite.url + "/admin", { timeout: HYDRATION_MS });
      expect(await page.evaluate(() => localStorage.getItem("token"))).toMatch(/^ey/);
      expect(addresses.filter((url) => url.includes("?") || url.includes(ADMIN.password))).toEqual([]);
      await signOut(page);
    }, 90_000);

    test("what was typed before the scripts arrived is still there after, and signs in", async () => {
      const page = await suite.browser.page({ width: 390 });
      const scripts = await openWithLateScripts(page, suite.url + "/admin/login");
      await page.getByLabel("Username").fill(ADMIN.username);
      await page.getByLabel("Password", { exact: true }).fill(ADMIN.password);
      await page.getByLabel("Show password").check();
      expect(await isHydrated(page)).toBe(false);
      scripts.arrive();
      await page.waitForSelector("html[data-hydrated=true]", { timeout: HYDRATION_MS });
      expect(await page.getByLabel("Username").inputValue()).toBe(ADMIN.username);
      expect(await page.getByLabel("Password", { exact: true }).getAttribute("type")).toBe("text");
      await page.getByRole("button", { name: "Sign in" }).click();
      await page.waitForURL(suite.url + "/admin");
      expect(await page.evaluate(() => localStorage.getItem("token"))).toMatch(/^ey/);
      await signOut(page);
    }, 90_000);

    test("an early tap on a portfolio tab takes effect, and the page hydrates on that tab", async () => {
      const page = await suite.browser.page({ width: 390 });
      const scripts = await openWithLateScripts(page, suite.url + "/portfolio");
      await page.locator('[role="tab"]:text-is("Stills")').click();
      await page.waitForURL(suite.url + "/portfolio?tab=stills", { waitUntil: "commit" });
      await parsed(page);
      expect(await page.locator('[role="tab"][aria-selected="true"]').textContent()).toBe("Stills");
      scripts.arrive();
      await page.waitForSelector("html[data-hydrated=true]", { timeout: HYDRATION_MS });
      // Hydrated, a tab switches in place.
      await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
      await page.locator('[role="tab"]:text-is("CGI")').click();
      await page.waitForURL(suite.url + "/portfolio?tab=cgi");
      expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
      await page.close();
    }, 90_000);

    test("the menu and Know More opened before hydration stay open through it, and the scripts then run them", async () => {
      const page = await suite.browser.page({ width: 390, height: 844 });
      const scripts = await openWithLateScripts(page, suite.url + "/animation");
      await page.getByText("Know More").click();
      await page.getByRole("button", { name: "Open menu" }).click();
      const menu = page.locator("#mobile-menu");
      await menu.waitFor();
      expect(await isHydrated(page)).toBe(false);
      scripts.arrive();
      await page.waitForSelector("html[data-hydrated=true]", { timeout: HYDRATION_MS });
      expect(await menu.isVisible()).toBe(true);
      // Enhanced: Tab stays inside the open menu.
      for (let i = 0; i < 8; i++) await page.keyboard.press("Tab");
      expect(await page.evaluate(() => !!document.activeElement?.closest("#mobile-menu"))).toBe(true);
      await page.keyboard.press("Escape");
      await menu.waitFor({ state: "hidden" });
      expect(await page.locator(".know-more__body").isVisible()).toBe(true);
      expect(page.problems.filter((p) => p.startsWith("pageerror"))).toEqual([]);
      await page.close();
    }, 90_000);
  });

  test("the 404 page has the site's header, logo and footer once hydrated too", async () => {
    const page = await suite.browser.page();
    await page.goto(suite.url + "/no-such-page");
    await page.waitForSelector("html[data-hydrated=true]");
    await expectFrame(page);
    await page.close();
  }, 90_000);
});

/** The browser profile is shared by the suite: the next sign-in test starts signed out. */
async function signOut(page: Page) {
  await page.evaluate(() => localStorage.removeItem("token"));
  await page.close();
}

async function expectFrame(page: Page) {
  const header = page.locator("header.site-header");
  expect(await header.count()).toBe(1);
  expect(await header.locator(".site-header__brand svg.monogram, .site-header__brand .monogram").count()).toBe(1);
  expect(await page.getByRole("link", { name: /home$/i }).first().isVisible()).toBe(true);
  const footer = page.locator("footer.site-footer");
  expect(await footer.count()).toBe(1);
  expect(await footer.getByText(/All rights reserved/).count()).toBe(1);
  expect(await page.getByRole("heading", { level: 1, name: "This page drifted out of frame." }).isVisible()).toBe(true);
}
