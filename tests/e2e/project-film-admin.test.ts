// A project's film in Chromium against the real server (issue 23), at 1440 and 390 px: the owner
// picks a video in the project's editor (its progress, then its player and size), saves, and a
// visitor's gallery plays it above the images; a file that is no video is refused at the field
// with the film left as it was; "Remove film" and a save take it off the page. Screenshots go to
// /tmp/projects-shots/.
import { describe, expect, test } from "bun:test";
import { hasBrowser } from "../support/browser.ts";
import { browserSuite } from "../support/browser-suite.ts";
import { shoot } from "../support/screenshots.ts";
import { signedInPage } from "../support/admin-session.ts";
import { adminToken } from "../support/admin-api.ts";
import { H264_AAC, makeVideo } from "../support/video-files.ts";

describe.skipIf(!hasBrowser)("a project's film in its editor", () => {
  const suite = browserSuite();
  const film = { name: "ferry-film.mp4", mimeType: "video/mp4", buffer: Buffer.from(makeVideo({ ...H264_AAC, width: 320, height: 180 })) };

  for (const width of [1440, 390]) {
    test(`at ${width} px: chosen, saved, played on the gallery page, refused when it is no video, removed`, async () => {
      const token = await adminToken(suite.t);
      const created = await fetch(`${suite.url}/api/admin/projects`, {
        method: "POST",
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
        body: JSON.stringify({ title: `Ferry ${width}`, family: "productvisualization", status: "published" }),
      });
      const { project } = (await created.json()) as { project: { _id: string; slug: string } };
      const page = await signedInPage(suite, `/admin/projects/${project._id}`, width);

      await page.getByText("No video").waitFor();
      await page.getByLabel("Add video: Film").setInputFiles(film);
      const player = page.getByLabel("Film, current file");
      await player.waitFor();
      expect(await page.getByText("320 × 180 · 0:01 · MP4").count()).toBe(1);
      await page.getByRole("button", { name: "Update Project" }).click();
      await page.getByText("Project updated").first().waitFor();
      await player.scrollIntoViewIfNeeded();
      await shoot(page, `film-editor-${width}`);

      const visitor = await suite.browser.page({ width });
      await visitor.goto(`${suite.url}/productvisualization/${project.slug}`);
      const played = visitor.getByLabel(`Ferry ${width}, the film`);
      await played.waitFor();
      expect(await played.getAttribute("src")).toMatch(/^\/media\/videos\/[0-9a-f-]{36}\.mp4$/);
      expect(await visitor.evaluate(() => (document.querySelector(".gallery__film video") as HTMLVideoElement).readyState)).toBe(0);
      await shoot(visitor, `film-gallery-${width}`);

      // Not a video: said at the field, and the film stays.
      const src = await player.getAttribute("src");
      await page
        .getByLabel("Replace video: Film")
        .setInputFiles({ name: "notes.mp4", mimeType: "video/mp4", buffer: Buffer.from("just some notes") });
      await page.getByRole("alert").filter({ hasText: /video/i }).first().waitFor();
      expect(await player.getAttribute("src")).toBe(src);

      await page.getByRole("button", { name: "Remove film" }).click();
      await page.getByText("No video").waitFor();
      // The first save's toast may still show: wait for this save's own answer.
      const saved = page.waitForResponse((response) => response.request().method() === "PATCH" && response.url().includes(project._id));
      await page.getByRole("button", { name: "Update Project" }).click();
      expect((await saved).status()).toBe(200);
      await visitor.reload();
      await visitor.getByRole("heading", { name: `Ferry ${width}` }).waitFor();
      expect(await visitor.locator("video").count()).toBe(0);
      // The refused upload's 415 is the one the browser logs; nothing else went wrong.
      expect(page.problems.filter((problem) => !problem.includes("415 (Unsupported Media Type)"))).toEqual([]);
      expect(visitor.problems).toEqual([]);
      await visitor.close();
      await page.close();
    }, 180_000);
  }
});
