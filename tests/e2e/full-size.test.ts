// An uploaded photo in the gallery viewer, in Chromium: the picture zoomed into is its largest
// width (2560), and "Full size" opens the upload's own pixels, re-encoded without the GPS
// position the camera wrote. A phone at 3x gets a width of 1170 px or more on the page itself.
import { describe, expect, test } from "bun:test";
import sharp from "sharp";
import { hasBrowser } from "../support/browser.ts";
import { browserSuite } from "../support/browser-suite.ts";
import { adminToken } from "../support/admin-api.ts";
import { jpegFile } from "../support/gradient-photo.ts";
import { api, json } from "../api/helpers.ts";

describe.skipIf(!hasBrowser)("an uploaded photo at full size", () => {
  let path = "";
  const suite = browserSuite({}, async (t) => {
    const call = api(t, await adminToken(t));
    const { project } = await json(
      await call.json("/api/admin/projects", { title: "Harbour Light", family: "productvisualization", status: "published" }),
    );
    for (const [name, width, height] of [
      ["harbour.jpg", 5000, 3333],
      ["quay.jpg", 3000, 2000],
    ] as const) {
      const added = await call.form(`/api/admin/projects/${project._id}/images`, {
        image: await jpegFile(name, width, height, { gps: true }),
        alt: `The ${name} photo`,
      });
      expect(added.status).toBe(201);
    }
    await t.app.moreWidths.settled();
    path = `/productvisualization/${project.slug}`;
  });

  test("the viewer zooms into the 2560 width and Full size is the original, without its EXIF", async () => {
    const page = await suite.browser.page({ width: 1440, height: 900 });
    await page.goto(suite.url + path);
    await page.waitForSelector("html[data-hydrated=true]");
    await page.locator(".gallery__open").first().click();
    const viewer = page.locator("dialog.viewer[open]");
    await viewer.waitFor();
    const picture = viewer.locator(".swiper-slide-active img");
    await page.waitForFunction(() => (document.querySelector<HTMLImageElement>(".viewer .swiper-slide-active img")?.naturalWidth ?? 0) > 0);
    expect(await picture.evaluate((img: HTMLImageElement) => [img.currentSrc.replace(/^.*\/media\//, ""), img.naturalWidth])).toEqual([
      expect.stringMatching(/^projects\/[0-9a-f-]{36}\/2560\.webp$/),
      2560,
    ]);

    const full = viewer.getByRole("link", { name: "Full size" });
    const href = (await full.getAttribute("href"))!;
    expect(href).toMatch(/^\/media\/projects\/[0-9a-f-]{36}\/original$/);
    const [opened] = await Promise.all([page.context().waitForEvent("page"), full.click()]);
    await opened.waitForURL(suite.url + href);
    await opened.close();
    const answer = await fetch(suite.url + href);
    expect(answer.headers.get("content-type")).toBe("image/jpeg");
    const meta = await sharp(Buffer.from(await answer.arrayBuffer())).metadata();
    expect([meta.width, meta.height, meta.exif]).toEqual([5000, 3333, undefined]);
    expect(page.problems).toEqual([]);
    await page.close();
  }, 180_000);

  test("a 390 px phone at 3x loads a width of 1170 px or more for the full-width picture", async () => {
    const context = await suite.browser.context.browser()!.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3 });
    const page = await context.newPage();
    await page.goto(suite.url + path);
    const first = page.locator(".gallery__stack img").first();
    await page.waitForFunction(() => (document.querySelector<HTMLImageElement>(".gallery__stack img")?.naturalWidth ?? 0) > 0);
    // naturalWidth is divided by the srcset's density: the width chosen is the file's.
    const chosen = Number(/\/(\d+)\.avif$/.exec(await first.evaluate((img: HTMLImageElement) => img.currentSrc))?.[1]);
    expect(chosen).toBeGreaterThanOrEqual(1170);
    await context.close();
  }, 180_000);
});
