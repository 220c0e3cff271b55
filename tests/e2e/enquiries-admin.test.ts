// The enquiries inbox in Chromium, as the owner uses it: two enquiries sent through the contact
// form's POST /contact (one with a file), the count of new ones in the menu and on the dashboard,
// the filter tabs and the search, an enquiry opened (and so read) with its file downloaded through
// the screen, one marked spam and found under Spam, several archived at once, one deleted and
// brought back with Undo, and the filter exported as CSV. Then the same screens on a phone, and
// the inbox before anything has arrived.
import { describe, expect, test } from "bun:test";
import { readFile } from "node:fs/promises";
import type { Download, Page } from "playwright-core";
import { attachmentPath } from "../../client/contract/enquiries.ts";
import { signedInPage } from "../support/admin-session.ts";
import { adminToken } from "../support/admin-api.ts";
import { hasBrowser } from "../support/browser.ts";
import { browserSuite, type BrowserSuite } from "../support/browser-suite.ts";
import { contactForm } from "../support/contact-form.ts";
import { shootAtWidths } from "../support/screenshots.ts";
import { until } from "../support/until.ts";

const PDF = Buffer.from(`%PDF-1.4\n% the brief\n${"renders of the can on three backgrounds\n".repeat(400)}%%EOF\n`);
const PDF_NAME = "Brief – Northwind café.pdf";

/** A visitor's post from the contact form, as their browser sends it. */
async function sendEnquiry(url: string, fields: Record<string, string>, files: File[] = []) {
  const response = await fetch(url + "/contact", { method: "POST", body: contactForm(fields, files), headers: { accept: "application/json" } });
  expect(response.status).toBe(200);
}

const rowNames = (page: Page) => page.locator(".inbox-row__name").allTextContents();
const menuLink = (page: Page) => page.getByRole("navigation", { name: "Admin sections" }).getByRole("link", { name: /^Enquiries/ });
const actions = (page: Page) => page.getByRole("group", { name: /^Actions for/ });
const tab = (page: Page, name: string) => page.getByRole("tab", { name: new RegExp(`^${name}`) });

/** Waits until the list shows exactly these senders, in this order. */
async function expectRows(page: Page, names: string[]) {
  await page.waitForFunction(
    (expected) => {
      const shown = [...document.querySelectorAll(".inbox-row__name")].map((name) => name.textContent);
      return document.querySelector(".inbox-rows, .admin-empty") && JSON.stringify(shown) === JSON.stringify(expected);
    },
    names,
    { timeout: 90_000 },
  );
  expect(await rowNames(page)).toEqual(names);
}

async function downloaded(page: Page, click: () => Promise<void>): Promise<{ download: Download; bytes: Buffer }> {
  const [download] = await Promise.all([page.waitForEvent("download", { timeout: 90_000 }), click()]);
  return { download, bytes: await readFile((await download.path())!) };
}

/** Every cell is quoted (src/features/enquiries/csv.ts); a quoted cell may hold line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [[]];
  for (const [, cell, end] of text.matchAll(/"((?:[^"]|"")*)"(,|\r\n|$)/g)) {
    rows[rows.length - 1]!.push(cell!.replaceAll('""', '"'));
    if (end === "\r\n") rows.push([]);
  }
  return rows.filter((row) => row.length > 0);
}

async function sendTwo(suite: BrowserSuite) {
  await sendEnquiry(
    suite.url,
    {
      name: "Maya Lindqvist",
      email: "maya@northwind.example",
      company: "Northwind Coffee",
      service: "productvisualization",
      message: "Hello!\n\nWe are launching a cold-brew can in March and need 3D renders.\nCould you send a quote?",
    },
    [new File([PDF], PDF_NAME, { type: "application/pdf" })],
  );
  await sendEnquiry(suite.url, {
    name: "Jon Park",
    email: "jon@example.com",
    message: "Brand guidelines for a small non-profit? <b>Tiny</b> budget.",
  });
}

describe.skipIf(!hasBrowser)("enquiries inbox (Chromium)", () => {
  const suite = browserSuite();

  test("counted, filtered, opened, downloaded, spam, archived, deleted with Undo and exported", async () => {
    await sendTwo(suite);
    const page = await signedInPage(suite, "/admin");

    // The menu and the dashboard count the two new ones.
    await page.getByRole("navigation", { name: "Admin sections" }).getByRole("link", { name: "Enquiries, 2 new" }).waitFor();
    expect(await menuLink(page).getAttribute("href")).toBe("/admin/enquiries");
    expect(await page.locator(".admin-stat", { hasText: "New enquiries" }).locator("dd").textContent()).toBe("2");

    // The inbox: newest first, both new; the markup a visitor typed is text.
    await menuLink(page).click();
    await page.waitForURL(/\/admin\/enquiries$/);
    await expectRows(page, ["Jon Park", "Maya Lindqvist"]);
    expect(await page.locator(".inbox-row--new").count()).toBe(2);
    expect(await page.locator(".inbox-row", { hasText: "Jon Park" }).locator(".inbox-row__message").textContent()).toContain("<b>Tiny</b>");
    expect(await page.locator(".inbox-row b").count()).toBe(0);
    await shootAtWidths(page, "enquiries-list", [390, 1440]);

    // The search, kept in the address, and cleared.
    await page.getByRole("searchbox", { name: "Search enquiries" }).fill("cold-brew");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expectRows(page, ["Maya Lindqvist"]);
    expect(new URL(page.url()).search).toBe("?q=cold-brew");
    await page.getByRole("searchbox", { name: "Search enquiries" }).fill("nobody-wrote-this");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await page.getByText("No enquiries match “nobody-wrote-this”.").waitFor();
    await page.getByRole("button", { name: "Clear the search" }).click();
    await expectRows(page, ["Jon Park", "Maya Lindqvist"]);

    // Opening a new one marks it read: the menu's count follows.
    await page.getByRole("link", { name: "Maya Lindqvist" }).click();
    await page.locator(".enquiry__message").waitFor();
    expect((await page.locator(".enquiry__message").textContent())!.replaceAll("\r\n", "\n")).toBe(
      "Hello!\n\nWe are launching a cold-brew can in March and need 3D renders.\nCould you send a quote?",
    );
    await page.locator(".project-bar .status-badge", { hasText: "Read" }).waitFor();
    await page.getByRole("link", { name: "Enquiries, 1 new" }).waitFor();
    expect(await page.locator(".enquiry__details").textContent()).toContain("3D Product Visualization");
    const reply = (await page.getByRole("link", { name: "Reply" }).getAttribute("href"))!;
    expect(reply.startsWith("mailto:maya@northwind.example?subject=Re%3A%20Your%20enquiry%20about%203D%20Product%20Visualization&body=")).toBe(true);
    expect(decodeURIComponent(reply)).toContain("> We are launching a cold-brew can in March and need 3D renders.\r\n> Could you send a quote?");
    await shootAtWidths(page, "enquiry", [390, 1440]);

    // Its file, downloaded through the screen with the owner's token; its address alone is refused.
    const file = await downloaded(page, () => page.getByRole("button", { name: `Download ${PDF_NAME}` }).click());
    expect(file.download.suggestedFilename()).toBe(PDF_NAME);
    expect(file.bytes.equals(PDF)).toBe(true);
    const id = new URL(page.url()).pathname.split("/").pop()!;
    const { enquiry } = (await (
      await fetch(`${suite.url}/api/admin/enquiries/${id}`, { headers: { authorization: `Bearer ${await adminToken(suite.t)}` } })
    ).json()) as { enquiry: { attachments: { _id: string }[] } };
    expect((await fetch(suite.url + attachmentPath(id, enquiry.attachments[0]!._id))).status).toBe(401);

    // Marked spam: out of All, into Spam with its reason; and back out with Not spam.
    await page.getByRole("button", { name: "Spam", exact: true }).click();
    await page.locator(".project-bar .status-badge", { hasText: "Spam" }).waitFor();
    await page.locator(".enquiry__spam", { hasText: "Taken for spam: marked by you" }).waitFor();
    await page.locator(".project-bar").getByRole("link", { name: "Enquiries" }).click();
    await expectRows(page, ["Jon Park"]);
    await tab(page, "Spam").click();
    await expectRows(page, ["Maya Lindqvist"]);
    expect(new URL(page.url()).search).toBe("?status=spam");
    await page.locator(".inbox-row__spam", { hasText: "Taken for spam: marked by you" }).waitFor();
    await page.getByRole("checkbox", { name: "Select the enquiry from Maya Lindqvist" }).check();
    await actions(page).getByRole("button", { name: "Not spam" }).click();
    await page.getByText("No spam. Messages the contact page takes for spam").waitFor();

    // The New tab holds Jon only; then both archived at once from All.
    await tab(page, "New").click();
    await expectRows(page, ["Jon Park"]);
    await tab(page, "All").click();
    await expectRows(page, ["Jon Park", "Maya Lindqvist"]);
    await page.getByRole("checkbox", { name: "Select all (2)" }).check();
    await page.getByText("2 selected").waitFor();
    await actions(page).getByRole("button", { name: "Archive" }).click();
    await page.getByText("2 enquiries archived").waitFor();
    // The keyboard goes on from "select all", the action's buttons being disabled.
    await page.waitForFunction(() => document.activeElement?.closest(".select-box--all") !== null, undefined, { timeout: 90_000 });
    await page.waitForFunction(() => document.querySelectorAll(".inbox-row .status-badge--archived").length === 2);
    await page.getByRole("link", { name: "Enquiries", exact: true }).waitFor();
    await tab(page, "Archived").click();
    await expectRows(page, ["Jon Park", "Maya Lindqvist"]);

    // Deleted to the trash after a confirmation, and brought back by the toast's Undo.
    await page.getByRole("checkbox", { name: "Select the enquiry from Jon Park" }).check();
    await actions(page).getByRole("button", { name: "Delete" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete 1 enquiry?" });
    await dialog.getByRole("button", { name: "Delete" }).click();
    await page.getByText("Moved 1 enquiry to the trash").waitFor();
    await page.waitForFunction(() => document.activeElement?.closest(".select-box--all") !== null, undefined, { timeout: 90_000 });
    await expectRows(page, ["Maya Lindqvist"]);
    await page.getByRole("button", { name: "Undo" }).click();
    await page.getByText("Restored 1 enquiry").waitFor();
    await expectRows(page, ["Jon Park", "Maya Lindqvist"]);

    // The Archived folder as CSV (every match, not only the page), then a search of it. The toasts
    // over the page's top right (where Export CSV is) are closed first, as the owner would close
    // them: waiting for their timers to run out, a loaded CI run saw one stay past 120 s.
    await until(
      async () => {
        const open = page.locator("[data-sonner-toast]");
        if ((await open.count()) === 0) return true;
        await open
          .first()
          .locator("[data-close-button]")
          .click({ timeout: 5_000 })
          .catch(() => {});
        return false;
      },
      { what: "the toasts to be closed", timeout: 120_000 },
    );
    await page.mouse.move(300, 800);
    const csv = await downloaded(page, () => page.getByRole("button", { name: "Export CSV" }).click());
    expect(csv.download.suggestedFilename()).toMatch(/^enquiries-\d{4}-\d{2}-\d{2}\.csv$/);
    const rows = parseCsv(csv.bytes.toString("utf8"));
    expect(rows[0]).toEqual(["createdAt", "status", "name", "email", "company", "service", "budget", "timeline", "message", "attachments"]);
    expect(rows.slice(1).map((row) => [row[1], row[2], row[3], row[9]])).toEqual([
      ["Archived", "Jon Park", "jon@example.com", ""],
      ["Archived", "Maya Lindqvist", "maya@northwind.example", PDF_NAME],
    ]);
    await page.getByRole("searchbox", { name: "Search enquiries" }).fill("non-profit");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expectRows(page, ["Jon Park"]);
    const searched = parseCsv((await downloaded(page, () => page.getByRole("button", { name: "Export CSV" }).click())).bytes.toString("utf8"));
    expect(searched.slice(1).map((row) => row[2])).toEqual(["Jon Park"]);

    expect(page.problems).toEqual([]);
    await page.close();
  }, 300_000);

  test("on a phone: the list and an enquiry fit the screen, a row is chosen by keyboard, and an enquiry deleted from its screen comes back with Undo", async () => {
    const page = await signedInPage(suite, "/admin/enquiries", 390);
    await expectRows(page, ["Jon Park", "Maya Lindqvist"]);
    const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    expect(await fits()).toBe(true);
    await page.getByRole("checkbox", { name: "Select the enquiry from Jon Park" }).focus();
    await page.keyboard.press("Space");
    await page.getByText("1 selected").waitFor();
    await page.keyboard.press("Space");
    await page.getByText("None selected").waitFor();
    await page.getByRole("link", { name: "Maya Lindqvist" }).click();
    await page.locator(".enquiry__message").waitFor();
    expect(await fits()).toBe(true);

    // Deleted from its own screen: back to the list without it, and the Undo returns to it.
    await page.locator(".project-bar").getByRole("button", { name: "Delete" }).click();
    await page.getByRole("dialog", { name: "Delete the enquiry from “Maya Lindqvist”?" }).getByRole("button", { name: "Delete" }).click();
    await page.waitForURL(/\/admin\/enquiries$/);
    await expectRows(page, ["Jon Park"]);
    await page.getByRole("button", { name: "Undo" }).click();
    await page.waitForURL(/\/admin\/enquiries\/[0-9a-f-]+$/);
    await page.locator(".enquiry__message", { hasText: "cold-brew can" }).waitFor();
    expect(page.problems).toEqual([]);
    await page.close();
  }, 180_000);
});

describe.skipIf(!hasBrowser)("enquiries inbox before the first enquiry (Chromium)", () => {
  const suite = browserSuite();

  test("says where enquiries come from, with a link to the contact page", async () => {
    const page = await signedInPage(suite, "/admin/enquiries");
    await page.getByText("No enquiries yet. They arrive from your contact page at /contact.").waitFor();
    expect(await page.getByRole("link", { name: "Open the contact page" }).getAttribute("href")).toBe("/contact");
    expect(await page.locator(".admin-nav__badge").count()).toBe(0);
    await shootAtWidths(page, "enquiries-empty", [390, 1440]);
    expect(page.problems).toEqual([]);
    await page.close();
  }, 180_000);
});
