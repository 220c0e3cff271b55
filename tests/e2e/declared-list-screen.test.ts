// The generic screen of a declared list (client/pages/admin/list/page.tsx), which no list of the
// site has yet, driven in Chromium at phone and desktop widths on a throwaway "notes" list
// (tests/support/notes-registry.ts, notes-list.ts): its menu entry leads to it, it shows the
// list's title and hint; the owner adds a note (a blank title refused at its field first), edits
// it, hides and shows it from its row, puts the notes in order with the keyboard (and, at desktop
// width, by dragging), and deletes two at once, which the toast's Undo brings back. After each
// step the list's endpoint holds what the screen shows. The suite's client build has the notes in
// its registry (buildClient's `lists`), and its server the same (notesOnServer).
// With SCREENSHOTS=1 the screen is saved at each width: empty, with the form, with a selection.
import { describe, expect, test } from "bun:test";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { collections } from "../../src/collections.ts";
import { buildClient } from "../../src/platform/ssr/client-build.ts";
import { adminToken } from "../support/admin-api.ts";
import { signedInPage } from "../support/admin-session.ts";
import { hasBrowser } from "../support/browser.ts";
import { browserSuite } from "../support/browser-suite.ts";
import { createNotesTable, notesList, notesOnServer } from "../support/notes-list.ts";
import { NOTES } from "../support/notes-registry.ts";
import { shoot } from "../support/screenshots.ts";
import { until } from "../support/until.ts";

type Note = { _id: string; title: string; body: string; hidden: boolean };

/** A note as the screen and the server are compared: its title, and "(hidden)" when it is. */
const named = (note: { title: string; hidden: boolean }) => (note.hidden ? `${note.title} (hidden)` : note.title);

/** The screen's rows, in its order, as `named` writes them: the title from the row's handle ("Move Milk"), hidden by its tag. */
function onScreen(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll(".declared-list .tab-row")].map((row) => {
      const title =
        row
          .querySelector(".sortable__handle")
          ?.getAttribute("aria-label")
          ?.replace(/^Move /, "") ?? "?";
      return row.querySelector(".tab-row__title .admin-tag") ? `${title} (hidden)` : title;
    }),
  );
}

describe.skipIf(!hasBrowser)("a declared list's generic screen (Chromium)", () => {
  notesOnServer();
  const suite = browserSuite(
    {
      collections: [...collections, notesList()],
      build: buildClient({ minify: true, lists: join(import.meta.dir, "../support/notes-registry.ts") }),
    },
    (t) => createNotesTable(t.stores.sql),
  );
  let token: string | undefined;
  const held = async (): Promise<Note[]> => {
    token ??= await adminToken(suite.t);
    const answer = await suite.t.request(NOTES.endpoints.list.path, { headers: { authorization: `Bearer ${token}` } });
    return ((await answer.json()) as { notes: Note[] }).notes;
  };
  /** The screen shows `want`, in its order, and the server holds the same (a reorder is saved after the screen moves). */
  const agree = async (page: Page, want: string[]) => {
    const both = async () => ({ screen: await onScreen(page), server: (await held()).map(named) });
    const agreed = JSON.stringify({ screen: want, server: want });
    // Waited for; if it never comes, the expectation says what each shows.
    await until(async () => JSON.stringify(await both()) === agreed, { what: `screen and server to show ${want.join(", ")}`, every: 50 }).catch(
      () => {},
    );
    expect(await both()).toEqual({ screen: want, server: want });
  };
  const add = async (page: Page, title: string, body = "") => {
    await page.getByRole("button", { name: "Add a note" }).click();
    const form = page.getByRole("form", { name: "New note" });
    await form.getByLabel("Title").fill(title);
    if (body) await form.getByLabel("Body").fill(body);
    await form.getByRole("button", { name: "Add note" }).click();
    await form.waitFor({ state: "detached" });
  };

  test.each([390, 1440])(
    "at %d px: from the menu, add (a blank title refused), edit, hide and show, reorder, and delete two with Undo; the server holds what it shows",
    async (width) => {
      await suite.t.stores.sql`delete from test_notes`;
      const page = await signedInPage(suite, "/admin", width);

      // The menu's entry, among the admin's sections, leads to the screen with the list's title and hint.
      await page.getByRole("navigation", { name: "Admin sections" }).getByRole("link", { name: "Notes", exact: true }).click();
      await page.waitForURL(/\/admin\/lists\/notes$/);
      await page.getByRole("heading", { level: 1, name: "Notes" }).waitFor();
      await page.getByText("Things to remember").waitFor();
      await page.getByText("No notes yet.").waitFor();
      expect(await page.locator(".declared-list .selection-bar").count()).toBe(0);
      await shoot(page, `declared-list-empty-${width}`);

      // A blank title is refused at its field, and nothing is sent.
      await page.getByRole("button", { name: "Add a note" }).click();
      const form = page.getByRole("form", { name: "New note" });
      await form.getByRole("button", { name: "Add note" }).click();
      await form.locator(".admin-field.is-invalid", { hasText: "Title is required" }).waitFor();
      await page.getByText("Please check the highlighted fields").first().waitFor();
      expect(await form.getByLabel("Title").getAttribute("aria-invalid")).toBe("true");
      await shoot(page, `declared-list-refused-${width}`);
      expect(await held()).toEqual([]);

      // Added: the toast says so, the row shows its words, first (the list puts a new note first).
      await form.getByLabel("Title").fill("Milk");
      await form.getByLabel("Body").fill("Two litres, oat");
      await form.getByRole("button", { name: "Add note" }).click();
      await page.getByText("Note added").first().waitFor();
      await page.locator(".declared-list .tab-row", { hasText: "Milk" }).getByText("Two litres, oat").waitFor();
      await agree(page, ["Milk"]);
      expect((await held())[0]).toMatchObject({ title: "Milk", body: "Two litres, oat", hidden: false });
      await add(page, "Bread");
      await add(page, "Eggs", "A dozen");
      await agree(page, ["Eggs", "Bread", "Milk"]);

      // Edited where it stands.
      await page.getByRole("button", { name: "Edit Milk" }).click();
      const edit = page.getByRole("form", { name: "Edit Milk" });
      await edit.getByLabel("Title").fill("Oat milk");
      await shoot(page, `declared-list-edit-${width}`);
      await edit.getByRole("button", { name: "Save note" }).click();
      await page.getByText("Note saved").first().waitFor();
      await edit.waitFor({ state: "detached" });
      await agree(page, ["Eggs", "Bread", "Oat milk"]);

      // Hidden and shown again from its row.
      await page.getByRole("button", { name: "Hide Oat milk" }).click();
      await page.getByText("Oat milk is hidden").first().waitFor();
      await agree(page, ["Eggs", "Bread", "Oat milk (hidden)"]);
      await page.getByRole("button", { name: "Show Oat milk" }).click();
      await page.getByText("Oat milk is shown").first().waitFor();
      await agree(page, ["Eggs", "Bread", "Oat milk"]);

      // Put in order with the keyboard on a row's handle: Eggs two places down.
      await page.getByRole("button", { name: "Move Eggs" }).focus();
      await page.keyboard.press("Space");
      await page.keyboard.press("ArrowDown");
      await page.keyboard.press("ArrowDown");
      await page.keyboard.press("Space");
      await agree(page, ["Bread", "Oat milk", "Eggs"]);
      if (width >= 900) {
        // And by dragging a handle: Eggs back to the top.
        const from = (await page.getByRole("button", { name: "Move Eggs" }).boundingBox())!;
        const to = (await page.getByRole("button", { name: "Move Bread" }).boundingBox())!;
        await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
        await page.mouse.down();
        for (let step = 1; step <= 10; step++)
          await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 + ((to.y - from.y - 10) * step) / 10);
        await page.mouse.up();
        await agree(page, ["Eggs", "Bread", "Oat milk"]);
      }
      const order = await onScreen(page);
      await page.reload();
      await page.waitForSelector("html[data-hydrated=true]");
      await agree(page, order);

      // Two chosen and deleted at once; the toast's Undo brings both back.
      const bar = page.locator(".declared-list .selection-bar");
      await page.getByRole("checkbox", { name: "Select Eggs", exact: true }).check();
      await page.getByRole("checkbox", { name: "Select Bread", exact: true }).check();
      await bar.getByText("2 selected").waitFor();
      await shoot(page, `declared-list-selected-${width}`, { fullPage: true });
      await bar.getByRole("button", { name: "Delete", exact: true }).click();
      await page.getByRole("dialog", { name: "Delete 2 notes?" }).getByRole("button", { name: "Delete", exact: true }).click();
      await page.getByText("Moved 2 notes to the trash").first().waitFor();
      await agree(page, ["Oat milk"]);
      await page.getByRole("button", { name: "Undo" }).click();
      await page.getByText("Restored 2 notes").first().waitFor();
      await agree(page, order);

      expect(page.problems).toEqual([]);
      await page.close();
    },
    180_000,
  );
});
