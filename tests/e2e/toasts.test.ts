// The admin's toasts never cover a control the owner needs: several at once show one at a time,
// in the header's band, and under the pointer they stay clear of the Services tabs, which they
// used to cover and take the clicks of (three opened out reached down over whatever the page
// had scrolled under the header).
import { describe, expect, test } from "bun:test";
import { signedInPage } from "../support/admin-session.ts";
import { hasBrowser } from "../support/browser.ts";
import { browserSuite } from "../support/browser-suite.ts";

const BROWSER_TEST_MS = 90_000;

describe.skipIf(!hasBrowser)("admin toasts in Chromium", () => {
  const suite = browserSuite();

  test(
    "four deletes in a row: one toast at a time, and with the pointer on it the last Services tab takes the click",
    async () => {
      const page = await signedInPage(suite, "/admin/services");
      await page.getByRole("tab", { name: /3D Product Animation/ }).click();
      // Each card's own Delete (the selection bar's deletes the chosen ones).
      const deletes = page.locator(".item-row").getByRole("button", { name: "Delete", exact: true });
      await deletes.first().waitFor();
      for (let i = 0; i < 4; i++) {
        await deletes.first().click();
        await page.getByRole("dialog").getByRole("button", { name: "Delete", exact: true }).click();
        await page.getByRole("dialog").waitFor({ state: "detached" });
      }
      await page.waitForFunction(() => document.querySelectorAll("[data-sonner-toast]:not([data-removed=true])").length >= 3);
      // The others wait their turn behind the newest.
      expect(await page.locator("[data-sonner-toast][data-visible=true]:not([data-removed=true])").count()).toBe(1);

      // The pointer on the toast opens the stack out (sonner), as it does on the way to a tab.
      await page.locator("[data-sonner-toast][data-front=true]").hover();
      await page.waitForSelector("[data-sonner-toaster] [data-expanded=true]");
      // Measured once the stack has settled: toasts slide into place and out. Measured mid-slide,
      // three opened out looked clear of the tabs; settled, they covered one (a CI run found it).
      await page.waitForFunction(
        () => {
          const toasts = [...document.querySelectorAll("[data-sonner-toast]")];
          if (toasts.some((toast) => toast.getAttribute("data-removed") === "true")) return false;
          const rects = JSON.stringify(toasts.map((toast) => toast.getBoundingClientRect()));
          const seen = window as unknown as { toastRects?: string };
          const settled = seen.toastRects === rects;
          seen.toastRects = rects;
          return settled;
        },
        null,
        { polling: 100 },
      );
      // No control of the screen (header, menu, tabs, form) lies under the opened-out toasts.
      const covered = await page.evaluate(() =>
        [...document.querySelectorAll("a, button, input, textarea, select, [role=tab]")]
          .filter((control) => !control.closest("[data-sonner-toaster]"))
          .map((control) => ({ control, box: control.getBoundingClientRect() }))
          .filter(({ box }) => box.width > 0 && box.top >= 0 && box.bottom <= innerHeight)
          .filter(({ box }) => document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2)?.closest("[data-sonner-toaster]"))
          .map(({ control }) => control.textContent),
      );
      expect(covered).toEqual([]);
      const tab = page.getByRole("tab", { name: /Social Media/ });
      const box = (await tab.boundingBox())!;
      const onTop = await page.evaluate(
        ([x, y]) => !!document.elementFromPoint(x!, y!)?.closest("[role=tab]"),
        [box.x + box.width / 2, box.y + box.height / 2],
      );
      expect(onTop).toBe(true);
      await tab.click({ timeout: 5000 });
      expect(await tab.getAttribute("aria-selected")).toBe("true");
      expect(await page.locator("[data-sonner-toast][data-visible=true]:not([data-removed=true])").count()).toBeLessThanOrEqual(1);
      expect(page.problems).toEqual([]);
      await page.close();
    },
    BROWSER_TEST_MS,
  );
});
