// Bulk work in the admin's lists, in Chromium at desktop and phone widths: projects chosen and
// unpublished leave the public site and come back when published; every logo deleted at once
// comes back with the toast's Undo; portfolio items move to another tab; the trash restores the
// records chosen. With SCREENSHOTS=1 each list is saved with a selection and its action bar.
import { describe, expect, test } from "bun:test";
import type { Locator, Page } from "playwright-core";
import { projectPath } from "../../client/contract/families.ts";
import { adminToken } from "../support/admin-api.ts";
import { signedInPage } from "../support/admin-session.ts";
import { hasBrowser } from "../support/browser.ts";
import { browserSuite } from "../support/browser-suite.ts";
import { shoot } from "../support/screenshots.ts";

type Project = { _id: string; title: string; family: string; slug: string; status: string };

const bar = (page: Page) => page.locator(".selection-bar").first();
const count = (page: Page, text: string) => bar(page).locator(".selection-bar__count", { hasText: text }).waitFor();

/** With SCREENSHOTS=1: the list around its selection bar at each width, then the page at its own width again. */
async function shootList(page: Page, name: string, around: Locator = bar(page)): Promise<void> {
  if (process.env.SCREENSHOTS !== "1") return;
  const own = page.viewportSize()!;
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await around.evaluate((element) => element.scrollIntoView({ block: "center" }));
    await shoot(page, `${name}-${width}`);
  }
  await page.setViewportSize(own);
}

describe.skipIf(!hasBrowser)("bulk actions in the admin (Chromium)", () => {
  const suite = browserSuite();
  const api = async (path: string, init: RequestInit = {}) => {
    const headers = { authorization: `Bearer ${await adminToken(suite.t)}`, "content-type": "application/json" };
    return suite.t.request(path, { ...init, headers });
  };
  const status = async (path: string) => (await suite.t.request(path)).status;

  test("three projects chosen are unpublished (gone from the public site), then published again", async () => {
    const page = await signedInPage(suite, "/admin/projects");
    const projects = ((await (await api("/api/admin/projects")).json()) as { projects: Project[] }).projects;
    const chosen = projects.filter((project) => project.status === "published").slice(0, 3);
    const paths = chosen.map((project) => projectPath(project.family, project.slug));
    for (const path of paths) expect(await status(path)).toBe(200);

    await page.getByRole("checkbox", { name: `Select all (${projects.length})` }).waitFor();
    await count(page, "None selected");
    for (const name of ["Publish", "Unpublish", "Delete"]) expect(await bar(page).getByRole("button", { name, exact: true }).isDisabled()).toBe(true);
    for (const project of chosen) await page.getByRole("checkbox", { name: `Select ${project.title}`, exact: true }).check();
    await count(page, "3 selected");
    expect(
      await page.getByRole("checkbox", { name: `Select all (${projects.length})` }).evaluate((box) => (box as HTMLInputElement).indeterminate),
    ).toBe(true);
    await shootList(page, "bulk-projects", page.locator(".project-row.is-selected").first());

    await bar(page).getByRole("button", { name: "Unpublish" }).click();
    await page.getByText("Unpublished 3 projects").waitFor();
    await count(page, "None selected");
    // The keyboard goes on from "Select all".
    await page.waitForFunction(() => document.activeElement?.closest(".select-box--all") !== null);
    for (const path of paths) expect(await status(path)).toBe(404);
    await page.waitForFunction((n) => document.querySelectorAll(".project-row .status-badge--draft").length >= n, chosen.length);

    for (const project of chosen) await page.getByRole("checkbox", { name: `Select ${project.title}`, exact: true }).check();
    await bar(page).getByRole("button", { name: "Publish", exact: true }).click();
    await page.getByText("Published 3 projects", { exact: true }).waitFor();
    for (const path of paths) expect(await status(path)).toBe(200);
    expect(page.problems).toEqual([]);
    await page.close();
  }, 240_000);

  test("on a phone, every logo chosen and deleted at once, and the toast's Undo brings them all back", async () => {
    const page = await signedInPage(suite, "/admin", 390);
    await page.waitForFunction(() => document.querySelectorAll(".logo-card").length === 16);
    const logos = page.locator(".selection-bar", { has: page.getByRole("checkbox", { name: "Select all (16)" }) });
    await logos.getByRole("checkbox", { name: "Select all (16)" }).check();
    await logos.getByText("16 selected").waitFor();
    await shootList(page, "bulk-logos", logos);

    await logos.getByRole("button", { name: "Delete" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete 16 logos?" });
    await dialog.getByRole("button", { name: "Delete" }).click();
    await page.getByText("Moved 16 logos to the trash").waitFor();
    await page.getByText("No logos yet").waitFor();
    expect(await (await suite.t.request("/")).text()).not.toContain("logo-strip__image");

    await page.getByRole("button", { name: "Undo" }).click();
    await page.getByText("Restored 16 logos").waitFor();
    await page.waitForFunction(() => document.querySelectorAll(".logo-card").length === 16);
    expect(await (await suite.t.request("/")).text()).toContain("logo-strip__image");
    expect(page.problems).toEqual([]);
    await page.close();
  }, 240_000);

  test("on a phone, two portfolio items move from Posters to CGI", async () => {
    const page = await signedInPage(suite, "/admin/portfolio", 390);
    await page.locator(".item-row").first().waitFor();
    const titles = await page.locator(".item-row:not(:has(.admin-tag)) .item-row__title").allTextContents();
    const chosen = titles.slice(0, 2);
    for (const title of chosen) await page.getByRole("checkbox", { name: `Select ${title}`, exact: true }).check();
    // The board's bar, not the tab manager's (folded above the boards, with a bar of its own).
    const board = page.locator(".admin-columns .selection-bar");
    await board.getByText("2 selected").waitFor();
    await board.getByRole("combobox", { name: "Move the selected to" }).selectOption({ label: "CGI" });
    await shootList(page, "bulk-portfolio", board);
    await board.getByRole("button", { name: "Move", exact: true }).click();
    await page.getByText("Moved 2 portfolio items to CGI").waitFor();
    await page.waitForFunction((gone) => ![...document.querySelectorAll(".item-row__title")].some((t) => t.textContent === gone), chosen[0]);
    await page.getByRole("tab", { name: /CGI/ }).click();
    for (const title of chosen) await page.locator(".item-row__title", { hasText: title }).first().waitFor();
    expect(page.problems).toEqual([]);
    await page.close();
  }, 240_000);

  test("the trash: two records chosen are restored together", async () => {
    const { clients } = (await (await api("/api/admin/clients")).json()) as { clients: Array<{ _id: string; name: string }> };
    const chosen = clients.slice(0, 2);
    await api("/api/admin/bulk/reviews", { method: "POST", body: JSON.stringify({ action: "delete", ids: chosen.map((c) => c._id) }) });
    const page = await signedInPage(suite, "/admin/trash");
    for (const review of chosen) await page.getByRole("checkbox", { name: `Select ${review.name} (review)` }).check();
    await count(page, "2 selected");
    await shootList(page, "bulk-trash");
    await bar(page).getByRole("button", { name: "Restore", exact: true }).click();
    await page.getByText("Restored 2 records").waitFor();
    await page.getByText("The trash is empty.").waitFor();
    const back = ((await (await api("/api/admin/clients")).json()) as { clients: Array<{ _id: string }> }).clients;
    expect(back.slice(0, 2).map((c) => c._id)).toEqual(chosen.map((c) => c._id));

    // The reviews' and services' lists, chosen, for a person to look at.
    const reviews = await signedInPage(suite, "/admin/clients");
    await reviews.getByRole("checkbox", { name: `Select the review by ${chosen[0]!.name}` }).check();
    await count(reviews, "1 selected");
    await shootList(reviews, "bulk-reviews");
    const services = await signedInPage(suite, "/admin/services");
    await services.getByRole("checkbox", { name: /^Select all \(\d+\)$/ }).check();
    await shootList(services, "bulk-services");
    expect([...page.problems, ...reviews.problems, ...services.problems]).toEqual([]);
    for (const each of [page, reviews, services]) await each.close();
  }, 240_000);
});
