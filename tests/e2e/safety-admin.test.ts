// The owner's safety net in Chromium: reorder logos and reviews by mouse and by keyboard (and
// the home page follows), delete with Undo, the Trash's restore, delete forever and Empty
// trash, and the activity log that records all of it.
import { describe, expect, test } from "bun:test";
import type { Page } from "playwright-core";
import sharp from "sharp";
import { hasBrowser } from "../support/browser.ts";
import { browserSuite } from "../support/browser-suite.ts";
import { dashboardLogos, signedInPage } from "../support/admin-session.ts";
import { adminToken } from "../support/admin-api.ts";

/** The logos of the home page's strip, in order (each once: the loop's copies have no alt). */
async function homeStrip(page: Page, url: string): Promise<string[]> {
  await page.goto(url + "/");
  return page.locator(".logo-strip__image:not([alt=''])").evaluateAll((images) => images.map((image) => (image as HTMLImageElement).alt));
}

const live = (page: Page) => page.locator(".sortable ~ [aria-live]").first();

describe.skipIf(!hasBrowser)("safety net in the admin (Chromium)", () => {
  const suite = browserSuite();

  test("drag a logo with the mouse: saved, kept after a reload, followed by the home strip", async () => {
    const page = await signedInPage(suite, "/admin");
    await page.waitForFunction(() => document.querySelectorAll(".logo-card").length === 16);
    const before = await dashboardLogos(page);
    // The logos are below the dashboard's counts: in view, where the owner drags them.
    await page.locator(".logo-card").first().scrollIntoViewIfNeeded();
    const handle = await page.getByRole("button", { name: `Move ${before[3]}` }).boundingBox();
    const target = await page.locator(".logo-card").first().boundingBox();
    await page.mouse.move(handle!.x + handle!.width / 2, handle!.y + handle!.height / 2);
    await page.mouse.down();
    await page.mouse.move(handle!.x + 20, handle!.y, { steps: 4 });
    await page.mouse.move(target!.x + target!.width / 2, target!.y + target!.height / 2, { steps: 12 });
    await page.mouse.up();
    const expected = [before[3]!, ...before.slice(0, 3), ...before.slice(4)];
    expect(await dashboardLogos(page)).toEqual(expected);
    expect(await live(page).textContent()).toBe(`${before[3]} moved to position 1 of 16.`);
    await page.getByText("Order saved").waitFor();

    await page.reload();
    await page.waitForFunction(() => document.querySelectorAll(".logo-card").length === 16);
    expect(await dashboardLogos(page)).toEqual(expected);
    const strip = await homeStrip(page, suite.url);
    expect(strip.slice(0, 4)).toEqual(expected.filter((name) => strip.includes(name)).slice(0, 4));
    expect(page.problems.filter((p) => !/status of 404/.test(p))).toEqual([]);
    await page.close();
  }, 180_000);

  test("drag a logo with a finger on a phone", async () => {
    const page = await signedInPage(suite, "/admin", 390);
    await page.waitForFunction(() => document.querySelectorAll(".logo-card").length === 16);
    const before = await dashboardLogos(page);
    // Real touch input, as a phone's browser delivers it (pointer events of type "touch").
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setTouchEmulationEnabled", { enabled: true, maxTouchPoints: 1 });
    // The dashboard's counts come first: the logos start below a phone's first screen, and a
    // finger only touches what is on it.
    await page
      .locator(".logo-card")
      .first()
      .evaluate((card) => card.scrollIntoView({ block: "start" }));
    const handle = (await page.getByRole("button", { name: `Move ${before[0]}` }).boundingBox())!;
    const target = (await page.locator(".logo-card").nth(3).boundingBox())!;
    const [x0, y0, x1, y1] = [handle.x + handle.width / 2, handle.y + handle.height / 2, target.x + target.width / 2, target.y + target.height / 2];
    await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x: x0, y: y0 }] });
    for (let step = 1; step <= 12; step++) {
      await cdp.send("Input.dispatchTouchEvent", {
        type: "touchMove",
        touchPoints: [{ x: x0 + ((x1 - x0) * step) / 12, y: y0 + ((y1 - y0) * step) / 12 }],
      });
    }
    await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
    await page.getByText("Order saved").waitFor();
    expect(await dashboardLogos(page)).toEqual([before[1]!, before[2]!, before[3]!, before[0]!, ...before.slice(4)]);
    await page.close();
  }, 180_000);

  test("move a review with the keyboard: picked up, moved, announced, dropped and saved", async () => {
    const page = await signedInPage(suite, "/admin");
    const reviews = page.locator(".review-card__name");
    await page.waitForFunction(() => document.querySelectorAll(".review-card").length === 10);
    const before = await reviews.allTextContents();
    await page.getByRole("button", { name: `Move ${before[0]}` }).focus();
    await page.keyboard.press("Space");
    await page.locator("[aria-live=assertive]", { hasText: `${before[0]} picked up, position 1 of 10.` }).waitFor();
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowRight");
    const announcements = page.locator("[aria-live=assertive]", { hasText: `${before[0]} moved to position 3 of 10.` });
    await announcements.waitFor();
    // Focus stays on the moved item's handle, so the next arrow keeps moving it.
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe(`Move ${before[0]}`);
    await page.keyboard.press("Enter");
    await page.getByText("Order saved").waitFor();
    const expected = [before[1]!, before[2]!, before[0]!, ...before.slice(3)];
    expect(await reviews.allTextContents()).toEqual(expected);

    // Escape puts a picked-up item back.
    await page.getByRole("button", { name: `Move ${before[0]}` }).focus();
    await page.keyboard.press("Enter");
    await page.keyboard.press("ArrowUp");
    await page.keyboard.press("Escape");
    expect(await reviews.allTextContents()).toEqual(expected);

    const home = await (await fetch(suite.url + "/")).text();
    expect(home.indexOf(before[2]!)).toBeLessThan(home.indexOf(before[0]!));
    await page.close();
  }, 180_000);

  test("a reorder the server refuses puts the old order back, with an error toast", async () => {
    const page = await signedInPage(suite, "/admin");
    await page.waitForFunction(() => document.querySelectorAll(".logo-card").length === 16);
    const before = await dashboardLogos(page);
    await page.route("**/api/admin/logos/order", (route) =>
      route.fulfill({
        status: 400,
        contentType: "application/json",
        body: JSON.stringify({ success: false, message: "The order must list every item exactly once" }),
      }),
    );
    await page.getByRole("button", { name: `Move ${before[0]}` }).focus();
    await page.keyboard.press("Space");
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("Space");
    await page.getByText("The order must list every item exactly once").waitFor();
    await page.waitForFunction((first) => document.querySelector(".logo-card__name")?.textContent === first, before[0]);
    expect(await dashboardLogos(page)).toEqual(before);
    await page.close();
  }, 180_000);

  test("delete a logo, then Undo: it comes back in its place, on the dashboard and the home page", async () => {
    const page = await signedInPage(suite, "/admin");
    await page.waitForFunction(() => document.querySelectorAll(".logo-card").length === 16);
    const before = await dashboardLogos(page);
    const victim = before[5]!;
    await page.locator(".logo-card", { hasText: victim }).getByRole("button", { name: "Delete" }).click();
    await page.getByRole("dialog").getByText("stays in the Trash for 30 days").waitFor();
    await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
    const toast = page.locator("[data-sonner-toast]", { hasText: "Logo deleted successfully" });
    await toast.waitFor();
    expect(await dashboardLogos(page)).not.toContain(victim);
    expect(await (await fetch(suite.url + "/")).text()).not.toContain(`alt="${victim}"`);
    await toast.getByRole("button", { name: "Undo" }).click();
    await page.getByText("Logo restored").waitFor();
    expect(await dashboardLogos(page)).toEqual(before);
    await page.reload();
    await page.waitForFunction(() => document.querySelectorAll(".logo-card").length === 16);
    expect(await dashboardLogos(page)).toEqual(before);
    await page.close();
  }, 180_000);

  test("the Trash lists deleted records; Restore brings one back, Delete forever asks and removes it", async () => {
    const page = await signedInPage(suite, "/admin", 390);
    await page.waitForFunction(() => document.querySelectorAll(".review-card").length === 10);
    const [first, second] = await page.locator(".review-card__name").allTextContents();
    for (const name of [first!, second!]) {
      await page.locator(".review-card", { hasText: name }).getByRole("button", { name: "Delete" }).click();
      await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
      await page.waitForFunction((gone) => ![...document.querySelectorAll(".review-card__name")].some((n) => n.textContent === gone), name);
    }
    await page.getByRole("link", { name: "Trash" }).click();
    await page.waitForURL(suite.url + "/admin/trash");
    const rows = page.locator(".admin-trash__item");
    await rows.first().waitFor();
    expect(await rows.count()).toBe(2);
    // Newest first, with its kind and when it goes for good.
    await expect(rows.first().innerText()).resolves.toContain(second!);
    await expect(rows.first().innerText()).resolves.toMatch(/Deleted just now · removed for good in 30 days/);

    await page.getByRole("button", { name: `Restore ${first}` }).click();
    await page.getByText("Review restored").waitFor();
    await rows.nth(1).waitFor({ state: "detached" });

    await page.getByRole("button", { name: `Delete ${second} forever` }).click();
    await page.getByRole("dialog").getByText("This cannot be undone.").waitFor();
    await page.getByRole("dialog").getByRole("button", { name: "Delete forever" }).click();
    await page.getByText("Review deleted forever").waitFor();
    await page.getByText("The trash is empty.").waitFor();

    await page.getByRole("link", { name: "Dashboard" }).click();
    await page.locator(".review-card", { hasText: first! }).waitFor();
    expect(await page.locator(".review-card", { hasText: second! }).count()).toBe(0);
    await page.close();
  }, 180_000);

  test("a logo added on Add Logo is first on the dashboard, highlighted", async () => {
    const page = await signedInPage(suite, "/admin/addlogo", 390);
    const png = await sharp({ create: { width: 300, height: 100, channels: 4, background: "#336699" } })
      .png()
      .toBuffer();
    await page.locator("input[type=file]").setInputFiles({ name: "fresh.png", mimeType: "image/png", buffer: png });
    await page.locator(".image-input__preview img[src^='blob:']").waitFor();
    await page.getByLabel("Client name").fill("Fresh Arrival");
    await page.getByRole("button", { name: "Add Logo" }).click();
    await page.getByText("Logo added successfully").waitFor();
    await page.getByRole("link", { name: "See all logos on the dashboard" }).click();
    await page.waitForURL(suite.url + "/admin");
    const first = page.locator(".sortable__item").first();
    await first.locator(".logo-card__name", { hasText: "Fresh Arrival" }).waitFor();
    expect(await first.getAttribute("class")).toContain("is-new");
    expect((await homeStrip(page, suite.url))[0]).toBe("Fresh Arrival");
    await page.close();
  }, 180_000);

  test("the Activity screen shows sign-ins and changes, readable, and pages with Load older", async () => {
    const page = await signedInPage(suite, "/admin/activity");
    const entries = page.locator(".admin-activity__entry");
    await entries.first().waitFor();
    const text = await page.locator(".admin-activity").innerText();
    // What the tests above did, newest first.
    expect(text).toContain("Signed in");
    expect(text).toContain('Added logo "Fresh Arrival"');
    expect(text).toContain("Reordered the logo list");
    expect(text).toContain("Restored logo");
    expect(text).toMatch(/Deleted forever\s+Deleted review/);
    // A browser's user agent is shortened; the exact time is on hover.
    expect(text).toMatch(/Headless Chrome \d+ on Linux|Chrome \d+ on Linux/);
    expect(await entries.first().locator("time").getAttribute("title")).toMatch(/\d{4}/);
    const count = await entries.count();
    expect(count).toBeGreaterThan(6);

    // Paging: with a small page size the rest arrive with "Load older".
    await page.route("**/api/admin/activity?*", (route) => route.continue({ url: route.request().url().replace("limit=50", "limit=3") }));
    await page.reload();
    await page.waitForFunction(() => document.querySelectorAll(".admin-activity__entry").length === 3);
    await page.getByRole("button", { name: "Load older" }).click();
    await page.waitForFunction(() => document.querySelectorAll(".admin-activity__entry").length === 6);
    await page.close();
  }, 180_000);

  test("Empty trash asks first: Cancel keeps every record, confirmed it removes them all", async () => {
    const auth = { authorization: `Bearer ${await adminToken(suite.t)}` };
    const logos = (await (await suite.t.request("/api/admin/logos", { headers: auth })).json()) as { logos: { _id: string; name: string }[] };
    const binned = logos.logos.slice(0, 2);
    for (const logo of binned) {
      const response = await suite.t.request("/api/admin/deletelogo", {
        method: "POST",
        headers: { ...auth, "content-type": "application/json" },
        body: JSON.stringify({ id: logo._id }),
      });
      expect(response.status).toBe(200);
    }
    const page = await signedInPage(suite, "/admin/trash");
    const rows = page.locator(".admin-trash__item");
    await rows.first().waitFor();
    const count = await rows.count();
    expect(count).toBeGreaterThanOrEqual(2);
    for (const logo of binned) expect(await rows.filter({ hasText: logo.name }).count()).toBe(1);

    await page.getByRole("button", { name: "Empty trash" }).click();
    const dialog = page.getByRole("dialog", { name: "Empty the trash?" });
    await dialog.getByText(`All ${count} records below and the images only they use are removed now. This cannot be undone.`).waitFor();
    // Cancel is the safe choice, and has the focus.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Cancel");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await dialog.waitFor({ state: "detached" });
    expect(await rows.count()).toBe(count);

    await page.getByRole("button", { name: "Empty trash" }).click();
    await dialog.getByRole("button", { name: "Empty trash" }).click();
    await page.getByText(`Deleted ${count} records forever`).waitFor();
    await page.getByText("The trash is empty.").waitFor();
    expect(await page.getByRole("button", { name: "Empty trash" }).count()).toBe(0);
    await page.reload();
    await page.getByText("The trash is empty.").waitFor();
    expect(page.problems).toEqual([]);
    await page.close();
  }, 180_000);
});
