// Driving edit mode as the owner does, for the in-place suites: its bar, waiting for "Saved",
// retyping a text where it stands, and holding an upload on its way.
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Page, Response } from "playwright-core";
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

/**
 * Opens a spot's panel as the owner does, by its button, and gives the panel. A panel that never
 * opens fails naming what the page shows instead (its address, the panels and spots open, the
 * bar, the last API answers): CI's loaded runs lost the first slider's panel twice after a click
 * that Playwright reported made, and nothing on record said why.
 */
export async function openSpot(page: Page, label: string) {
  const answers: string[] = [];
  const record = (response: Response) => {
    if (new URL(response.url()).pathname.startsWith("/api/"))
      answers.push(`${response.request().method()} ${new URL(response.url()).pathname} ${response.status()}`);
  };
  page.on("response", record);
  try {
    await page.getByRole("button", { name: label }).click();
    const panel = page.getByRole("complementary", { name: label, exact: true });
    await panel.waitFor({ timeout: 60_000 }).catch(async (error: Error) => {
      const shows = await page.evaluate(() => ({
        address: location.href,
        panels: [...document.querySelectorAll("aside")].map((aside) => aside.getAttribute("aria-label")),
        spots: [...document.querySelectorAll<HTMLButtonElement>("button.ip-spot")].map(
          (spot) => `${spot.textContent} (expanded ${spot.getAttribute("aria-expanded")})`,
        ),
        bar: document.querySelector("[aria-label='Edit mode']")?.textContent ?? "no edit bar",
        focused: document.activeElement?.outerHTML.slice(0, 160),
      }));
      throw new Error(
        `the panel "${label}" never opened; the page shows ${JSON.stringify(shows)}; the last API answers: ${answers.slice(-12).join(", ")}\n${error.message}`,
      );
    });
    return panel;
  } finally {
    page.off("response", record);
  }
}

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
