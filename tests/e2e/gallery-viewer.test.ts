// A gallery page's images in Chromium: with scripts a click or Enter opens the full-screen
// viewer, loaded only then, with focus on Close; arrows step through it, Escape closes it and
// focus goes back to the image opened. Each image links to its own place on the page, so a tap
// before the scripts arrive stays in the site and opens the viewer once they have.
import { describe, expect, test } from "bun:test";
import { hasBrowser, openBrowser } from "../support/browser.ts";
import { browserSuite } from "../support/browser-suite.ts";

const GALLERY = "/productvisualization/boat";

describe.skipIf(!hasBrowser)("gallery viewer in Chromium", () => {
  const suite = browserSuite();

  test("Enter on an image opens the viewer there, arrows step, Escape closes and gives focus back", async () => {
    const page = await suite.browser.page({ width: 1440, height: 900 });
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    await page.goto(suite.url + GALLERY);
    await page.waitForSelector("html[data-hydrated=true]");
    await page.waitForLoadState("networkidle");
    const before = scripts.length;
    expect(await page.locator(".viewer").count()).toBe(0);

    await page.locator(".gallery__open").nth(1).focus();
    await page.keyboard.press("Enter");
    const viewer = page.locator("dialog.viewer[open]");
    await viewer.waitFor();
    // Focus is on Close, not on the first control of the bar ("Full size").
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("Close viewer");
    // The viewer's code (and swiper) arrived only now, in a chunk of its own.
    expect(scripts.length).toBeGreaterThan(before);
    expect(await page.locator(".viewer__count").textContent()).toBe("2 / 4");
    expect(page.url()).toBe(suite.url + GALLERY);
    // The picture fills the screen's height, not a thumbnail.
    const box = (await viewer.locator(".swiper-slide-active img").boundingBox())!;
    expect(box.height).toBeGreaterThan(700);
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(900);

    await page.keyboard.press("ArrowRight");
    await page.waitForFunction(() => document.querySelector(".viewer__count")?.textContent === "3 / 4");
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await page.waitForFunction(() => document.querySelector(".viewer__count")?.textContent === "1 / 4");

    await page.keyboard.press("Escape");
    await viewer.waitFor({ state: "detached" });
    const focused = await page.evaluate(() => [...document.querySelectorAll(".gallery__open")].indexOf(document.activeElement!));
    expect(focused).toBe(1);
    // The page scrolls again once the viewer is gone.
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe("hidden");
    expect(page.problems).toEqual([]);
    await page.close();
  });

  test("the close button and a click on another image work by mouse", async () => {
    const page = await suite.browser.page({ width: 390, height: 844 });
    await page.goto(suite.url + GALLERY);
    await page.waitForSelector("html[data-hydrated=true]");
    await page.locator(".gallery__open").nth(2).click();
    await page.locator("dialog.viewer[open]").waitFor();
    expect(await page.locator(".viewer__count").textContent()).toBe("3 / 4");
    await page.getByRole("button", { name: "Close viewer" }).click();
    await page.locator("dialog.viewer").waitFor({ state: "detached" });
    expect(await page.evaluate(() => [...document.querySelectorAll(".gallery__open")].indexOf(document.activeElement!))).toBe(2);
    await page.close();
  });

  test("a tap before the scripts arrive stays on the page and opens the viewer there once they have", async () => {
    const page = await suite.browser.page({ width: 390, height: 844 });
    const { promise: arrived, resolve: arrive } = Promise.withResolvers<void>();
    await page.route("**/assets/*.js", async (route) => {
      await arrived;
      await route.continue().catch(() => {});
    });
    await page.goto(suite.url + GALLERY, { waitUntil: "commit" });
    await page.waitForFunction(() => document.readyState !== "loading");
    expect(await page.locator("html[data-hydrated=true]").count()).toBe(0);
    const files: string[] = [];
    page.on("framenavigated", (frame) => {
      if (frame === page.mainFrame()) files.push(frame.url());
    });
    await page.locator(".gallery__open").nth(2).click();
    // The held-back scripts hold the load event back: the address is what changed.
    await page.waitForURL(suite.url + GALLERY + "#view-3", { waitUntil: "commit" });
    arrive();
    await page.locator("dialog.viewer[open]").waitFor({ timeout: 90_000 });
    expect(await page.locator(".viewer__count").textContent()).toBe("3 / 4");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("Close viewer");
    // Never a bare image file: the address stayed the gallery's.
    expect(files.every((url) => url.startsWith(suite.url + GALLERY))).toBe(true);
    await page.keyboard.press("Escape");
    await page.locator("dialog.viewer").waitFor({ state: "detached" });
    expect(await page.evaluate(() => [...document.querySelectorAll(".gallery__open")].indexOf(document.activeElement!))).toBe(2);
    // Closed, the address no longer opens it again on a reload.
    expect(page.url()).toBe(suite.url + GALLERY);
    expect(page.problems).toEqual([]);
    await page.close();
  }, 180_000);

  test("without scripts a tap on an image stays on the gallery page, at that image", async () => {
    const noScripts = await openBrowser({ javaScriptEnabled: false });
    try {
      const page = await noScripts.page({ width: 390, height: 844 });
      await page.goto(suite.url + GALLERY);
      const hrefs = await page.locator(".gallery__open").evaluateAll((links) => links.map((link) => link.getAttribute("href")));
      expect(hrefs).toEqual(["#view-1", "#view-2", "#view-3", "#view-4"]);
      await page.locator(".gallery__open").nth(3).click();
      await page.waitForURL(suite.url + GALLERY + "#view-4");
      // The image tapped is on screen, its page still the gallery with its title.
      expect(await page.locator("h1.gallery__title").count()).toBe(1);
      const box = (await page.locator("#view-4").boundingBox())!;
      expect(box.y).toBeLessThan(844);
      expect(box.y + box.height).toBeGreaterThan(0);
    } finally {
      await noScripts.close();
    }
  });
});
