// A gallery page's images in Chromium: each is a link to its full-size file (so it opens
// without scripts), and with scripts a click or Enter opens the full-screen viewer, loaded only
// then; arrows step through it, Escape closes it and focus goes back to the image opened.
import { describe, expect, test } from "bun:test";
import { hasBrowser } from "../support/browser.ts";
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

  test("without scripts every image is a link to its full-size file, which opens", async () => {
    const page = await suite.browser.page({ width: 390, height: 844 });
    await page.route(/\.m?js(\?|$)/, (route) => route.abort());
    await page.goto(suite.url + GALLERY);
    const links = await page
      .locator(".gallery__stack li")
      .evaluateAll((items) =>
        items.map((item) => ({ href: item.querySelector("a")?.getAttribute("href") ?? null, wrapsImage: !!item.querySelector("a img") })),
      );
    expect(links.length).toBe(4);
    for (const link of links) {
      expect(link.wrapsImage).toBe(true);
      expect(link.href).toMatch(/-1600\.webp$/);
      const response = await fetch(suite.url + link.href);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toContain("image/webp");
    }
    expect(await page.locator("html[data-hydrated=true]").count()).toBe(0);
    await page.locator(".gallery__open").first().click();
    await page.waitForURL(/-1600\.webp$/);
    await page.close();
  });
});
