// The page editor's form in Chromium against the real server, at 1440 and 390 px: the pages
// list from the menu, a line's count and limit (too long is said at the field and not sent),
// the question before leaving with unsaved edits, the hero video and the portrait replaced (its
// alt text asked for again),
// a saved draft marked on the page, and a service page's FAQs: an answer changed, a blank FAQ
// added and refused, removed, one moved by keyboard, published and shown as a word diff in the
// history. The owner's whole flow (preview, visitor, revert, 409) is site-editor.test.ts.
import { describe, expect, test } from "bun:test";
import { PAGE_MESSAGES } from "../../client/contract/documents/answers.ts";
import { hasBrowser } from "../support/browser.ts";
import { browserSuite } from "../support/browser-suite.ts";
import { shoot } from "../support/screenshots.ts";
import { signedInPage } from "../support/admin-session.ts";
import { H264_AAC, makeVideo } from "../support/video-files.ts";
import { pngImage } from "../support/admin-api.ts";
import { until } from "../support/until.ts";

describe.skipIf(!hasBrowser)("the page editor's form", () => {
  const suite = browserSuite();

  for (const width of [1440, 390]) {
    test(`at ${width} px: limits, the leave warning, the hero video and portrait, a draft, and a service page's FAQs`, async () => {
      const page = await signedInPage(suite, "/admin", width);
      page.on("dialog", (dialog) => void dialog.dismiss());

      await page.getByRole("link", { name: "Pages", exact: true }).click();
      await page.waitForURL(suite.url + "/admin/pages");
      await page.getByRole("link", { name: "Edit Web Design page", exact: true }).waitFor();
      expect(await page.locator(".page-row .status-badge").count()).toBe(0);
      await shoot(page, `editor-form-list-${width}`);

      await page.getByRole("link", { name: "Edit Home page" }).click();
      await page.waitForURL(suite.url + "/admin/pages/home");
      const eyebrow = page.getByLabel("Eyebrow", { exact: true });
      await eyebrow.fill("x".repeat(81));
      await page.getByText("Eyebrow must be at most 80 characters").waitFor();
      await page.getByText("81 / 80").waitFor();
      await page.getByRole("button", { name: "Save draft" }).click();
      await page.getByText("Please check the highlighted fields").waitFor();
      const words = `Studio of moving pictures ${width}`;
      await eyebrow.fill(words);
      await page.getByText(`${words.length} / 80`).waitFor();
      expect(await page.getByText("Eyebrow must be at most 80 characters").count()).toBe(0);

      // Leaving with unsaved edits asks first; dismissed, the editor stays with the edit.
      await page.getByRole("link", { name: "Dashboard" }).click();
      expect(page.url()).toBe(suite.url + "/admin/pages/home");
      expect(await eyebrow.inputValue()).toBe(words);

      // A file that is not a video is refused by the server, and said so at the field; nothing changes.
      const videoBefore = await page.locator("video[aria-label^='Hero video,']").getAttribute("src");
      await page
        .getByLabel("Replace video: Hero video", { exact: true })
        .setInputFiles({ name: "notes.mp4", mimeType: "video/mp4", buffer: Buffer.from("not a video at all ".repeat(100)) });
      await page.locator(".doc-media--video .media-picker .admin-field__error").first().waitFor({ timeout: 90_000 });
      expect(await page.locator("video[aria-label^='Hero video,']").getAttribute("src")).toBe(videoBefore);
      await page
        .getByLabel("Replace video: Hero video", { exact: true })
        .setInputFiles({ name: "reel.mp4", mimeType: "video/mp4", buffer: Buffer.from(makeVideo(H264_AAC)) });
      await page.getByRole("progressbar", { name: /Hero video: upload progress/ }).waitFor();
      await page.waitForFunction(
        () => /^\/media\/videos\/[0-9a-f-]+\.mp4$/.test(document.querySelector("video[aria-label^='Hero video,']")?.getAttribute("src") ?? ""),
        null,
        { timeout: 90_000 },
      );
      // The about portrait replaced: a new stored image, its thumbnail shown at once (the run at
      // the other width may have stored one already: the thumbnail is a different one).
      const portrait = page.locator(".doc-media--image", { has: page.getByLabel("Replace image: Portrait", { exact: true }) });
      const portraitBefore = await portrait.locator("img.doc-thumb").getAttribute("src");
      await page
        .getByLabel("Replace image: Portrait", { exact: true })
        .setInputFiles({ name: "portrait.png", mimeType: "image/png", buffer: await pngImage(800, 1000, "#336699") });
      await until(
        async () => {
          const src = (await portrait.locator("img.doc-thumb").getAttribute("src")) ?? "";
          return src !== portraitBefore && src.includes("/media/pages/");
        },
        { what: "the new portrait's thumbnail", timeout: 90_000 },
      );
      // The new portrait asks for its own alt text: the box is emptied and focused, and the draft
      // is not saved until it is written.
      const portraitAlt = portrait.getByLabel(/^Alt text/);
      expect(await portraitAlt.inputValue()).toBe("");
      await until(() => portraitAlt.evaluate((box) => box === document.activeElement), { what: "the portrait's alt text focused", timeout: 90_000 });
      await page.getByRole("button", { name: "Save draft" }).click();
      await page.getByText("Portrait alt text is required: describe the new image, or mark it decorative").waitFor();
      await portraitAlt.fill(`The studio's founder at ${width} px`);
      // Every upload done (none still reporting progress), then the save's own answer awaited: an
      // earlier "Draft saved" toast may still be showing on a slow machine.
      await page.getByRole("progressbar").first().waitFor({ state: "detached", timeout: 60_000 });
      const saved = page.waitForResponse(
        (response) => /\/api\/admin\/pages\/home\/draft$/.test(response.url()) && response.request().method() === "PUT",
      );
      await page.getByRole("button", { name: "Save draft" }).click();
      expect((await saved).status()).toBe(200);
      await page.getByText(PAGE_MESSAGES.draftSaved).first().waitFor();
      await page
        .getByText("Draft: not on the site yet")
        .waitFor()
        .catch(async (error) => {
          throw new Error(`${(error as Error).message}\nthe page bar says: ${await page.locator(".editor-bar").first().textContent()}`);
        });
      await page.locator(".page-bar .status-badge", { hasText: "Unpublished changes" }).waitFor();
      await shoot(page, `editor-form-editor-home-${width}`);
      await page.getByRole("button", { name: "Publish" }).click();
      await page.getByText("Published: on the site").waitFor();
      await page.locator(".revision").first().locator(".revision__summary", { hasText: "Eyebrow" }).waitFor();
      await shoot(page, `editor-form-history-${width}`);

      // A service page's FAQs.
      await page.goto(suite.url + "/admin/pages/service-WebDesign");
      const answer = `Two to four weeks at ${width} px, depending on the pages and the content you bring.`;
      await page.getByLabel("Answer", { exact: true }).first().fill(answer);
      const faqs = page.locator(".doc-list", { has: page.locator("legend", { hasText: "FAQs" }) });
      const count = await faqs.locator(".doc-entry").count();
      await faqs.getByRole("button", { name: "Add FAQ" }).click();
      await page.getByRole("button", { name: "Save draft" }).click();
      await faqs.getByText("Question is required").first().waitFor();
      await faqs.getByRole("button", { name: new RegExp(`^Remove FAQ ${count + 1}`) }).click();
      expect(await faqs.locator(".doc-entry").count()).toBe(count);
      const questions = () =>
        faqs.getByLabel("Question", { exact: true }).evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
      const before = await questions();
      await faqs.getByRole("button", { name: /^Move FAQ 1:/ }).focus();
      await page.keyboard.press("Space");
      await page.keyboard.press("ArrowDown");
      await page.keyboard.press("Space");
      await until(async () => (await questions())[1] === before[0], { what: "the first FAQ moved down one" });
      // The history lists the publish once it has refreshed: until then its first row is the previous
      // revision (this page's publish at the other width), whose changes are not the ones looked for.
      const revisions = await page.locator(".revision").count();
      await page.getByRole("button", { name: "Publish" }).click();
      await page.getByText("Published: on the site").waitFor();
      await until(async () => (await page.locator(".revision").count()) > revisions, { what: "the publish in the history" });
      const newest = page.locator(".revision").first();
      await newest.getByText(/\d+ changes?/).click();
      // The moved FAQs' words are a word diff: the new words marked as added.
      await newest
        .locator(".field-change__diff ins", { hasText: String(width) })
        .first()
        .waitFor();
      await newest.scrollIntoViewIfNeeded();
      await shoot(page, `editor-form-history-diff-${width}`);
      await faqs.scrollIntoViewIfNeeded();
      await shoot(page, `editor-form-editor-service-${width}`);
      // The one failed request is the refused file's.
      expect(page.problems.filter((problem) => !problem.includes("415 (Unsupported Media Type)"))).toEqual([]);
      await page.close();
    }, 180_000);
  }
});
