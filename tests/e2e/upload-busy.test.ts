// The admin's side of the image queue, in Chromium: an image the server is too busy to take
// stays in the upload queue with the server's "busy, try again in N seconds" message, and
// sending it again stores it. The server's queue is made to hold one job and no waiting one, and
// the test keeps that job running while the admin sends an image.
import { describe, expect, test } from "bun:test";
import sharp from "sharp";
import { imagesBusyMessage } from "../../client/contract/common.ts";
import { createImageQueue } from "../../src/platform/media/image-queue.ts";
import { adminToken } from "../support/admin-api.ts";
import { signedInPage } from "../support/admin-session.ts";
import { hasBrowser } from "../support/browser.ts";
import { browserSuite } from "../support/browser-suite.ts";

const photo = async (name: string, color: string) => ({
  name,
  mimeType: "image/jpeg",
  buffer: await sharp({ create: { width: 1400, height: 1000, channels: 3, background: color } })
    .jpeg()
    .toBuffer(),
});

describe.skipIf(!hasBrowser)("an upload the server is too busy for", () => {
  const images = createImageQueue({ running: 1, waiting: 0 });
  const suite = browserSuite({ images });

  test("shows the server's message, stays in the queue, and is stored when sent again", async () => {
    const token = await adminToken(suite.t);
    const created = await fetch(`${suite.url}/api/admin/projects`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify({ title: "Busy Day", family: "guidelines" }),
    });
    const { project } = (await created.json()) as { project: { _id: string } };
    const page = await signedInPage(suite, `/admin/projects/${project._id}`);
    // Another upload's encoding holds the server's one place until released.
    let release = () => {};
    const held = images.run(undefined, () => new Promise<void>((done) => (release = done)));
    await page.getByLabel("Add images").setInputFiles([await photo("first.jpg", "#224466")]);
    await page.getByLabel("Alt text for first.jpg").fill("The first.jpg photo");
    await page.getByRole("button", { name: "Upload 1 image" }).click();
    const busy = page.locator(".queued-file.is-invalid");
    await busy.waitFor({ timeout: 90_000 });
    expect(await busy.count()).toBe(1);
    const message = (await busy.locator(".admin-field__error").textContent())!.trim();
    expect(message).toBe(imagesBusyMessage(Number(/(\d+) second/.exec(message)?.[1])));
    expect(await page.locator(".image-stack > li").count()).toBe(0);

    release();
    await held;
    await page.getByRole("button", { name: "Upload 1 image" }).click();
    await page.waitForFunction(() => document.querySelectorAll(".image-stack > li").length === 1, undefined, { timeout: 90_000 });
    expect(await page.locator(".upload-queue__list").count()).toBe(0);
  }, 180_000);
});
