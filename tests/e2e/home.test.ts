// The home page in Chromium, as a visitor uses it: the mobile menu locks scrolling, the counters
// show 235 and 112 with or without scripts and count up only out of sight, the carousel turns by itself, the cursor stays off small screens, the
// heavy widgets arrive after mount, reduced motion is honoured, and nothing complains.
import { describe, expect, test } from "bun:test";
import type { Page } from "playwright-core";
import { chatUrl } from "../../client/studio.ts";
import { seedStudio } from "../../src/features/seed/content.ts";
import { addLogo, adminToken } from "../support/admin-api.ts";
import { hasBrowser, openBrowser } from "../support/browser.ts";
import { browserSuite, type BrowserSuite } from "../support/browser-suite.ts";
import { layoutShifts, recordLayoutShifts, totalShift } from "../support/layout-shifts.ts";

// Chromium on a busy machine: give each test room, independent of the default timeout.
const BROWSER_TEST_MS = 60_000;

let suite: BrowserSuite;

async function openHome(options: { width?: number; height?: number; reducedMotion?: boolean } = {}) {
  const page = await suite.browser.page(options);
  if (options.reducedMotion) await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto(suite.url + "/");
  await page.waitForSelector("html[data-hydrated=true]");
  return page;
}

/** Scrolls the whole page in steps, as a reader would, so every lazy part loads. */
async function readThrough(page: Page) {
  const height = await page.evaluate(() => document.body.scrollHeight);
  for (let y = 0; y <= height; y += 500) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(60);
  }
}

/** The page's own scrolling: "hidden" while the menu is open (mobile-menu.css). */
const pageOverflow = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).overflowY);
const menuOpen = (page: Page) => page.evaluate(() => document.getElementById("mobile-menu")!.matches(":popover-open"));

describe.skipIf(!hasBrowser)("home page in Chromium", () => {
  // The home page as a visitor who has not asked for less motion sees it: video, carousel, counters, cursor.
  suite = browserSuite({}, undefined, { motion: true });

  test.each([390, 1440])(
    "at %i px: hydrates, loads every part while scrolling, with no console error or warning",
    async (width) => {
      const page = await openHome({ width });
      await readThrough(page);
      await page.waitForSelector(".carousel__viewport.swiper-initialized");
      await page.waitForLoadState("networkidle");
      expect(page.problems).toEqual([]);
      await page.close();
    },
    BROWSER_TEST_MS,
  );

  test(
    "the mobile menu opens as an overlay, locks scrolling, traps focus, and closes on its icon or Escape",
    async () => {
      const page = await openHome({ width: 390 });
      expect(await page.isVisible(".site-header__nav")).toBe(false);
      const toggle = page.getByRole("button", { name: "Open menu" });

      await toggle.click();
      const menu = page.getByRole("dialog", { name: "Menu" });
      await menu.waitFor();
      // An overlay: it covers the whole screen, not just the header it was opened from.
      await page.waitForFunction(() =>
        document
          .getElementById("mobile-menu")!
          .getAnimations()
          .every((a) => a.playState === "finished"),
      );
      expect(await menu.boundingBox()).toEqual({ x: 0, y: 0, width: 390, height: 900 });
      expect(await pageOverflow(page)).toBe("hidden");
      expect(await menuOpen(page)).toBe(true);
      expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("Close menu");
      const getInTouch = menu.getByRole("link", { name: /Get in touch/ });
      expect(await getInTouch.getAttribute("href")).toBe(chatUrl(seedStudio));
      expect(await getInTouch.getAttribute("target")).toBe("_blank");
      expect(await getInTouch.getAttribute("rel")).toBe("noopener noreferrer");
      // The page behind does not scroll while the menu is open.
      await page.mouse.wheel(0, 800);
      await page.waitForTimeout(200);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      // Tab cycles inside the menu.
      for (let i = 0; i < 8; i++) await page.keyboard.press("Tab");
      expect(await page.evaluate(() => !!document.activeElement?.closest("#mobile-menu"))).toBe(true);

      await page.keyboard.press("Escape");
      await menu.waitFor({ state: "hidden" });
      expect(await menuOpen(page)).toBe(false);
      expect(await pageOverflow(page)).not.toBe("hidden");
      expect(await page.evaluate(() => document.activeElement?.classList.contains("site-header__toggle"))).toBe(true);

      await toggle.click();
      await page.getByRole("button", { name: "Close menu" }).click();
      await menu.waitFor({ state: "hidden" });
      expect(await pageOverflow(page)).not.toBe("hidden");
      // A link in the menu that navigates in place closes it.
      await toggle.click();
      await menu.getByRole("link", { name: "Portfolio" }).click();
      await page.waitForURL(/\/portfolio$/);
      await menu.waitFor({ state: "hidden" });
      expect(await pageOverflow(page)).not.toBe("hidden");
      await page.close();
    },
    BROWSER_TEST_MS,
  );

  /**
   * Every value each counter shows from the first parse on, in order, by its target (recorded in
   * the page). Kept per counter: the page streams, so the parser can stop between the two counters
   * and a reading of both at that moment would hold only the first. An empty text is not a value
   * shown (the parser can insert a counter before its digits).
   */
  async function recordCounters(page: Page) {
    await page.addInitScript(() => {
      const seen: Record<string, string[]> = {};
      (window as unknown as { counterValues: typeof seen }).counterValues = seen;
      const note = () => {
        for (const node of document.querySelectorAll("[data-counter]")) {
          const values = (seen[node.getAttribute("data-counter")!] ??= []);
          const now = node.textContent ?? "";
          if (now && now !== values.at(-1)) values.push(now);
        }
      };
      new MutationObserver(note).observe(document, { childList: true, subtree: true, characterData: true });
    });
    return () => page.evaluate(() => (window as unknown as { counterValues: Record<string, string[]> }).counterValues);
  }

  /** Two frames after hydration: the counters' first intersection report has been handled. */
  const settled = (page: Page) =>
    page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 100)))));

  const counterBars = (page: Page) => page.$$eval(".hero-counters__bar", (nodes) => nodes.map((node) => (node as HTMLElement).style.width));

  test(
    "without JavaScript the counters show 235+ and 112+ with full bars, not 0+",
    async () => {
      const noScripts = await openBrowser({ javaScriptEnabled: false });
      const page = await noScripts.page({ width: 390 });
      await page.goto(suite.url + "/");
      expect(await page.$$eval(".hero-counters__value", (nodes) => nodes.map((node) => node.textContent))).toEqual(["235+", "112+"]);
      expect(await counterBars(page)).toEqual(["100%", "100%"]);
      await noScripts.close();
    },
    BROWSER_TEST_MS,
  );

  test(
    "counters in view when the page opens show 235 and 112 from the first paint and never a smaller number",
    async () => {
      const page = await suite.browser.page({ width: 1440, height: 900 });
      const seen = await recordCounters(page);
      await page.goto(suite.url + "/");
      await page.waitForSelector("html[data-hydrated=true]");
      await settled(page);
      const box = await page.locator(".hero-counters").boundingBox();
      expect(box!.y + box!.height).toBeLessThan(900);
      expect(await seen()).toEqual({ "235": ["235"], "112": ["112"] });
      expect(await counterBars(page)).toEqual(["100%", "100%"]);
      await page.close();
    },
    BROWSER_TEST_MS,
  );

  test(
    "counters below the screen when the page opens count up from 0 once scrolled to, ending at 235 and 112 with full bars",
    async () => {
      const page = await suite.browser.page({ width: 1440, height: 360 });
      const seen = await recordCounters(page);
      await page.goto(suite.url + "/");
      await page.waitForSelector("html[data-hydrated=true]");
      await page.waitForFunction(() => document.querySelector("[data-counter='235']")?.textContent === "0");
      await page.locator(".hero-counters").scrollIntoViewIfNeeded();
      await page.waitForFunction(
        () => [...document.querySelectorAll("[data-counter]")].every((n) => n.textContent === n.getAttribute("data-counter")),
        null,
        { timeout: 60_000 },
      );
      // Each counter: the server's final number, then 0 while out of sight, then counting up to its
      // target. A busy browser may draw two ticks as one, so the steps are counted, not listed.
      const counters = await seen();
      expect(Object.keys(counters).sort()).toEqual(["112", "235"]);
      for (const [target, values] of Object.entries(counters)) {
        expect(values.slice(0, 2)).toEqual([target, "0"]);
        const counted = values.slice(1).map(Number);
        expect(counted.every((value, i) => i === 0 || value > counted[i - 1]!)).toBe(true);
        expect(counted.at(-1)).toBe(Number(target));
        expect(counted.length).toBeGreaterThan(Number(target) / 2);
      }
      expect(await counterBars(page)).toEqual(["100%", "100%"]);
      await page.close();
    },
    BROWSER_TEST_MS,
  );

  async function carouselPage() {
    const page = await openHome();
    await page.locator("#testimonials").scrollIntoViewIfNeeded();
    await page.waitForSelector(".carousel__viewport.swiper-initialized");
    const active = () => page.$eval(".swiper-slide-active", (slide) => slide.getAttribute("data-index"));
    const changedFrom = (before: string | null, timeout: number) =>
      page.waitForFunction((index) => document.querySelector(".swiper-slide-active")?.getAttribute("data-index") !== index, before, { timeout });
    return { page, active, changedFrom };
  }

  test(
    "the testimonial carousel advances by itself",
    async () => {
      const { page, active, changedFrom } = await carouselPage();
      const first = await active();
      await changedFrom(first, 3000 + 2000);
      expect(await active()).not.toBe(first);
      await page.close();
    },
    BROWSER_TEST_MS,
  );

  test(
    "the carousel answers its buttons at once, and keeps rotating after a visitor steps it",
    async () => {
      const { page, active, changedFrom } = await carouselPage();
      // Start just after an automatic turn: the next one is a 6 s glide and a 3 s delay away, so
      // the click below cannot race it (on a busy machine it once did, stepping two slides).
      const beforeTurn = await active();
      await changedFrom(beforeTurn, 3000 + 2000);
      const first = await active();
      await page.getByRole("button", { name: "Next review" }).click();
      await changedFrom(first, 1000);
      const stepped = await active();
      expect(Number(stepped)).toBe((Number(first) + 1) % 10);
      // disableOnInteraction: false, so the rotation carries on by itself: the 0.6 s step, the
      // 3 s delay, and room for a busy machine.
      await changedFrom(stepped, 600 + 3000 + 3000);
      await page.close();
    },
    BROWSER_TEST_MS,
  );

  test(
    "the custom cursor follows the mouse on wide screens, and is gone under 900 px (also after a resize)",
    async () => {
      const page = await openHome({ width: 1440 });
      // The cursor mounts just after hydration, once the screen's media query is read.
      await page.waitForSelector(".cursor");
      await page.mouse.move(400, 300);
      await page.waitForSelector(".cursor__dot[data-visible=true]");
      expect(await page.$eval(".cursor__dot", (dot) => (dot as HTMLElement).style.transform)).toBe("translate(400px, 300px)");

      await page.setViewportSize({ width: 899, height: 900 });
      await page.waitForSelector(".cursor", { state: "detached" });
      await page.setViewportSize({ width: 1200, height: 900 });
      await page.waitForSelector(".cursor", { state: "attached" });
      await page.close();

      const phone = await openHome({ width: 390 });
      await phone.mouse.move(100, 100);
      await phone.waitForTimeout(300);
      expect(await phone.$(".cursor")).toBeNull();
      await phone.close();
    },
    BROWSER_TEST_MS,
  );

  test(
    "particles and swiper are not part of the first load; particles start when their section is reached",
    async () => {
      const page = await suite.browser.page();
      const scripts: string[] = [];
      page.on("request", (request) => {
        if (request.resourceType() === "script") scripts.push(request.url());
      });
      await page.goto(suite.url + "/");
      await page.waitForSelector("html[data-hydrated=true]");
      await page.waitForLoadState("networkidle");
      const firstLoad = scripts.length;
      expect(await page.$(".particle-field canvas")).toBeNull();
      expect(await page.$(".swiper-initialized")).toBeNull();

      await page.locator("#about").scrollIntoViewIfNeeded();
      await page.waitForSelector(".particle-field canvas", { timeout: 60_000 });
      expect(scripts.length).toBeGreaterThan(firstLoad);
      await page.close();
    },
    BROWSER_TEST_MS,
  );

  test(
    "with reduced motion: final counter values at once, no particles, no autoplay, marquee and video still",
    async () => {
      const page = await openHome({ reducedMotion: true });
      await page.waitForFunction(() => document.querySelector("[data-counter='235']")?.textContent === "235", null, { timeout: 2000 });
      await readThrough(page);
      await page.waitForSelector(".carousel__viewport.swiper-initialized");
      const active = await page.$eval(".swiper-slide-active", (slide) => slide.getAttribute("data-index"));
      await page.waitForTimeout(4500);
      expect(await page.$eval(".swiper-slide-active", (slide) => slide.getAttribute("data-index"))).toBe(active);
      expect(await page.$(".particle-field canvas")).toBeNull();
      expect(await page.$(".cursor")).toBeNull();
      expect(await page.$eval(".marquee .looping-row__inner", (row) => getComputedStyle(row).animationName)).toBe("none");
      expect(await page.$eval(".hero__video", (video) => (video as HTMLVideoElement).paused)).toBe(true);
      await page.close();
    },
    BROWSER_TEST_MS,
  );

  test(
    "the hero video plays by itself, and its button pauses and resumes it, saying which it will do",
    async () => {
      const page = await openHome({ width: 1440 });
      // Waits until the video and its button agree on `paused`; fails with what they showed instead.
      const settlesOn = async (paused: boolean) => {
        const agreed = await page
          .waitForFunction(
            (want) => {
              const video = document.querySelector<HTMLVideoElement>(".hero__video")!;
              const button = document.querySelector(".hero .video-toggle")!;
              return video.paused === want && button.getAttribute("aria-pressed") === String(want);
            },
            paused,
            { timeout: 5000 },
          )
          .then(
            () => true,
            () => false,
          );
        const shown = await page.evaluate(() => ({
          paused: document.querySelector<HTMLVideoElement>(".hero__video")!.paused,
          pressed: document.querySelector(".hero .video-toggle")!.getAttribute("aria-pressed"),
        }));
        expect({ agreed, shown }).toEqual({ agreed: true, shown: { paused, pressed: String(paused) } });
      };
      await settlesOn(false);
      await page.click(".hero .video-toggle");
      await settlesOn(true);
      await page.click(".hero .video-toggle");
      await settlesOn(false);
      await page.close();
    },
    BROWSER_TEST_MS,
  );

  test(
    "the app's code is fetched only once the first paint is on screen, leaving it the bandwidth",
    async () => {
      const page = await openHome({ width: 390 });
      const timing = await page.evaluate(() => ({
        paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Infinity,
        app: performance
          .getEntriesByType("resource")
          .filter(
            (entry) => /\/assets\/.*\.js$/.test(entry.name) && entry.name !== document.querySelector<HTMLScriptElement>("script[data-chunks]")!.src,
          )
          .map((entry) => entry.startTime),
      }));
      expect(timing.app.length).toBeGreaterThan(0);
      expect(timing.app.filter((start) => start < timing.paint)).toEqual([]);
      await page.close();
    },
    BROWSER_TEST_MS,
  );

  test(
    "text renders in the web fonts from the two small basic files; another latin character fetches the full file",
    async () => {
      const page = await suite.browser.page({ width: 390 });
      const fonts: string[] = [];
      page.on("request", (request) => {
        if (request.url().includes("/fonts/")) fonts.push(new URL(request.url()).pathname);
      });
      await page.goto(suite.url + "/");
      await page.waitForSelector("html[data-hydrated=true]");
      await page.evaluate(() => document.fonts.ready);
      expect(fonts.sort()).toEqual(["/fonts/inter-basic-wght-normal.woff2", "/fonts/space-grotesk-basic-wght-normal.woff2"]);
      const inWebFont = (font: string, text: string) => page.evaluate(([f, t]) => document.fonts.check(f!, t), [font, text]);
      expect(await inWebFont('700 48px "Space Grotesk Variable"', "Ideas that hit, Designs that stick.")).toBe(true);
      expect(await inWebFont('400 16px "Inter Variable"', "We blend design, motion and storytelling")).toBe(true);

      const latin = page.waitForRequest((request) => request.url().endsWith("/fonts/inter-latin-wght-normal.woff2"), { timeout: 5000 });
      await page.evaluate(() => {
        const p = document.createElement("p");
        p.textContent = "Señora Müller";
        document.querySelector(".hero__intro")!.after(p);
      });
      await latin;
      await page.waitForFunction(() => document.fonts.check('400 16px "Inter Variable"', "Señora Müller"));
      await page.close();
    },
    BROWSER_TEST_MS,
  );

  test(
    "internal links prefetch the target page's code after hovering for 100 ms",
    async () => {
      const page = await openHome();
      await page.waitForLoadState("networkidle");
      const prefetch = page.waitForRequest((request) => request.url().includes("/assets/") && request.url().endsWith(".js"), { timeout: 5000 });
      await page.locator(".site-header__nav a[href='/portfolio']").hover();
      expect((await prefetch).url()).toContain("/assets/");
      await page.close();
    },
    BROWSER_TEST_MS,
  );

  test(
    "nothing on the page shifts as images and fonts arrive",
    async () => {
      for (const width of [390, 1440]) {
        const page = await suite.browser.page({ width });
        await recordLayoutShifts(page);
        await page.goto(suite.url + "/");
        await page.waitForLoadState("networkidle");
        await page.waitForTimeout(500);
        expect(totalShift(await layoutShifts(page))).toBeLessThan(0.05);
        await page.close();
      }
    },
    BROWSER_TEST_MS,
  );

  test(
    "a logo added through the admin API appears in the strip on /",
    async () => {
      const logo = await addLogo(suite.t, await adminToken(suite.t), "Quasar Optics");
      const page = await openHome();
      await page.locator("#clients").scrollIntoViewIfNeeded();
      const image = page.locator(`.logo-strip__row ul:not([aria-hidden]) img[alt="Quasar Optics"]`);
      expect(await image.getAttribute("src")).toBe(logo.image);
      // The strip keeps moving, so ask the browser for the file rather than waiting for it to scroll by.
      const served = await page.evaluate(async (src) => {
        const response = await fetch(src);
        return { ok: response.ok, type: response.headers.get("content-type") };
      }, logo.image);
      expect(served.ok).toBe(true);
      expect(served.type).toMatch(/^image\//);
      await page.close();
    },
    BROWSER_TEST_MS,
  );
});
