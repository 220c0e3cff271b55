// A focal point set by the owner in Chromium, at 1440 and 390 px: a click at the right edge of a
// wide project image in its editor (and the arrow keys on the sliders), then the service page's
// card and the home hero's tile, which crop the image each to its own shape, show that edge
// (their pixels sampled) where they showed the centre before.
import { describe, expect, test } from "bun:test";
import type { Locator } from "playwright-core";
import sharp from "sharp";
import { api, imageFile, json, redEdgeImage } from "../api/helpers.ts";
import { adminToken } from "../support/admin-api.ts";
import { hasBrowser } from "../support/browser.ts";
import { browserSuite } from "../support/browser-suite.ts";
import { signedInPage } from "../support/admin-session.ts";
import { shoot } from "../support/screenshots.ts";
import { until } from "../support/until.ts";

/** The colour drawn at a fraction across the middle of an element: "red", "blue" or "other". */
async function colourAt(element: Locator, across: number): Promise<string> {
  // The element's own screenshot (Playwright scrolls it into view first), sampled at one pixel.
  const shot = sharp(await element.screenshot());
  const { width, height } = await shot.metadata();
  const [r, g, b] = await shot
    .extract({ left: Math.min(width! - 1, Math.round(width! * across)), top: Math.round(height! / 2), width: 1, height: 1 })
    .removeAlpha()
    .raw()
    .toBuffer();
  return r! > 200 && b! < 60 ? "red" : b! > 200 && r! < 60 ? "blue" : `other (${r}, ${g}, ${b})`;
}

describe.skipIf(!hasBrowser)("an image's focal point", () => {
  const suite = browserSuite();

  for (const width of [1440, 390]) {
    test(`set with a click keeps the image's right edge in a card's crop and the home hero tile's, at ${width} px`, async () => {
      const call = api(suite.t, await adminToken(suite.t));
      const title = `Red Edge ${width}`;
      const { project } = await json(await call.json("/api/admin/projects", { title, family: "socialmedia", status: "published", featured: true }));
      // The home hero's first tile (its own crop, 4:5): the only project featured.
      await suite.t.stores.sql`update projects set featured = (id = ${project._id})`;
      await call.form(`/api/admin/projects/${project._id}/images`, { image: await redEdgeImage(), alt: "A blue field with a red edge" });
      // A square project put first: the cards take its shape, so the wide image is cropped to a square.
      const { project: lead } = await json(
        await call.json("/api/admin/projects", { title: `Square ${width}`, family: "socialmedia", status: "published" }),
      );
      await call.form(`/api/admin/projects/${lead._id}/images`, { image: await imageFile("square.png", 800, 800, "#00ff00"), alt: "A green square" });

      const visitor = await suite.browser.page({ width });
      const card = async () => {
        await visitor.goto(`${suite.url}/socialmedia`);
        const image = visitor.locator(`a[href="/socialmedia/${project.slug}"] img`);
        await image.scrollIntoViewIfNeeded();
        await image.evaluate((img: HTMLImageElement) => img.decode());
        return image;
      };
      const heroTile = async () => {
        suite.t.cache.clear();
        await visitor.goto(`${suite.url}/`);
        const image = visitor.locator(`.hero-work a[href="/socialmedia/${project.slug}"] img`);
        await image.scrollIntoViewIfNeeded();
        await image.evaluate((img: HTMLImageElement) => img.decode());
        return image;
      };
      // Cropped from the centre, the card and the hero's tile show no red.
      expect(await colourAt(await card(), 0.95)).toBe("blue");
      expect(await colourAt(await heroTile(), 0.9)).toBe("blue");

      const page = await signedInPage(suite, `/admin/projects/${project._id}`, width);
      await page.getByRole("button", { name: "Focal point" }).click();
      const picture = page.getByRole("button", { name: "Set the focal point of image 1 where you click" });
      await picture.waitFor();
      await page.waitForFunction(() => !document.querySelector<HTMLButtonElement>(".focus-picker__image")?.disabled);
      // A click at a spot of the picture, through the locator: it scrolls the picture into view and
      // waits for it to stand still first (raw mouse coordinates missed it when, on a busy CI
      // machine at 390 px, the panel moved between measuring and clicking).
      const box = (await picture.boundingBox())!;
      await picture.click({ position: { x: box.width * 0.96, y: box.height * 0.5 } });
      await page.locator(".focus-picker__state", { hasText: "Saved" }).waitFor();
      expect(await page.getByRole("slider", { name: "Across" }).getAttribute("aria-valuetext")).toBe("96%");
      // From the keyboard: the Across slider moved to its end.
      await page.getByRole("slider", { name: "Across" }).focus();
      await page.keyboard.press("End");
      const cover = (await json(await call.get(`/api/admin/projects/${project._id}`))).project.images[0].image.src as string;
      await until(async () => (await json(await call.get(`/api/admin/focus?src=${encodeURIComponent(cover)}`))).focus.x === 1, {
        what: "the focal point moved to the right edge by the End key",
        timeout: 90_000,
      });
      await shoot(page, `focus-picker-${width}`);
      await page.close();

      // The card, cropped around the point: its right edge is red.
      const cropped = await card();
      expect(await cropped.evaluate((img) => getComputedStyle(img).objectPosition)).toBe("100% 50%");
      expect(await colourAt(cropped, 0.95)).toBe("red");
      const tile = await heroTile();
      expect(await tile.evaluate((img) => getComputedStyle(img).objectPosition)).toBe("100% 50%");
      expect(await colourAt(tile, 0.9)).toBe("red");
      await visitor.close();
    }, 180_000);
  }
});
