// The content records in Chromium: pages reached by client-side navigation read the same
// records (no reload), an old slug followed in the app lands on the new address, a draft shows
// the 404 page, and record images reserve their space (no layout shift) behind a placeholder.
import { describe, expect, test } from "bun:test";
import { api, imageFile, json } from "../api/helpers.ts";
import { adminToken } from "../support/admin-api.ts";
import { hasBrowser } from "../support/browser.ts";
import { browserSuite } from "../support/browser-suite.ts";
import { layoutShifts, recordLayoutShifts } from "../support/layout-shifts.ts";

describe.skipIf(!hasBrowser)("content records in Chromium", () => {
  const suite = browserSuite();

  async function open(path: string, width = 1440) {
    const page = await suite.browser.page({ width });
    await page.goto(suite.url + path);
    await page.waitForSelector("html[data-hydrated=true]");
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    return page;
  }
  const noReload = (page: Awaited<ReturnType<typeof open>>) => page.evaluate(() => (window as unknown as { marker?: number }).marker === 1);

  test("a service card opens its project in the app: title, images and pager from the record", async () => {
    const page = await open("/productvisualization");
    await page.click('a.service-card[href="/productvisualization/perfume"]');
    await page.waitForSelector("h1.gallery__title:text-is('Perfume')");
    expect(await page.title()).toBe("Perfume · 3D Product Visualization | Vanta Studio");
    expect(await page.locator(".gallery__stack img").count()).toBe(4);
    await page.click("a[rel=next]");
    await page.waitForSelector("h1.gallery__title:text-is('Hero Wristband')");
    expect(await noReload(page)).toBe(true);
    expect(page.problems).toEqual([]);
    await page.close();
  }, 90_000);

  test("an old slug followed inside the app lands on the new address; a draft is the 404 page", async () => {
    const call = api(suite.t, await adminToken(suite.t));
    const { project } = await json(await call.json("/api/admin/projects", { title: "Glass Orb", family: "socialmedia", status: "published" }));
    await call.form(`/api/admin/projects/${project._id}/images`, { image: await imageFile("orb.png", 600, 600, "#7fd4ff"), alt: "A glass orb" });
    await call.json(`/api/admin/projects/${project._id}`, { slug: "crystal-orb" }, "PATCH");
    const { project: draft } = await json(await call.json("/api/admin/projects", { title: "Secret Orb", family: "socialmedia" }));

    const page = await open("/socialmedia");
    // As an in-app link does: push the address and let the router render it (no page load).
    await page.evaluate(() => {
      history.pushState(null, "", "/socialmedia/glass-orb");
      dispatchEvent(new PopStateEvent("popstate"));
    });
    await page.waitForURL(suite.url + "/socialmedia/crystal-orb");
    await page.waitForSelector("h1.gallery__title:text-is('Glass Orb')");
    await page.evaluate(() => {
      history.pushState(null, "", "/socialmedia/secret-orb");
      dispatchEvent(new PopStateEvent("popstate"));
    });
    await page.waitForSelector("text=This page drifted out of frame.");
    expect(await noReload(page)).toBe(true);
    await call.delete(`/api/admin/projects/${project._id}`);
    await call.delete(`/api/admin/projects/${draft._id}`);
    await page.close();
  }, 90_000);

  test("record images reserve their space: no layout shift while a gallery and a tab load", async () => {
    for (const [path, width] of [
      ["/guidelines/thunder", 390],
      ["/portfolio?tab=cgi", 1440],
    ] as const) {
      const page = await suite.browser.page({ width });
      // The web fonts are left out: their swap is tests/e2e/public-layout.test.ts's business, and
      // here any shift must be an image's.
      await page.route("**/*.woff2", (route) => route.abort());
      await recordLayoutShifts(page);
      await page.goto(suite.url + path);
      await page.waitForLoadState("networkidle");
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForLoadState("networkidle");
      expect({ path, shifts: await layoutShifts(page) }).toEqual({ path, shifts: [] });
      await page.close();
    }
  }, 90_000);
});
