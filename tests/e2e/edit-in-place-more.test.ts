// Editing in place beyond the page documents (issue 24), as the owner in Chromium: a project's
// gallery page at 1440 and 390 px, opened from the project editor, its title and tagline typed
// where they stand, its images reordered by keyboard, one removed while another is uploading, a film added,
// all kept in the draft across leaving and coming back while visitors see the page unchanged;
// previewed, published (the removed image in the trash, the new one and the film on the
// visitor's page) and taken back from the history. And the 404 page, whose words are the site
// document's. Screenshots go to /tmp/inplace-shots/.
import { describe, expect, test } from "bun:test";
import type { Page } from "playwright-core";
import type { Project } from "../../client/contract/projects.ts";
import { projectPath } from "../../client/contract/families.ts";
import { hasBrowser } from "../support/browser.ts";
import { browserSuite } from "../support/browser-suite.ts";
import { signedInPage } from "../support/admin-session.ts";
import { adminToken, pngImage } from "../support/admin-api.ts";
import { H264_AAC, makeVideo } from "../support/video-files.ts";
import { editBar as bar, holdImageUploads, retype, saved } from "../support/in-place.ts";
import { shoot } from "../support/screenshots.ts";

/** The sources of the gallery's images, in the page's order. */
const stack = (page: Page) => page.locator(".gallery__stack img").evaluateAll((images) => images.map((image) => image.getAttribute("src") ?? ""));

describe.skipIf(!hasBrowser)("the owner edits a gallery page and the 404 page in place", () => {
  const suite = browserSuite();
  const api = async (path: string) => {
    const response = await fetch(suite.url + path, { headers: { authorization: `Bearer ${await adminToken(suite.t)}` } });
    return response.json() as Promise<Record<string, any>>;
  };
  const visitorHtml = async (path: string) => (await fetch(suite.url + path)).text();

  for (const [n, width] of [1440, 390].entries()) {
    test(`at ${width} px`, async () => {
      // A different published project of stills for each width, with images to reorder and remove.
      const projects = ((await api("/api/admin/projects")).projects as Project[]).filter(
        (project) => project.status === "published" && project.film === null && project.images.length >= 3,
      );
      const project = projects[n]!;
      const path = projectPath(project.family, project.slug);
      const title = `${project.title}, redrawn at ${width}`;
      const tagline = `Edited where it stands at ${width}`;

      // From the project editor to its live page in edit mode.
      let page = await signedInPage(suite, `/admin/projects/${project._id}`, width);
      await page.getByRole("link", { name: "Edit on the page" }).click();
      await bar(page).waitFor();
      await saved(page);
      await retype(page, "Project title", title);
      await page.getByText(`${title.length} / 120`).waitFor();
      await retype(page, "Project tagline", tagline);
      await saved(page);
      await shoot(page, `gallery-${width}`);

      // The images: the last moved first by keyboard, the (new) second removed, one uploaded.
      const before = await stack(page);
      await page.getByRole("button", { name: "Edit the images" }).click();
      const panel = page.getByRole("complementary", { name: "Edit the images" });
      const count = project.images.length;
      await panel.getByRole("button", { name: new RegExp(`^Move Image ${count}\\b`) }).focus();
      await page.keyboard.press("Space");
      for (let i = 1; i < count; i++) await page.keyboard.press("ArrowUp");
      await page.keyboard.press("Space");
      await page.waitForFunction((src) => document.querySelector(".gallery__stack img")?.getAttribute("src") === src, before.at(-1)!);
      // The upload is held on its way while the owner removes an image: its answer adds to the
      // list as it is then, and the removed image does not come back.
      const upload = await holdImageUploads(page, suite.url);
      await panel
        .getByLabel("Add image to Images", { exact: true })
        .setInputFiles({ name: "added.png", mimeType: "image/png", buffer: await pngImage(900, 600, "#2266cc") });
      await upload.sent;
      await panel.getByRole("button", { name: /^Remove Image 2\b/ }).click();
      expect((await stack(page)).length).toBe(count - 1);
      upload.release();
      await page.waitForFunction(
        () => [...document.querySelectorAll(".gallery__stack img")].some((img) => /\/media\/pages\//.test(img.getAttribute("src") ?? "")),
        null,
        { timeout: 90_000 },
      );
      await upload.stop();
      // The added image asks for its alt text: its own box, empty, at the end of the list.
      const addedAlt = panel.getByLabel(/^Alt text/).last();
      expect(await addedAlt.inputValue()).toBe("");
      await bar(page).getByText("Not saved: fix the highlighted text").waitFor();
      await addedAlt.fill(`A blue card added at ${width}`);
      await shoot(page, `gallery-images-${width}`);
      await panel.getByRole("button", { name: "Done" }).click();

      // A film added through its spot: it plays at the top of the page.
      await page.getByRole("button", { name: "Add a film" }).click();
      await page
        .getByLabel("Add video: Film", { exact: true })
        .setInputFiles({ name: "film.mp4", mimeType: "video/mp4", buffer: Buffer.from(makeVideo(H264_AAC)) });
      await page.locator(".gallery__film video").waitFor({ timeout: 90_000 });
      await page.getByRole("complementary").getByRole("button", { name: "Done" }).click();
      await saved(page);
      const edited = await stack(page);
      expect(edited.length).toBe(count);
      expect(edited[0]).toBe(before.at(-1)!);
      expect(edited).not.toContain(before[0]);
      await page.close();

      // Leaving and coming back: the draft is all there, and visitors still see the page as it was.
      page = await signedInPage(suite, `${path}#edit`, width);
      await bar(page).waitFor();
      await saved(page);
      expect(await page.getByRole("textbox", { name: "Project title", exact: true }).textContent()).toBe(title);
      expect(await stack(page)).toEqual(edited);
      expect(await page.locator(".gallery__film video").count()).toBe(1);
      const visitor = await visitorHtml(path);
      expect(visitor).toContain(`>${project.title}</h1>`);
      expect(visitor).not.toContain(tagline);
      expect(visitor).not.toContain("<video");

      // Preview, back to edit mode, publish: visitors see it all, the removed image waits in the trash.
      await bar(page).getByRole("button", { name: "Preview" }).click();
      await page.waitForURL(`${suite.url}/admin/projects/${project._id}/preview?draft`);
      await page.getByRole("heading", { name: title }).waitFor();
      await shoot(page, `gallery-preview-${width}`);
      await page.getByRole("link", { name: "Back to edit mode" }).click();
      await bar(page).waitFor();
      await saved(page);
      await bar(page).getByRole("button", { name: "Publish" }).click();
      await page.getByText("Published: visitors see it now").first().waitFor();
      const published = await visitorHtml(path);
      expect(published).toContain(`>${title}</h1>`);
      expect(published).toContain(tagline);
      expect(published).toContain("/media/pages/");
      expect(published).toContain(`a film and ${count} images`);
      expect(published).toContain("<video");
      const trash = (await api("/api/admin/trash")).items as { id: string }[];
      expect(trash.map((item) => item.id)).toContain(project.images[0]!._id);

      // The history, from the same bar: the title and tagline taken back in one click.
      await bar(page).getByRole("button", { name: "History" }).click();
      const earlier = page.locator(".revision").nth(1);
      await earlier.waitFor();
      await shoot(page, `gallery-history-${width}`);
      await earlier.getByRole("button", { name: /^Revert to revision/ }).click();
      await page.getByRole("dialog").getByRole("button", { name: "Revert to this" }).click();
      // (The history's own entries still name the tagline, as the change the revert undid.)
      await page.waitForFunction((text) => document.querySelector(".gallery__tagline [role=textbox]")?.textContent === text, project.tagline);
      const reverted = await visitorHtml(path);
      expect(reverted).toContain(`>${project.title}</h1>`);
      expect(reverted).not.toContain(tagline);
      expect(page.problems).toEqual([]);
      await page.close();
    }, 180_000);
  }

  test("the 404 page: its words typed where they stand, published to visitors' 404s", async () => {
    const title = "Nothing here, but plenty elsewhere";
    const page = await signedInPage(suite, "/no-such-page#edit", 390);
    await bar(page).waitFor();
    await saved(page);
    await retype(page, "Not found title", title);
    await saved(page);
    await shoot(page, `not-found-390`);
    expect(await visitorHtml("/another-missing-page")).not.toContain(title);
    await bar(page).getByRole("button", { name: "Publish" }).click();
    await page.getByText("Published: visitors see it now").first().waitFor();
    const answer = await fetch(suite.url + "/another-missing-page");
    expect(answer.status).toBe(404);
    expect(await answer.text()).toContain(`>${title}</h1>`);
    // The page's own 404 is the one problem the browser reports.
    expect(page.problems.filter((problem) => !problem.includes("status of 404"))).toEqual([]);
    await page.close();
  }, 180_000);
});
