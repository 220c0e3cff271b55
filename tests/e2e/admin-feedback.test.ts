// "An admin that never leaves them guessing" (issue 10), in Chromium: toasts never contradict
// each other or outlive their screen, errors and successes look different, a screen whose code
// is still loading keeps the admin frame, and a file that is not an image is caught at its field.
import { describe, expect, test } from "bun:test";
import type { Page } from "playwright-core";
import { ensureAdmin } from "../../src/platform/auth/accounts.ts";
import { testClientBuild } from "../support/app.ts";
import { hasBrowser } from "../support/browser.ts";
import { browserSuite } from "../support/browser-suite.ts";
import { signedInPage, submitLogin } from "../support/admin-session.ts";

const ADMIN = { username: "owner", password: "feedback-password-123" };
const toasts = (page: Page) => page.locator("[data-sonner-toast]:not([data-removed=true])");
/** Well within the 5 s an error toast lasts on its own: gone this soon means cleared, not expired. */
const PROMPTLY = { timeout: 3500 };
/**
 * No toast but `text` is showing (it may have ended too): the ones before it were cleared. The
 * signed-out reason never expires on its own, so this is a state to wait for, however slow the machine.
 */
const onlyToast = (page: Page, text: string) =>
  page.waitForFunction(
    (text) => {
      const shown = [...document.querySelectorAll("[data-sonner-toast]:not([data-removed=true])")];
      return shown.every((toast) => toast.textContent?.includes(text));
    },
    text,
    { timeout: 60_000 },
  );

const signIn = (page: Page, password: string) => submitLogin(page, { ...ADMIN, password });

describe.skipIf(!hasBrowser)("admin feedback (Chromium)", () => {
  const suite = browserSuite({}, (t) => ensureAdmin(t.stores.sql, ADMIN).then(() => {}));

  test("a wrong password's error is gone once the sign-in succeeds; error and success look different", async () => {
    const page = await suite.browser.page();
    await page.goto(suite.url + "/admin/login");
    await page.waitForSelector("html[data-hydrated=true]");
    await signIn(page, "wrong password");
    const error = toasts(page).filter({ hasText: "Invalid username or password" });
    await error.waitFor();
    expect(await error.getAttribute("data-type")).toBe("error");
    const errorLook = await error.evaluate((node) => [getComputedStyle(node).backgroundColor, node.querySelector("[data-icon] svg") !== null]);

    await signIn(page, ADMIN.password);
    await page.waitForURL(suite.url + "/admin");
    const success = toasts(page).filter({ hasText: "Login successful" });
    await success.waitFor();
    const successLook = await success.evaluate((node) => [getComputedStyle(node).backgroundColor, node.querySelector("[data-icon] svg") !== null]);
    expect(errorLook[1]).toBe(true);
    expect(successLook[1]).toBe(true);
    expect(successLook[0]).not.toBe(errorLook[0]);
    await error.waitFor({ state: "detached", ...PROMPTLY });
    expect(await toasts(page).allTextContents()).toEqual(["Login successful"]);
    await page.close();
  }, 180_000);

  test("'Client name is required' does not follow the owner to Update Client", async () => {
    const page = await signedInPage(suite, "/admin/clients");
    await page.getByRole("button", { name: "Add Client" }).click();
    await toasts(page).filter({ hasText: "Client name is required" }).waitFor();
    await page.locator(".review-card").first().getByRole("link", { name: /Edit/ }).click();
    await page.waitForURL(/\/admin\/updateclient\//);
    await page.getByRole("button", { name: "Update Client" }).waitFor();
    await toasts(page)
      .filter({ hasText: "Client name is required" })
      .waitFor({ state: "detached", ...PROMPTLY });
    expect(await page.locator(".admin-field__error").count()).toBe(0);
    await page.close();
  }, 180_000);

  test("session expiry, sign-in and logout leave one toast at a time, never three contradicting ones", async () => {
    const page = await suite.browser.page({ width: 390 });
    await page.goto(suite.url + "/admin/login");
    await page.evaluate(() => localStorage.setItem("token", "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.expired"));
    await page.goto(suite.url + "/admin");
    await page.waitForURL(suite.url + "/admin/login");
    // The reason for the detour stays readable on the login screen.
    await toasts(page)
      .filter({ hasText: /session has expired|sign in again/i })
      .waitFor();
    await signIn(page, ADMIN.password);
    await page.waitForURL(suite.url + "/admin");
    await toasts(page).filter({ hasText: "Login successful" }).waitFor();
    await onlyToast(page, "Login successful");
    await page.getByRole("button", { name: "Logout" }).click();
    await page.waitForURL(suite.url + "/admin/login");
    await toasts(page).filter({ hasText: "Logged out successfully" }).waitFor();
    await onlyToast(page, "Logged out successfully");
    expect(await toasts(page).allTextContents()).toEqual(["Logged out successfully"]);
    await page.close();
  }, 180_000);

  test("a screen whose code is still loading shows the admin frame with the loading state inside", async () => {
    const chunks = (await testClientBuild()).chunksFor("client/pages/admin/trash/page.tsx").filter((url) => url.includes("page"));
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const page = await suite.browser.page();
    await page.route(
      (url) => chunks.some((chunk) => url.pathname === chunk),
      async (route) => {
        await held;
        await route.continue();
      },
    );
    const token = await (
      await fetch(suite.url + "/api/admin/login", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(ADMIN) })
    ).json();
    await page.goto(suite.url + "/admin/login");
    await page.evaluate((value) => localStorage.setItem("token", value), (token as { token: string }).token);
    await page.goto(suite.url + "/admin");
    await page.waitForSelector("html[data-hydrated=true]");
    await page.getByRole("link", { name: "Trash" }).click();
    await page.waitForURL(suite.url + "/admin/trash");
    await page.getByRole("heading", { name: "Trash" }).waitFor();
    expect(await page.locator("main [role=status]").innerText()).toContain("Loading...");
    expect(await page.getByRole("button", { name: "Logout" }).isVisible()).toBe(true);
    expect(await page.getByRole("navigation", { name: "Admin sections" }).getByRole("link", { name: "Trash" }).getAttribute("aria-current")).toBe(
      "page",
    );
    release();
    await page.getByText("The trash is empty.").waitFor();
    await page.close();
  }, 180_000);

  test("a text file named .png is caught at the field and cleared; the server's 415 shows there too", async () => {
    const page = await signedInPage(suite, "/admin/addlogo", 390);
    const field = page.locator(".image-input");
    const file = page.locator("input[type=file]");
    await file.setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: Buffer.from("I am not a picture, only text in a .png") });
    await field.locator(".admin-field__error", { hasText: "“logo.png” is not an image this site can read" }).waitFor();
    expect(await file.evaluate((input) => (input as HTMLInputElement).files?.length ?? 0)).toBe(0);
    expect(await page.locator(".image-input__preview img").count()).toBe(0);

    // A file the browser can show but the server refuses: the answer lands at the field.
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="120" height="60"><image xlink:href="http://example.com/x.png" width="10" height="10"/><rect width="120" height="60" fill="#fff"/></svg>`;
    await file.setInputFiles({ name: "remote.svg", mimeType: "image/svg+xml", buffer: Buffer.from(svg) });
    await page.locator(".image-input__preview img[src^='blob:']").waitFor();
    await page.getByRole("button", { name: "Add Logo" }).click();
    await field.locator(".admin-field__error", { hasText: "This SVG refers to external files" }).waitFor();
    expect(await page.locator(".image-input__preview img").count()).toBe(0);
    await page.close();
  }, 180_000);

  test("on a phone the menu row fades at the edge that has more screens behind it", async () => {
    const page = await signedInPage(suite, "/admin", 390);
    const nav = page.getByRole("navigation", { name: "Admin sections" });
    const edges = () =>
      nav.evaluate((node) => [
        node.hasAttribute("data-more-before"),
        node.hasAttribute("data-more-after"),
        getComputedStyle(node).maskImage !== "none",
      ]);
    expect(await edges()).toEqual([false, true, true]);
    await nav.evaluate((node) => node.scrollTo({ left: node.scrollWidth }));
    await page.waitForFunction(
      () =>
        document.querySelector(".admin-nav")?.hasAttribute("data-more-before") &&
        !document.querySelector(".admin-nav")?.hasAttribute("data-more-after"),
    );
    expect(await edges()).toEqual([true, false, true]);
    // At 1440 px the menu is a column with room for every screen: no fade.
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.waitForFunction(() => !document.querySelector(".admin-nav")?.hasAttribute("data-more-before"));
    expect(await edges()).toEqual([false, false, false]);
    await page.close();
  }, 180_000);
});
