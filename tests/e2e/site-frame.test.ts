// One site frame, measured in Chromium at a phone's and a desktop's width: the header's mark sits
// at the same place and size on every page, home included, with the page's way to reach the
// studio in the same slot; the services are listed in the header and the phone menu when the
// owner switches that on (on the Studio screen); the owner's mark (uploaded on that screen)
// replaces the monogram in the header and the browser's icons, and a file that is no image is
// named at the field and changes nothing.
import { describe, expect, test } from "bun:test";
import type { Page } from "playwright-core";
import sharp from "sharp";
import { MARK_MESSAGES } from "../../client/contract/mark.ts";
import { STUDIO_MESSAGES } from "../../client/contract/studio.ts";
import { adminToken } from "../support/admin-api.ts";
import { signedInPage } from "../support/admin-session.ts";
import { hasBrowser } from "../support/browser.ts";
import { browserSuite } from "../support/browser-suite.ts";
import { shoot } from "../support/screenshots.ts";

const BROWSER_TEST_MS = 90_000;
const PAGES = ["/", "/portfolio", "/animation", "/productvisualization/boat", "/contact"];
const MARK_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120" viewBox="0 0 120 120"><circle cx="60" cy="60" r="56" fill="#ff3366"/><rect x="40" y="40" width="40" height="40" fill="#07070a"/></svg>';

describe.skipIf(!hasBrowser)("the site frame in Chromium", () => {
  const suite = browserSuite();

  async function open(path: string, width: number) {
    const page = await suite.browser.page({ width, height: width < 600 ? 844 : 900 });
    await page.goto(suite.url + path);
    await page.waitForSelector("html[data-hydrated=true]");
    return page;
  }

  /** The header's mark link, where it stands and how large it is, with the page's action slot's visibility. */
  async function frameOf(path: string, width: number) {
    const page = await open(path, width);
    const brand = await page.locator(".site-header__brand").boundingBox();
    const mark = await page.locator(".site-header__brand :is(svg, img)").first().boundingBox();
    const action = page.locator(".site-header__action :is(a, button)").first();
    const seen = {
      brand,
      mark,
      action: await action.isVisible(),
      actionText: (await action.evaluate((node) => node.firstChild?.textContent ?? "")).trim(),
    };
    await page.close();
    return seen;
  }

  for (const width of [390, 1440]) {
    test(
      `at ${width} px the header's mark has the same place and size on every page, and the page's button is in the same slot`,
      async () => {
        const frames = [];
        for (const path of PAGES) frames.push({ path, ...(await frameOf(path, width)) });
        const [home, ...others] = frames;
        for (const frame of others) {
          expect({ path: frame.path, brand: frame.brand, mark: frame.mark }).toEqual({ path: frame.path, brand: home!.brand, mark: home!.mark });
        }
        expect(home!.mark).toMatchObject({ width: 40, height: 40 });
        // Home's "Get in touch" and the others' Connect, shown at both widths.
        expect(frames.map((frame) => [frame.path, frame.action, frame.actionText])).toEqual(
          PAGES.map((path) => [path, true, path === "/" ? "Get in touch" : "Connect"]),
        );
      },
      BROWSER_TEST_MS,
    );
  }

  test(
    "a short name as long as the Studio screen takes is cut short: the header's buttons and the menu's close stay whole on a tablet and a phone",
    async () => {
      const headers = { authorization: `Bearer ${await adminToken(suite.t)}`, "content-type": "application/json" };
      const { studio } = (await (await suite.t.request("/api/admin/studio", { headers })).json()) as { studio: Record<string, unknown> };
      const save = (name: unknown) => suite.t.request("/api/admin/studio", { method: "PUT", headers, body: JSON.stringify({ ...studio, name }) });
      expect((await save("Kite & Kiln Ceramics and Glassworks Ltd.")).status).toBe(200);
      try {
        for (const width of [600, 900]) {
          const page = await open("/", width);
          // Get in touch, and the menu button (under 900 px) or the links (from 900 px), inside the window.
          for (const control of [page.locator(".site-header__action a"), page.locator(width < 900 ? ".site-header__toggle" : ".site-header__nav")]) {
            const box = (await control.boundingBox())!;
            expect(box.x + box.width).toBeLessThanOrEqual(width);
          }
          const [name, action] = [
            (await page.locator(".site-header__name").boundingBox())!,
            (await page.locator(".site-header__action").boundingBox())!,
          ];
          expect(name.x + name.width).toBeLessThanOrEqual(action.x);
          await page.close();
        }
        const phone = await open("/", 390);
        await phone.getByRole("button", { name: "Open menu" }).click();
        const [name, close] = [
          (await phone.locator(".mobile-menu__name").boundingBox())!,
          (await phone.getByRole("button", { name: "Close menu" }).boundingBox())!,
        ];
        expect(name.x + name.width).toBeLessThanOrEqual(close.x);
        await phone.close();
      } finally {
        expect((await save(studio.name)).status).toBe(200);
      }
    },
    BROWSER_TEST_MS,
  );

  test(
    "the monogram follows the studio's short name renamed on the Studio screen: header, menu, footer and tab icon",
    async () => {
      const iconOf = async (page: Page) => (await page.locator('link[rel="icon"][type="image/svg+xml"]').getAttribute("href"))!;
      const before = await open("/", 1440);
      expect(await before.locator(".site-header__brand svg.monogram text").textContent()).toBe("V");
      const iconBefore = await iconOf(before);
      await before.close();

      const admin = await signedInPage(suite, "/admin/studio");
      await admin.getByLabel("Short name").fill("Kite & Kiln");
      await admin.getByRole("button", { name: "Save studio details" }).click();
      await admin.getByText(STUDIO_MESSAGES.saved).first().waitFor();
      // The mark editor's preview follows once saved.
      expect(await admin.locator(".mark-field svg.monogram text").textContent()).toBe("KK");

      for (const width of [390, 1440]) {
        const page = await open("/contact", width);
        expect(await page.locator(".site-header__brand svg.monogram text").textContent()).toBe("KK");
        expect(await page.locator(".site-footer svg.monogram text").textContent()).toBe("KK");
        expect(await page.locator(".mobile-menu__brand svg.monogram text").textContent()).toBe("KK");
        const icon = await iconOf(page);
        expect(icon).not.toBe(iconBefore);
        expect(await (await page.request.get(suite.url + icon)).text()).toContain(">KK</text>");
        await page.close();
      }
      await admin.getByLabel("Short name").fill("VANTA");
      await admin.getByRole("button", { name: "Save studio details" }).click();
      await admin.getByText(STUDIO_MESSAGES.saved).first().waitFor();
      await admin.close();
    },
    BROWSER_TEST_MS,
  );

  test(
    "with the services listed (a switch on the Studio screen), the header's Services menu and the phone menu lead to each service page",
    async () => {
      const before = await open("/portfolio", 1440);
      expect(await before.getByRole("button", { name: "Services" }).count()).toBe(0);
      await before.close();

      const admin = await signedInPage(suite, "/admin/studio");
      const toggle = admin.getByRole("switch", { name: /List the services in the header and the menu/ });
      await toggle.check();
      await admin.getByRole("button", { name: "Save studio details" }).click();
      await admin.getByText(STUDIO_MESSAGES.saved).first().waitFor();
      await admin.close();

      const page = await open("/", 1440);
      await page.getByRole("button", { name: "Services" }).click();
      const menu = page.locator("#services-menu");
      await menu.getByRole("link", { name: "3D Product Animation" }).waitFor();
      expect(await menu.getByRole("link").evaluateAll((links) => links.map((link) => link.getAttribute("href")))).toEqual([
        "/photomanupulation",
        "/productvisualization",
        "/WebDesign",
        "/guidelines",
        "/animation",
        "/socialmedia",
      ]);
      // One under another, whole on the screen.
      const box = (await menu.boundingBox())!;
      expect(box.x >= 0 && box.x + box.width <= 1440).toBe(true);
      const tops = await menu.getByRole("link").evaluateAll((links) => links.map((link) => link.getBoundingClientRect().top));
      expect(tops.every((top, i) => i === 0 || top > tops[i - 1]!)).toBe(true);
      await shoot(page, "frame-services-menu-1440");
      await menu.getByRole("link", { name: "Brand Guidelines" }).click();
      await page.waitForURL(/\/guidelines$/);
      await page.close();

      const phone = await open("/portfolio", 390);
      await phone.getByRole("button", { name: "Open menu" }).click();
      const mobile = phone.getByRole("dialog", { name: "Menu" });
      await mobile.getByRole("link", { name: "Social Media" }).waitFor();
      expect(await mobile.locator(".mobile-menu__service").count()).toBe(6);
      await shoot(phone, "frame-mobile-menu-services-390");
      await mobile.getByRole("link", { name: "Web Design" }).click();
      await phone.waitForURL(/\/WebDesign$/);
      await phone.getByRole("dialog", { name: "Menu" }).waitFor({ state: "hidden" });
      await phone.close();
    },
    BROWSER_TEST_MS,
  );

  test(
    "the owner uploads a mark on the Studio screen: header and icons change; a text file named .png is named at the field and changes nothing",
    async () => {
      const admin = await signedInPage(suite, "/admin/studio");
      const field = admin.locator("section.mark-field");
      await field.getByText("Now: the monogram of your studio's initials").waitFor();

      // Not an image: refused in the browser, at the field; nothing is sent.
      await field
        .locator("input[type=file]")
        .setInputFiles({ name: "mark.png", mimeType: "image/png", buffer: Buffer.from("plain text, not a picture") });
      await field.getByText(/is not an image this site can read/).waitFor();
      await field.getByRole("button", { name: "Save mark" }).click();
      await admin.getByText(MARK_MESSAGES.imageRequired).first().waitFor();

      // An SVG with a script passes the browser's look but not the server's: named, nothing changes.
      await field.locator("input[type=file]").setInputFiles({
        name: "mark.svg",
        mimeType: "image/svg+xml",
        buffer: Buffer.from(MARK_SVG.replace("<circle", '<script>alert("x")</script><circle')),
      });
      await field.getByRole("button", { name: "Save mark" }).click();
      await field.getByText(MARK_MESSAGES.script).first().waitFor();
      expect(await field.getByText("Now: the monogram of your studio's initials").count()).toBe(1);

      const home = await open("/", 1440);
      const iconBefore = await home.locator('link[rel="apple-touch-icon"]').getAttribute("href");
      expect(await home.locator(".site-header__brand svg.monogram").count()).toBe(1);
      await home.close();

      await field.locator("input[type=file]").setInputFiles({ name: "mark.svg", mimeType: "image/svg+xml", buffer: Buffer.from(MARK_SVG) });
      await field.getByRole("button", { name: "Save mark" }).click();
      await field.getByText("Now: your uploaded mark").waitFor();
      await shoot(admin, "frame-mark-field-1440");
      await admin.setViewportSize({ width: 390, height: 844 });
      await shoot(admin, "frame-mark-field-390", { fullPage: true });

      for (const width of [390, 1440]) {
        const page = await open("/portfolio", width);
        const mark = page.locator(".site-header__brand img.studio-mark");
        await mark.waitFor();
        expect(await mark.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
        expect(await mark.boundingBox()).toMatchObject({ width: 40, height: 40 });
        const touch = (await page.locator('link[rel="apple-touch-icon"]').getAttribute("href"))!;
        expect(touch).not.toBe(iconBefore);
        const favicon = (await page.locator('link[rel="icon"][type="image/png"]').getAttribute("href"))!;
        for (const [href, size] of [
          [touch, 180],
          [favicon, 32],
        ] as const) {
          const response = await page.request.get(suite.url + href);
          expect(response.headers()["content-type"]).toBe("image/png");
          expect(await sharp(await response.body()).metadata()).toMatchObject({ format: "png", width: size, height: size });
        }
        await page.close();
      }

      // Back to the monogram from the same field.
      await field.getByRole("button", { name: "Use the monogram instead" }).click();
      await field.getByText("Now: the monogram of your studio's initials").waitFor();
      await admin.close();
      const after = await open("/", 390);
      expect(await after.locator(".site-header__brand svg.monogram").count()).toBe(1);
      await after.close();
    },
    BROWSER_TEST_MS,
  );
});
