// Screenshots for a person to look at while working on a screen (the README's rule for UI work),
// taken only with SCREENSHOTS=1: no test reads them, and a full-page PNG of a long admin screen
// costs the browser a second of CPU that every run would pay.
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";

export const SHOTS_DIR = "/tmp/studio-shots";
const wanted = process.env.SCREENSHOTS === "1";

/** Saves what `page` shows as SHOTS_DIR/<name>.png (the whole page with fullPage), with SCREENSHOTS=1. */
export async function shoot(page: Page, name: string, { fullPage = false } = {}): Promise<void> {
  if (!wanted) return;
  mkdirSync(SHOTS_DIR, { recursive: true });
  await page.screenshot({ path: join(SHOTS_DIR, `${name}.png`), fullPage });
}

/** The same at each width, the page put back at 1440 px afterwards. */
export async function shootAtWidths(page: Page, name: string, widths: number[], { height = 900, fullPage = true } = {}): Promise<void> {
  if (!wanted) return;
  for (const width of widths) {
    await page.setViewportSize({ width, height });
    await shoot(page, `${name}-${width}`, { fullPage });
  }
  await page.setViewportSize({ width: 1440, height });
}
