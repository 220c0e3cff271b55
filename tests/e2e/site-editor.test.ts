// The owner's flow in the site editor against the real server (pages API, media uploads, the
// draft preview and the public pages), in Chromium at 1440 and 390 px: change a hero line and
// an FAQ answer, replace the hero video, preview the draft, publish, see it as a visitor,
// revert from the history and see the earlier words again; and a save from a second tab with
// an older copy told (409) and shown the newer version. The editor's own details (limits,
// list moves, the leave warning) are site-editor-ui.test.ts.
import { describe, expect, test } from "bun:test";
import type { Page } from "playwright-core";
import { PAGE_MESSAGES } from "../../client/contract/documents/answers.ts";
import { hasBrowser } from "../support/browser.ts";
import { browserSuite } from "../support/browser-suite.ts";
import { shoot } from "../support/screenshots.ts";
import { signedInPage } from "../support/admin-session.ts";
import { adminToken } from "../support/admin-api.ts";
import { until } from "../support/until.ts";
import { H264_AAC, makeVideo } from "../support/video-files.ts";

const heroButton = (page: Page) => page.getByRole("group", { name: "Hero", exact: true }).getByLabel("Button", { exact: true });

describe.skipIf(!hasBrowser)("the owner edits a page, publishes it and takes it back", () => {
  const suite = browserSuite();
  const visitorHtml = async (path: string) => (await fetch(suite.url + path)).text();

  for (const width of [1440, 390]) {
    test(`at ${width} px`, async () => {
      const [first, second] = [`Reels that stop thumbs ${width}`, `A later thought ${width}`];
      const answer = `Usually three to five weeks at ${width}, from the first call to launch.`;
      const page = await signedInPage(suite, "/admin", width);
      await page.getByRole("link", { name: "Pages", exact: true }).click();
      await page.getByRole("link", { name: "Edit Home page" }).waitFor();
      await shoot(page, `editor-list-${width}`);
      await page.getByRole("link", { name: "Edit Home page" }).click();
      await page.waitForURL(suite.url + "/admin/pages/home");

      // A hero line and the hero video, saved as a draft: the preview shows them, visitors do not.
      const eyebrow = page.getByLabel("Eyebrow", { exact: true });
      await eyebrow.fill(first);
      await page
        .getByLabel("Replace video: Hero video", { exact: true })
        .setInputFiles({ name: "reel.mp4", mimeType: "video/mp4", buffer: Buffer.from(makeVideo(H264_AAC)) });
      await page.getByRole("progressbar", { name: /Hero video: upload progress/ }).waitFor();
      await page.waitForFunction(
        () => /^\/media\/videos\//.test(document.querySelector("video[aria-label^='Hero video,']")?.getAttribute("src") ?? ""),
        null,
        { timeout: 90_000 },
      );
      const video = (await page.locator("video[aria-label^='Hero video,']").getAttribute("src"))!;
      await shoot(page, `editor-editor-home-${width}`);
      await page.getByRole("button", { name: "Preview" }).click();
      await page.waitForURL(suite.url + "/admin/pages/home/preview");
      await page.getByText(first).first().waitFor();
      await shoot(page, `editor-preview-${width}`);
      expect(await visitorHtml("/")).not.toContain(first);
      await page.goBack();
      await page.waitForURL(suite.url + "/admin/pages/home");

      await page.getByRole("button", { name: "Publish" }).click();
      await page.getByText("Published: on the site").waitFor();
      const home = await visitorHtml("/");
      expect(home).toContain(first);
      expect(home).toContain(video);

      // An FAQ answer on a service page, published and seen by a visitor.
      await page.goto(suite.url + "/admin/pages/service-WebDesign");
      await page.getByLabel("Answer", { exact: true }).first().fill(answer);
      await page.getByLabel("Answer", { exact: true }).first().scrollIntoViewIfNeeded();
      await shoot(page, `editor-editor-service-${width}`);
      await page.getByRole("button", { name: "Publish" }).click();
      await page.getByText("Published: on the site").waitFor();
      expect(await visitorHtml("/WebDesign")).toContain(answer);

      // A later change, then back to the first from the history.
      await page.goto(suite.url + "/admin/pages/home");
      await eyebrow.fill(second);
      const newest = () => page.locator(".revision .revision__number").first().textContent();
      const before = await newest();
      await page.getByRole("button", { name: "Publish" }).click();
      await page.getByText("Published: on the site").waitFor();
      expect(await visitorHtml("/")).toContain(second);
      // The history lists the publish when its refresh answers, which may be after the page bar
      // says so: until then the second row is another revision.
      await until(async () => (await newest()) !== before, { what: "the publish to be listed in the history", timeout: 90_000, every: 50 });
      const earlier = page.locator(".revision").nth(1);
      await earlier.getByText(/\d+ changes?/).click();
      await earlier.locator(".field-change", { hasText: first }).first().waitFor();
      await earlier.scrollIntoViewIfNeeded();
      await shoot(page, `editor-history-${width}`);
      await earlier.getByRole("button", { name: /^Revert to revision/ }).click();
      await page.getByRole("dialog").getByRole("button", { name: "Revert to this" }).click();
      await page
        .locator(".revision")
        .first()
        .getByText(/Reverted to revision/)
        .waitFor();
      // The history refreshed in place: the revision whose changes were opened is one row down, still open.
      expect(await page.locator(".revision").nth(2).locator(".field-change", { hasText: first }).first().isVisible()).toBe(true);
      await page.waitForFunction((words) => (document.querySelector(".doc-form input") as HTMLInputElement | null)?.value === words, first);
      const reverted = await visitorHtml("/");
      expect(reverted).toContain(first);
      expect(reverted).not.toContain(second);
      expect(page.problems).toEqual([]);
      await page.goto(suite.url + "/admin/studio");
      await page.locator(".revision-history").waitFor();
      await page.locator(".revision-history").scrollIntoViewIfNeeded();
      await shoot(page, `editor-studio-${width}`);
      await page.close();
    }, 240_000);
  }

  test("a save from a second tab with an older copy is told, and shown the newer version", async () => {
    const first = await signedInPage(suite, "/admin/pages/home");
    const second = await signedInPage(suite, "/admin/pages/home");
    const published = await heroButton(first).inputValue();
    await heroButton(first).fill("Start a project");
    await first.getByRole("button", { name: "Save draft" }).click();
    await first.getByText("Draft: not on the site yet").waitFor();

    await heroButton(second).fill("Say hello");
    await second.getByRole("button", { name: "Save draft" }).click();
    await second.getByRole("alert").filter({ hasText: PAGE_MESSAGES.conflict }).first().waitFor();
    expect(await heroButton(second).inputValue()).toBe("Start a project");

    // The draft thrown away (after a confirm): the published words are back in the form.
    await second.getByRole("button", { name: "Discard draft" }).click();
    await second.getByRole("dialog").getByRole("button", { name: "Discard draft" }).click();
    await second.getByText("Published: on the site").waitFor();
    expect(await heroButton(second).inputValue()).toBe(published);
    await first.close();
    await second.close();
  }, 180_000);

  for (const width of [1440, 390]) {
    test(`at ${width} px the studio's details and a project keep their history, and revert`, async () => {
      const page = await signedInPage(suite, "/admin/studio", width);
      const shown = page.getByLabel("Phone as displayed", { exact: true });
      const history = page.locator(".revision-history");
      for (const phone of [`+91 90000 0${width}`, `+91 91111 1${width}`]) {
        await shown.fill(phone);
        await page.getByRole("button", { name: "Save studio details" }).click();
        await history.locator(".revision").first().locator(".field-change", { hasText: phone }).first().waitFor({ state: "attached" });
      }
      await history
        .locator(".revision")
        .nth(1)
        .getByRole("button", { name: /^Revert to revision/ })
        .click();
      await page.getByRole("dialog").getByRole("button", { name: "Revert to this" }).click();
      await page.waitForFunction(
        (phone) =>
          (document.querySelector("input[type=text][value]") as HTMLInputElement | null) !== null &&
          [...document.querySelectorAll("input")].some((input) => input.value === phone),
        `+91 90000 0${width}`,
      );
      expect(await visitorHtml("/")).toContain(`+91 90000 0${width}`);
      await history.scrollIntoViewIfNeeded();
      await shoot(page, `editor-studio-${width}`);

      // A project: its tagline changed in the editor, then taken back from its history.
      const token = await adminToken(suite.t);
      const created = await fetch(`${suite.url}/api/admin/projects`, {
        method: "POST",
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
        body: JSON.stringify({ title: `Harbour ${width}`, family: "productvisualization" }),
      });
      const { project } = (await created.json()) as { project: { _id: string } };
      await page.goto(`${suite.url}/admin/projects/${project._id}`);
      const projectHistory = page.locator(".revision-history");
      // A project's first save keeps what it replaced and the change; each later one names what changed.
      for (const [saves, tagline] of ["Night on the water", "Morning fog"].entries()) {
        await page.getByLabel(/^Tagline/).fill(tagline);
        await page.getByRole("button", { name: "Update Project" }).click();
        await page.waitForFunction((count) => document.querySelectorAll(".revision-history .revision").length === count, saves + 2);
      }
      await projectHistory.locator(".revision").first().getByText("1 change").click();
      await projectHistory.locator(".field-change", { hasText: "Morning fog" }).first().waitFor();
      await projectHistory.scrollIntoViewIfNeeded();
      await shoot(page, `editor-project-${width}`);
      await projectHistory
        .locator(".revision")
        .nth(1)
        .getByRole("button", { name: /^Revert to revision/ })
        .click();
      await page.getByRole("dialog").getByRole("button", { name: "Revert to this" }).click();
      await page.waitForFunction(() => [...document.querySelectorAll("input")].some((input) => input.value === "Night on the water"));
      expect(page.problems).toEqual([]);
      await page.close();
    }, 180_000);
  }
});
