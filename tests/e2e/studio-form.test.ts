// The studio's details form keeps unsaved edits from a slip, as the Pages editor does: a link
// inside the panel asks before leaving, closing or reloading the tab gets the browser's own
// question, and once saved nothing asks. The first run's setup, which saves nothing until Finish,
// asks too, and so do a project's details and the images picked for it but not yet uploaded.
import { describe, expect, test } from "bun:test";
import type { Dialog, Page } from "playwright-core";
import sharp from "sharp";
import { PROJECT_MESSAGES } from "../../client/contract/projects.ts";
import { STUDIO_MESSAGES } from "../../client/contract/studio.ts";
import { seedStudio } from "../../src/features/seed/content.ts";
import { signedInPage } from "../support/admin-session.ts";
import { hasBrowser } from "../support/browser.ts";
import { browserSuite } from "../support/browser-suite.ts";
import { until } from "../support/until.ts";

const BROWSER_TEST_MS = 60_000;
const QUESTION = "You have unsaved changes. Leave this page and lose them?";

/** Every question the page asks, answered as `answer.accept` says at that moment (dismissed at first). */
function recordQuestions(page: Page) {
  const asked: Dialog[] = [];
  const answer = { accept: false };
  page.on("dialog", (dialog) => {
    asked.push(dialog);
    void (answer.accept ? dialog.accept() : dialog.dismiss());
  });
  return { asked, answer };
}

describe.skipIf(!hasBrowser)("the studio form in Chromium", () => {
  const suite = browserSuite();

  test(
    "an unsaved edit asks before a menu link or closing the tab; saved, the owner leaves without a question",
    async () => {
      const page = await signedInPage(suite, "/admin/studio");
      const fullName = page.getByLabel("Full name");
      await fullName.waitFor();
      expect(await fullName.inputValue()).toBe(seedStudio.fullName);

      // Nothing changed yet: the menu link just goes.
      const { asked, answer } = recordQuestions(page);
      await page.getByRole("link", { name: "Projects" }).click();
      await page.waitForURL(/\/admin\/projects$/);
      await page.goBack();
      await fullName.waitFor();
      expect(asked).toEqual([]);

      await fullName.fill("Kite & Kiln Studio");
      // A menu link asks; dismissed, the form stays with the edit.
      await page.getByRole("link", { name: "Dashboard" }).click();
      expect(asked.map((dialog) => [dialog.type(), dialog.message()])).toEqual([["confirm", QUESTION]]);
      expect(new URL(page.url()).pathname).toBe("/admin/studio");
      expect(await fullName.inputValue()).toBe("Kite & Kiln Studio");

      // Closing the tab gets the browser's own question; dismissed, the tab stays open.
      await page.close({ runBeforeUnload: true });
      await until(() => asked.length === 2, { what: "the browser's leave question", timeout: 60_000 });
      expect(asked[1]?.type()).toBe("beforeunload");
      expect(page.isClosed()).toBe(false);
      expect(await fullName.inputValue()).toBe("Kite & Kiln Studio");

      // Saved: leaving asks nothing.
      await page.getByRole("button", { name: "Save studio details" }).click();
      await page.getByText(STUDIO_MESSAGES.saved).first().waitFor();
      await page.getByRole("link", { name: "Dashboard" }).click();
      await page.waitForURL(/\/admin$/);
      expect(asked).toHaveLength(2);
      answer.accept = true;
      await page.close({ runBeforeUnload: true });
      await page.waitForEvent("close");
    },
    BROWSER_TEST_MS,
  );

  test(
    "the setup asks before a menu link or closing the tab loses its answers, and not before any is given",
    async () => {
      const page = await signedInPage(suite, "/admin/setup");
      const shortName = page.getByLabel("Short name");
      await shortName.waitFor();
      const { asked, answer } = recordQuestions(page);

      // Nothing answered yet: the menu link just goes.
      await page.getByRole("link", { name: "Projects" }).click();
      await page.waitForURL(/\/admin\/projects$/);
      await page.goBack();
      await shortName.waitFor();
      expect(asked).toEqual([]);

      // Two steps answered, nothing saved until Finish: a menu link asks; dismissed, the answers stay.
      await shortName.fill("Oxbow");
      await page.getByLabel("Full name").fill("Oxbow Type & Print");
      await page.getByRole("button", { name: "Next" }).click();
      await page.getByText("Step 2 of 5").waitFor();
      await page.getByRole("link", { name: "Projects" }).click();
      expect(asked.map((dialog) => [dialog.type(), dialog.message()])).toEqual([["confirm", QUESTION]]);
      expect(new URL(page.url()).pathname).toBe("/admin/setup");
      await page.getByRole("button", { name: "Back" }).click();
      expect(await shortName.inputValue()).toBe("Oxbow");

      // Closing the tab gets the browser's own question.
      await page.close({ runBeforeUnload: true });
      await until(() => asked.length === 2, { what: "the browser's leave question", timeout: 60_000 });
      expect(asked[1]?.type()).toBe("beforeunload");
      expect(page.isClosed()).toBe(false);

      // Accepted, the owner leaves.
      answer.accept = true;
      await page.getByRole("link", { name: "Projects" }).click();
      await page.waitForURL(/\/admin\/projects$/);
      expect(asked).toHaveLength(3);
      await page.close();
    },
    BROWSER_TEST_MS,
  );

  test(
    "a project's unsaved details or picked images ask once before a menu link; saved or sent, nothing asks",
    async () => {
      const [project] = await suite.t.stores.sql<{ id: string }[]>`select id from projects order by created_at limit 1`;
      const page = await signedInPage(suite, `/admin/projects/${project!.id}`);
      const tagline = page.getByLabel("Tagline (optional)");
      await tagline.waitFor();
      const { asked, answer } = recordQuestions(page);
      const leave = () => page.getByRole("link", { name: "Portfolio", exact: true }).click();

      // Nothing changed: the menu link just goes.
      await leave();
      await page.waitForURL(/\/admin\/portfolio$/);
      await page.goBack();
      await tagline.waitFor();
      expect(asked).toEqual([]);

      // A changed tagline alone asks; dismissed, it stays. With a picked image as well: one question, not one per form.
      await tagline.fill("Cotton paper, two inks");
      await leave();
      expect(asked.map((dialog) => [dialog.type(), dialog.message()])).toEqual([["confirm", QUESTION]]);
      expect(new URL(page.url()).pathname).toBe(`/admin/projects/${project!.id}`);
      expect(await tagline.inputValue()).toBe("Cotton paper, two inks");
      const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#c0392b" } })
        .png()
        .toBuffer();
      await page.getByLabel("Add images").setInputFiles({ name: "proof.png", mimeType: "image/png", buffer: png });
      await page.getByLabel("Alt text for proof.png").waitFor();
      await leave();
      expect(asked).toHaveLength(2);

      // The details saved, the picked image still asks; sent, nothing asks.
      await page.getByRole("button", { name: "Update Project" }).click();
      await page.getByText(PROJECT_MESSAGES.updated).first().waitFor();
      await leave();
      expect(asked).toHaveLength(3);
      await page.getByLabel("Alt text for proof.png").fill("A red proof sheet");
      await page.getByRole("button", { name: "Upload 1 image" }).click();
      await page.getByLabel("Alt text for proof.png").waitFor({ state: "detached", timeout: 60_000 });
      await leave();
      await page.waitForURL(/\/admin\/portfolio$/);
      expect(asked).toHaveLength(3);

      // Both unsaved again and the question accepted: the owner leaves after one question, not two.
      await page.goBack();
      await tagline.fill("Cotton paper, three inks");
      await page.getByLabel("Add images").setInputFiles({ name: "proof.png", mimeType: "image/png", buffer: png });
      await page.getByLabel("Alt text for proof.png").waitFor();
      answer.accept = true;
      await leave();
      await page.waitForURL(/\/admin\/portfolio$/);
      expect(asked).toHaveLength(4);
      await page.close();
    },
    BROWSER_TEST_MS,
  );
});
