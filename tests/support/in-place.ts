// Driving edit mode as the owner does, for the in-place suites: its bar, waiting for "Saved",
// retyping a text where it stands, and holding an upload on its way.
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { PAGE_IMAGE_UPLOAD_PATH } from "../../client/contract/page-media.ts";
import { SHOTS_DIR } from "./screenshots.ts";

export const editBar = (page: Page) => page.getByRole("region", { name: "Edit mode" });

/** Waits for the bar to say every change is saved (a screenshot and the bar's text when it never does). */
export const saved = (page: Page) =>
  editBar(page)
    .getByText("Saved", { exact: true })
    .waitFor({ timeout: 60_000 })
    .catch(async (error) => {
      mkdirSync(SHOTS_DIR, { recursive: true });
      await page.screenshot({ path: join(SHOTS_DIR, "edit-mode-never-saved.png") });
      console.log(await editBar(page).textContent());
      throw error;
    });

/** Replaces the text of an in-place field the way the owner does: click, select all, type. */
export async function retype(page: Page, name: string, text: string) {
  const field = page.getByRole("textbox", { name, exact: true });
  await field.scrollIntoViewIfNeeded();
  await field.click();
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.type(text);
}

/**
 * Holds the page's image uploads on their way until `release()`, for a test of what the owner does
 * meanwhile: `sent` settles once the browser has sent one, `answered` once its answer is back;
 * `stop()` lets later uploads through.
 */
export async function holdImageUploads(page: Page, origin: string) {
  const url = origin + PAGE_IMAGE_UPLOAD_PATH;
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return { sent: page.waitForRequest(url), answered: page.waitForResponse(url), release, stop: () => page.unroute(url) };
}
