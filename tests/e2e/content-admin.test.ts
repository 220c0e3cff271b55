// What a studio owner does with their work, in Chromium against the real server: create a
// project with three images, order them (keyboard; a portfolio item by mouse), keep it a draft
// (hidden, previewable), publish it and find it everywhere, rename it, change the studio's
// phone, delete another from the projects list (and Undo), delete it. Each step is its own test so a failure names the step; they share one
// signed-in page and run in order.
import { describe, expect, test } from "bun:test";
import sharp from "sharp";
import { PROJECT_MESSAGES } from "../../client/contract/projects.ts";
import { STUDIO_MESSAGES } from "../../client/contract/studio.ts";
import { ensureAdmin } from "../../src/platform/auth/accounts.ts";
import { hasBrowser } from "../support/browser.ts";
import { browserSuite } from "../support/browser-suite.ts";
import { submitLogin } from "../support/admin-session.ts";

const ADMIN = { username: "owner", password: "content-e2e-password-1" };
const TITLE = "Harbour Lights";
const ALTS = ["A lighthouse at dusk, lamp lit", "The harbour wall in fog", "Boats moored under string lights"];
const COLORS = ["#d4ff3f", "#336699", "#ff5500"];

/** Real image bytes, each a different colour, so their order can be told apart. */
async function photo(name: string, color: string) {
  const buffer = await sharp({ create: { width: 1200, height: 900, channels: 3, background: color } })
    .jpeg()
    .toBuffer();
  return { name, mimeType: "image/jpeg", buffer };
}

describe.skipIf(!hasBrowser)("the owner manages the studio's work", () => {
  const suite = browserSuite({}, async (t) => {
    await ensureAdmin(t.stores.sql, ADMIN);
  });
  let page: Awaited<ReturnType<typeof suite.browser.page>>;
  let projectId = "";
  let path = "/productvisualization/harbour-lights";
  const visit = (url: string, init?: RequestInit) => fetch(suite.url + url, { redirect: "manual", ...init });
  const altsOnPage = () =>
    page.locator(".image-stack .queued-file__alt").evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));

  test("sign in, create a draft project and upload three images at once, each with its own progress bar", async () => {
    page = await suite.browser.page();
    await page.goto(suite.url + "/admin/login");
    await page.waitForSelector("html[data-hydrated=true]");
    await submitLogin(page, ADMIN);
    await page.waitForURL(suite.url + "/admin");

    await page.getByRole("link", { name: "Projects", exact: true }).click();
    await page.getByRole("link", { name: "New project" }).click();
    await page.waitForURL(suite.url + "/admin/projects/new");
    await page.getByRole("button", { name: "Add Project" }).click();
    await page.locator(".admin-field__error").first().waitFor();
    await page.getByLabel("Title", { exact: true }).fill(TITLE);
    await page.getByLabel("Service", { exact: true }).selectOption("productvisualization");
    expect(await page.getByLabel("Slug", { exact: true }).inputValue()).toBe("harbour-lights");
    await page.locator(".url-preview code", { hasText: path }).waitFor();
    await page.getByLabel(/^Tagline\b/).fill("Night light on a working harbour");
    await page.getByRole("button", { name: "Add Project" }).click();
    await page.waitForURL(/\/admin\/projects\/[0-9a-f-]{36}$/);
    projectId = page.url().split("/").pop()!;
    await page.locator(".status-badge", { hasText: "Draft" }).first().waitFor();

    // Each file is its own request; hold them so the three bars are seen side by side.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**/api/admin/projects/${projectId}/images`, async (route) => {
      await held;
      await route.continue();
    });
    await page.getByLabel("Add images").setInputFiles(await Promise.all(ALTS.map((_, i) => photo(`harbour-${i + 1}.jpg`, COLORS[i]!))));
    await page.getByRole("button", { name: "Upload 3 images" }).click();
    await page
      .locator(".admin-field__error", { hasText: /alt text is required/i })
      .first()
      .waitFor();
    for (const [i, alt] of ALTS.entries()) await page.getByLabel(`Alt text for harbour-${i + 1}.jpg`).fill(alt);
    await page.getByRole("button", { name: "Upload 3 images" }).click();
    await page.waitForFunction(() => document.querySelectorAll("[role=progressbar]").length === 3);
    release();
    await page.getByText("3 images added").waitFor({ timeout: 90_000 });
    await page.waitForFunction(() => document.querySelectorAll(".image-stack > li").length === 3);
    expect((await altsOnPage()).sort()).toEqual([...ALTS].sort());
    // The editor shows the order the server kept (the one the public page will show).
    const kept = await previewOrder();
    await page.waitForFunction(
      (want) =>
        JSON.stringify([...document.querySelectorAll<HTMLInputElement>(".image-stack .queued-file__alt")].map((i) => i.value)) ===
        JSON.stringify(want),
      kept,
    );
    await page.unroute(`**/api/admin/projects/${projectId}/images`);
  }, 180_000);

  test("reorder the images with the keyboard; the order is kept", async () => {
    const before = await altsOnPage();
    // The last image moves to the top: grab its handle, two steps up, drop.
    const handle = page
      .locator(".image-stack > li")
      .nth(2)
      .getByRole("button", { name: /^Move / });
    await handle.focus();
    await page.keyboard.press("Space");
    await page.keyboard.press("ArrowUp");
    await page.keyboard.press("ArrowUp");
    await page.keyboard.press("Space");
    const expected = [before[2]!, before[0]!, before[1]!];
    await page.waitForFunction(
      (want) =>
        JSON.stringify([...document.querySelectorAll<HTMLInputElement>(".image-stack .queued-file__alt")].map((i) => i.value)) ===
        JSON.stringify(want),
      expected,
    );
    await page.reload();
    await page.waitForFunction(() => document.querySelectorAll(".image-stack > li").length === 3);
    expect(await altsOnPage()).toEqual(expected);
  }, 90_000);

  test("remove an image, then Undo: it comes back in its place", async () => {
    const before = await altsOnPage();
    await page.locator(".image-stack > li").nth(1).getByRole("button", { name: "Remove" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Remove" }).click();
    await page.waitForFunction(() => document.querySelectorAll(".image-stack > li").length === 2);
    await page.getByRole("button", { name: "Undo" }).click();
    await page.waitForFunction(() => document.querySelectorAll(".image-stack > li").length === 3);
    expect(await altsOnPage()).toEqual(before);
    await page.reload();
    await page.waitForFunction(() => document.querySelectorAll(".image-stack > li").length === 3);
    expect(await altsOnPage()).toEqual(before);
  }, 90_000);

  test("files dropped on the drop zone join the queue; a file that is not an image is refused", async () => {
    const jpeg = (await photo("dropped.jpg", "#888888")).buffer.toString("base64");
    await page.locator(".upload-queue__drop").evaluate((zone, data) => {
      const transfer = new DataTransfer();
      const bytes = Uint8Array.from(atob(data), (c) => c.charCodeAt(0));
      transfer.items.add(new File([bytes], "dropped.jpg", { type: "image/jpeg" }));
      transfer.items.add(new File(["not an image"], "notes.txt", { type: "text/plain" }));
      zone.dispatchEvent(new DragEvent("drop", { dataTransfer: transfer, bubbles: true, cancelable: true }));
    }, jpeg);
    await page.getByText(/notes\.txt: not an image/).waitFor();
    await page.getByLabel("Alt text for dropped.jpg").waitFor();
    expect(await page.locator(".upload-queue__list > li").count()).toBe(1);
    await page.getByRole("button", { name: "Remove dropped.jpg from the queue" }).click();
    expect(await page.locator(".upload-queue__list").count()).toBe(0);
  }, 90_000);

  test("a draft is 'page not found' for visitors and previewable for the owner", async () => {
    expect((await visit(path)).status).toBe(404);
    expect(await (await visit("/productvisualization")).text()).not.toContain(TITLE);
    expect(await (await visit("/sitemap.xml")).text()).not.toContain(path);
    await page.getByRole("link", { name: "Preview", exact: true }).click();
    await page.waitForURL(suite.url + `/admin/projects/${projectId}/preview`);
    await page.getByRole("heading", { name: TITLE, level: 1 }).waitFor();
    await page.getByText("Visitors get “page not found” until you publish it.").waitFor();
    const alts = await page.locator(".gallery__stack img").evaluateAll((imgs) => imgs.map((img) => img.getAttribute("alt")));
    expect(alts).toEqual(await previewOrder());
    await page.getByRole("link", { name: "Back to editing" }).click();
    await page.waitForURL(suite.url + `/admin/projects/${projectId}`);
  }, 90_000);

  /** The order the editor shows, read from the admin API. */
  async function previewOrder(): Promise<string[]> {
    const token = await page.evaluate(() => localStorage.getItem("token"));
    const answer = (await (await visit(`/api/admin/projects/${projectId}`, { headers: { authorization: `Bearer ${token}` } })).json()) as {
      project: { images: { alt: string }[] };
    };
    return answer.project.images.map((image) => image.alt);
  }

  test("publish: the project is at its URL, on its service page, in a portfolio tab and in the sitemap", async () => {
    await page.getByRole("radio", { name: /Published/ }).check();
    await page.getByRole("button", { name: "Update Project" }).click();
    await page.locator(".project-bar .status-badge", { hasText: "Published" }).waitFor();
    const order = await previewOrder();

    const live = await visit(path);
    expect(live.status).toBe(200);
    const html = await live.text();
    expect(html).toContain(TITLE);
    const positions = order.map((alt) => html.indexOf(alt));
    expect(positions.every((p) => p > 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(await (await visit("/productvisualization")).text()).toContain(TITLE);
    expect(await (await visit("/sitemap.xml")).text()).toContain(path);

    // The portfolio's CGI tab gets an item that stands for the project (its cover, its words).
    await page.getByRole("link", { name: "Portfolio", exact: true }).click();
    await page.getByRole("tab", { name: /CGI/ }).click();
    await page.getByLabel(/^Stands for a project/).selectOption({ label: TITLE });
    await page.getByRole("button", { name: "Add Item" }).click();
    await page.getByText("Item added").waitFor();
    await page.locator(".item-row", { hasText: TITLE }).waitFor();
    const portfolio = await (await visit("/portfolio?tab=cgi")).text();
    expect(portfolio).toContain(TITLE);
    expect(portfolio).toContain(`href="${path}"`);
  }, 180_000);

  test("drag a portfolio item into place with the mouse; the tab on the site follows", async () => {
    await page.goto(suite.url + "/admin/portfolio");
    const titles = () =>
      page.locator(".item-rows .item-row__title").evaluateAll((nodes) => nodes.map((node) => node.firstChild!.textContent!.trim()));
    await page.locator(".item-rows .item-row").first().waitFor();
    const before = await titles();
    const handle = page.locator(".item-rows > li").nth(1).locator(".sortable__handle");
    const target = await page.locator(".item-rows > li").first().boundingBox();
    const start = (await handle.boundingBox())!;
    await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
    await page.mouse.down();
    for (let step = 1; step <= 8; step++)
      await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2 - ((start.y - target!.y + 10) * step) / 8);
    await page.mouse.up();
    await page.getByText("Order saved").first().waitFor();
    const expected = [before[1]!, before[0]!, ...before.slice(2)];
    expect(await titles()).toEqual(expected);
    await page.reload();
    await page.locator(".item-rows .item-row").first().waitFor();
    expect(await titles()).toEqual(expected);
    const html = await (await visit("/portfolio")).text();
    expect(html.indexOf(expected[0]!)).toBeLessThan(html.indexOf(expected[1]!));
  }, 90_000);

  test("rename the slug: the old URL answers 301 with the new one", async () => {
    await page.goto(suite.url + `/admin/projects/${projectId}`);
    await page.getByLabel("Slug", { exact: true }).fill("harbour-lights-at-night");
    await page.getByText("The old address /productvisualization/harbour-lights will redirect here.").waitFor();
    // This save's own answer, not an earlier toast still on screen.
    const saved = page.waitForResponse(
      (response) => response.request().method() === "PATCH" && response.url().endsWith(`/api/admin/projects/${projectId}`),
    );
    await page.getByRole("button", { name: "Update Project" }).click();
    expect((await saved).status()).toBe(200);
    await page.getByText(PROJECT_MESSAGES.updated).first().waitFor();
    const old = await visit(path);
    expect(old.status).toBe(301);
    path = "/productvisualization/harbour-lights-at-night";
    expect(new URL(old.headers.get("location")!, suite.url).pathname).toBe(path);
    expect((await visit(path)).status).toBe(200);
    expect(await (await visit("/portfolio?tab=cgi")).text()).toContain(`href="${path}"`);
  }, 90_000);

  test("edit the studio's phone: every page shows the new number", async () => {
    await page.getByRole("link", { name: "Studio", exact: true }).click();
    await page.getByLabel("Phone", { exact: true }).fill("07700 900123");
    await page.getByRole("button", { name: "Save studio details" }).click();
    await page.locator(".admin-field__error", { hasText: /phone/i }).waitFor();
    await page.getByLabel("Phone", { exact: true }).fill("+447700900123");
    await page.getByLabel("Phone as displayed").fill("+44 7700 900123");
    const saved = page.waitForResponse((response) => response.request().method() === "PUT" && response.url().endsWith("/api/admin/studio"));
    await page.getByRole("button", { name: "Save studio details" }).click();
    expect((await saved).status()).toBe(200);
    await page.getByText(STUDIO_MESSAGES.saved).waitFor();
    for (const url of ["/", "/portfolio", "/productvisualization", "/WebDesign", path]) {
      const html = await (await visit(url)).text();
      expect(html, url).toContain("+44 7700 900123");
      expect(html, url).toContain("tel:+447700900123");
      expect(html, url).not.toContain("+91 98765 43210");
    }
  }, 90_000);

  test("delete a project from the projects list: it asks, the project leaves the list and the site, and Undo brings it back", async () => {
    await page.goto(suite.url + "/admin/projects");
    const rows = page.locator(".project-row");
    await rows.first().waitFor();
    const count = await rows.count();
    const boat = rows.filter({ hasText: "Speed Boat" });
    expect(await boat.count()).toBe(1);

    await page.getByRole("button", { name: "Delete Speed Boat" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete the project “Speed Boat”?" });
    await dialog.getByText("Its page, its card on the service page and its portfolio items leave the site at once.", { exact: false }).waitFor();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await dialog.waitFor({ state: "detached" });
    expect(await rows.count()).toBe(count);
    expect((await visit("/productvisualization/boat")).status).toBe(200);

    await page.getByRole("button", { name: "Delete Speed Boat" }).click();
    await dialog.getByRole("button", { name: "Delete", exact: true }).click();
    const toast = page.locator("[data-sonner-toast]").filter({ hasText: PROJECT_MESSAGES.deleted });
    await toast.waitFor();
    await boat.waitFor({ state: "detached" });
    expect(await rows.count()).toBe(count - 1);
    expect((await visit("/productvisualization/boat")).status).toBe(404);

    await toast.getByRole("button", { name: "Undo" }).click();
    await boat.waitFor();
    expect(await rows.count()).toBe(count);
    expect((await visit("/productvisualization/boat")).status).toBe(200);
  }, 90_000);

  let keysBefore: string[] = [];

  test("delete the project: 'page not found' again; in the trash its images stay", async () => {
    // The larger widths of the images uploaded above are made in the background: once they are all
    // stored, the bucket holds what the trash must keep (a busy CI run listed it while one was still
    // being made).
    await suite.t.app.moreWidths.settled();
    keysBefore = await suite.t.stores.objects.list("projects/");
    expect(keysBefore.length).toBeGreaterThanOrEqual(3);
    await page.goto(suite.url + `/admin/projects/${projectId}`);
    await page.getByRole("button", { name: "Delete project" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
    await page.waitForURL(suite.url + "/admin/projects");
    expect((await visit(path)).status).toBe(404);
    expect((await visit("/productvisualization/harbour-lights")).status).toBe(404);
    expect(await (await visit("/productvisualization")).text()).not.toContain(TITLE);
    expect(await (await visit("/sitemap.xml")).text()).not.toContain(path);
    // In the trash the objects stay: a restore brings the project back whole.
    expect(await suite.t.stores.objects.list("projects/")).toEqual(keysBefore);
  }, 90_000);

  // The purge is safety-backend's trash endpoint (DELETE /api/admin/trash/:collection/:id).
  test("delete forever from the trash: the project's images leave storage", async () => {
    const token = await page.evaluate(() => localStorage.getItem("token"));
    const purge = await visit(`/api/admin/trash/projects/${projectId}`, { method: "DELETE", headers: { authorization: `Bearer ${token}` } });
    expect(purge.status).toBe(200);
    expect(await suite.t.stores.objects.list("projects/")).toEqual([]);
    await page.close();
  }, 90_000);
});
