// The site editor's screens in Chromium, against the page documents' API contract answered by a
// fake in the browser context (tests/support/fake-pages-api.ts), at 1440 and 390 px: the list,
// a home page line and a service page FAQ edited with their limits and errors, the hero video
// replaced with progress (uploaded to the server's real media route), a list entry added, refused, removed and moved by keyboard, preview,
// publish, the history's diff and revert, the warning before leaving unsaved edits, and a
// stale save from a second tab told and shown the newer version. The same flow against the
// real server is site-editor.test.ts.
import { describe, expect, test } from "bun:test";
import type { Page } from "playwright-core";
import { PAGE_MESSAGES } from "../../client/contract/documents/answers.ts";
import { ensureAdmin } from "../../src/platform/auth/accounts.ts";
import { hasBrowser } from "../support/browser.ts";
import { browserSuite } from "../support/browser-suite.ts";
import { signedInPage } from "../support/admin-session.ts";
import { fakePagesApi } from "../support/fake-pages-api.ts";
import { H264_AAC, makeVideo } from "../support/video-files.ts";

const SHOTS = "/tmp/editor-shots";
const shoot = (page: Page, name: string) => (process.env.EDITOR_SHOTS ? page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true }) : null);

describe.skipIf(!hasBrowser)("the owner edits the site's pages", () => {
  const suite = browserSuite({}, async (t) => {
    await ensureAdmin(t.stores.sql, { username: "owner", password: "site-editor-password-1" });
  });
  let fake: Awaited<ReturnType<typeof fakePagesApi>>;

  for (const width of [1440, 390]) {
    test(`at ${width} px: edit the home page and a service page, publish, see the history, revert`, async () => {
      fake ??= await fakePagesApi(suite.browser.context);
      fake.reset();
      const page = await signedInPage(suite, "/admin", width);
      page.on("dialog", (dialog) => void dialog.dismiss());

      // The list, from the admin's menu.
      await page.getByRole("link", { name: "Pages", exact: true }).click();
      await page.waitForURL(suite.url + "/admin/pages");
      await page.getByRole("link", { name: "Edit Web Design page", exact: true }).waitFor();
      expect(await page.locator(".page-row .status-badge").count()).toBe(0);
      await shoot(page, `list-${width}`);

      // A hero line: its count follows the typing, too long is said at the field and not sent.
      await page.getByRole("link", { name: "Edit Home page" }).click();
      await page.waitForURL(suite.url + "/admin/pages/home");
      const eyebrow = page.getByLabel("Eyebrow", { exact: true });
      await eyebrow.fill("x".repeat(81));
      await page.getByText("Eyebrow must be at most 80 characters").waitFor();
      await page.getByText("81 / 80").waitFor();
      await page.getByRole("button", { name: "Save draft" }).click();
      await page.getByText("Please check the highlighted fields").waitFor();
      await eyebrow.fill("Studio of moving pictures");
      await page.getByText("25 / 80").waitFor();
      expect(await page.getByText("Eyebrow must be at most 80 characters").count()).toBe(0);

      // Leaving with unsaved edits asks first; dismissed, the editor stays with the edit.
      await page.getByRole("link", { name: "Dashboard" }).click();
      expect(page.url()).toBe(suite.url + "/admin/pages/home");
      expect(await eyebrow.inputValue()).toBe("Studio of moving pictures");

      // The hero video replaced: the upload's progress, then the new file in the player.
      await page
        .getByLabel("Replace video: Hero video", { exact: true })
        .setInputFiles({ name: "reel.mp4", mimeType: "video/mp4", buffer: Buffer.from(makeVideo(H264_AAC)) });
      await page.getByRole("progressbar", { name: /Hero video: upload progress/ }).waitFor();
      await page.waitForFunction(
        () => /^\/media\/videos\/[0-9a-f-]+\.mp4$/.test(document.querySelector("video[aria-label^='Hero video,']")?.getAttribute("src") ?? ""),
        null,
        { timeout: 30_000 },
      );
      await page.getByRole("button", { name: "Save draft" }).click();
      await page.getByText(PAGE_MESSAGES.draftSaved).first().waitFor();
      await page.getByText("Draft saved: not on the site yet").waitFor();
      await page.locator(".page-bar .status-badge", { hasText: "Unpublished changes" }).waitFor();
      await shoot(page, `editor-home-${width}`);

      await page.getByRole("button", { name: "Preview" }).click();
      await page.waitForURL(suite.url + "/admin/pages/home/preview");
      await page.goBack();
      await page.waitForURL(suite.url + "/admin/pages/home");

      await page.getByRole("button", { name: "Publish" }).click();
      await page.getByText("Published: the site shows this").waitFor();
      await page.locator(".revision", { hasText: "hero eyebrow" }).waitFor();

      // A second publish, then back to the first from the history: the first words return.
      await eyebrow.fill("A second thought");
      await page.getByRole("button", { name: "Publish" }).click();
      await page.locator(".revision").nth(1).waitFor();
      await page.getByRole("button", { name: "Revert to revision 1" }).click();
      await page.getByRole("dialog").getByRole("button", { name: "Revert to this" }).click();
      await page.getByText("Reverted to revision 1").first().waitFor();
      await until(async () => (await eyebrow.inputValue()) === "Studio of moving pictures", "the reverted words");
      const newest = page.locator(".revision").first();
      await newest.getByText("Reverted to revision 1").waitFor();
      await newest.getByText("1 change").click();
      await newest.locator(".field-change", { hasText: "A second thought" }).waitFor();
      await shoot(page, `history-${width}`);

      // A service page's FAQ: an answer changed, a new FAQ refused blank and removed, one moved by keyboard.
      await page.goto(suite.url + "/admin/pages/service-WebDesign");
      const answers = page.getByLabel("Answer", { exact: true });
      await answers.first().fill("Two to four weeks, depending on the pages and the content you bring.");
      const faqs = page.locator(".doc-list", { has: page.locator("legend", { hasText: "FAQs" }) });
      const count = await faqs.locator(".doc-entry").count();
      await faqs.getByRole("button", { name: "Add FAQ" }).click();
      await page.getByRole("button", { name: "Save draft" }).click();
      await faqs.getByText("Question is required").first().waitFor();
      await faqs.getByRole("button", { name: new RegExp(`^Remove FAQ ${count + 1}`) }).click();
      const questions = () =>
        faqs.getByLabel("Question", { exact: true }).evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
      const before = await questions();
      await faqs.getByRole("button", { name: /^Move FAQ 1:/ }).focus();
      await page.keyboard.press("Space");
      await page.keyboard.press("ArrowDown");
      await page.keyboard.press("Space");
      await until(async () => (await questions())[1] === before[0], "the first FAQ moved down one");
      await page.getByRole("button", { name: "Publish" }).click();
      await page.getByText("Published: the site shows this").waitFor();
      await page
        .locator(".revision")
        .first()
        .getByText(/\d+ changes?/)
        .click();
      await page.locator(".revision").first().locator(".field-change__diff ins", { hasText: "Two to four weeks" }).waitFor();
      await shoot(page, `editor-service-${width}`);
      expect(page.problems.filter((problem) => !problem.includes("404"))).toEqual([]);
      await page.close();
    }, 90_000);
  }

  test("a save from a second tab with an older copy is told, and shown the newer version", async () => {
    fake ??= await fakePagesApi(suite.browser.context);
    fake.reset();
    const first = await signedInPage(suite, "/admin/pages/home");
    const second = await signedInPage(suite, "/admin/pages/home");
    await heroButton(first).fill("Start a project");
    await first.getByRole("button", { name: "Save draft" }).click();
    await first.getByText("Draft saved: not on the site yet").waitFor();

    await heroButton(second).fill("Say hello");
    await second.getByRole("button", { name: "Save draft" }).click();
    await second.getByRole("alert").filter({ hasText: PAGE_MESSAGES.conflict }).first().waitFor();
    expect(await heroButton(second).inputValue()).toBe("Start a project");
    expect((fake.pages.get("home")!.draft as { hero: { cta: string } }).hero.cta).toBe("Start a project");
    await first.close();
    await second.close();
  }, 60_000);
});

const heroButton = (page: Page) => page.getByRole("group", { name: "Hero", exact: true }).getByLabel("Button", { exact: true });

async function until(check: () => Promise<boolean>, what: string) {
  const deadline = Date.now() + 5_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`waited for ${what}`);
    await Bun.sleep(20);
  }
}
