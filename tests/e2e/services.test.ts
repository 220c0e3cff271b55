// The service pages in Chromium: 'Know More', the web cards' 'Live' on hover and keyboard
// focus, the animation cards' links after the 10 ms hover delay, and reduced motion.
import { describe, expect, test } from "bun:test";
import { hasBrowser } from "../support/browser.ts";
import { browserSuite } from "../support/browser-suite.ts";
import { servicePaths } from "../support/site-paths.ts";

describe.skipIf(!hasBrowser)("service pages in Chromium", () => {
  const suite = browserSuite();

  async function open(path: string, width = 1440) {
    const page = await suite.browser.page({ width });
    await page.goto(suite.url + path);
    await page.waitForSelector("html[data-hydrated=true]");
    return page;
  }
  const opacity = (locator: import("playwright-core").Locator) => locator.evaluate((el) => getComputedStyle(el).opacity);

  test.each([...servicePaths, "/productvisualization/upvclangle"])("%s on a phone: every image loads, nothing in the console", async (path) => {
    const page = await open(path, 390);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForLoadState("networkidle");
    const broken = await page.$$eval("img", (images) => images.filter((img) => img.complete && img.naturalWidth === 0).map((img) => img.src));
    expect(broken).toEqual([]);
    expect(page.problems).toEqual([]);
    await page.close();
  });

  test("'Know More' toggles the section with the services, industries, reasons and FAQs", async () => {
    const page = await open("/photomanupulation", 390);
    const toggle = page.locator("summary.know-more__bar");
    const region = page.locator(".know-more__body");
    expect(await region.isVisible()).toBe(false);
    expect(await toggle.textContent()).toContain("Know More");
    await toggle.click();
    expect(await page.locator("details.know-more__details").getAttribute("open")).toBe("");
    expect(await region.isVisible()).toBe(true);
    expect(await toggle.innerText()).toContain("Show less");
    await page.click("summary:text('Which file formats do you accept and deliver?')");
    expect(await page.locator("details.faq[open] .faq__answer").textContent()).toContain("PSD, JPEG, PNG and TIFF");
    await toggle.click();
    expect(await region.isVisible()).toBe(false);
    await page.close();
  });

  test("web design: 'Live' appears on hover and on keyboard focus, and opens the site in a new tab", async () => {
    const page = await open("/WebDesign");
    const overlays = page.locator(".site-card__overlay");
    // Hidden while no pointer is over the card: the pointer is put where the cards are not first
    // (once in a CI run the first card read 0.17 at once, fading, with the pointer left unset).
    await page.mouse.move(0, 0);
    await page.waitForFunction(() => getComputedStyle(document.querySelectorAll(".site-card__overlay")[0]!).opacity === "0");
    await page.hover(".site-card >> nth=0");
    await page.waitForFunction(() => getComputedStyle(document.querySelectorAll(".site-card__overlay")[0]!).opacity === "1");

    await page.mouse.move(0, 0);
    const live = page.locator(".site-card__live").nth(1);
    expect(await opacity(overlays.nth(1))).toBe("0");
    // Tab from the element before it, as a keyboard user would.
    await page.locator(".site-card__live").nth(0).focus();
    await page.keyboard.press("Tab");
    expect(await live.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.waitForFunction(() => getComputedStyle(document.querySelectorAll(".site-card__overlay")[1]!).opacity === "1");
    expect(await live.getAttribute("target")).toBe("_blank");
    expect(await live.getAttribute("href")).toBe("https://meridian-labs.example");
    await page.close();
  });

  test("animation: 'Watch Video' and 'Project Breakdown' show 10 ms after hover, and on focus", async () => {
    const page = await open("/animation");
    const card = page.locator(".anim-card").nth(0);
    expect(await card.getAttribute("class")).toBe("anim-card");
    await card.hover();
    await page.waitForSelector(".anim-card--show");
    expect(await card.getAttribute("class")).toContain("anim-card--show");
    await page.mouse.move(0, 0);
    await page.waitForFunction(() => !document.querySelector(".anim-card--show"));

    const second = page.locator(".anim-card").nth(1);
    await second.locator("a", { hasText: "Watch Video" }).focus();
    await page.waitForFunction(() => document.querySelectorAll(".anim-card")[1]!.classList.contains("anim-card--show"));
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Project Breakdown");
    expect(await second.getAttribute("class")).toContain("anim-card--show");
    for (const link of await second.locator(".anim-card__overlay a").all()) expect(await link.getAttribute("target")).toBe("_blank");
    await page.close();
  });

  test("with reduced motion the keyword banners stand still", async () => {
    const page = await suite.browser.page();
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto(suite.url + "/guidelines");
    expect(
      await page
        .locator(".keyword-marquee__row")
        .first()
        .evaluate((el) => getComputedStyle(el).animationName),
    ).toBe("none");
    await page.emulateMedia({ reducedMotion: "no-preference" });
    expect(
      await page
        .locator(".keyword-marquee__row")
        .first()
        .evaluate((el) => getComputedStyle(el).animationName),
    ).toBe("keyword-marquee-left");
    await page.close();
  });

  test("a gallery card opens its gallery, and the breadcrumb leads back, without reloads", async () => {
    const page = await open("/socialmedia", 390);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await page.click('a[href="/socialmedia/bees"]');
    await page.waitForSelector("h1.gallery__title:text('Bees')");
    expect(await page.locator(".gallery__stack img").count()).toBe(4);
    await page.click('.gallery__crumbs a:text("Social Media")');
    await page.waitForURL(suite.url + "/socialmedia");
    await page.waitForSelector("text=Custom Requests?");
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    await page.close();
  });
});
