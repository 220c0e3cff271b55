// The Account screen in Chromium: turn on two-factor sign-in by scanning (reading) the key and
// typing a code, sign in again with a code; change the password with its field errors; Logout
// ends the session on the server. Screenshots of each new screen go to /tmp/auth/ when
// SCREENSHOTS=1, at phone and desktop widths.
import { describe, expect, test } from "bun:test";
import { Secret, TOTP } from "otpauth";
import type { Page } from "playwright-core";
import { ensureAdmin } from "../../src/platform/auth/accounts.ts";
import { hasBrowser } from "../support/browser.ts";
import { browserSuite } from "../support/browser-suite.ts";
import { shoot } from "../support/screenshots.ts";

const TWO_FACTOR = { username: "tfa-owner", password: "tfa-password-123" };
const CHANGER = { username: "pw-owner", password: "pw-password-1234" };

const shootScreen = (page: Page, name: string) => shoot(page, `${name}-${page.viewportSize()?.width ?? 0}`, { fullPage: true });

describe.skipIf(!hasBrowser)("the Account screen in Chromium", () => {
  const suite = browserSuite({}, async (t) => {
    await ensureAdmin(t.stores.sql, TWO_FACTOR);
    await ensureAdmin(t.stores.sql, CHANGER);
  });

  async function signIn(page: Page, user: { username: string; password: string }) {
    // The browser's pages share localStorage: start signed out whatever ran before.
    await page.goto(suite.url + "/admin/login");
    await page.evaluate(() => localStorage.removeItem("token"));
    await page.goto(suite.url + "/admin/login");
    await page.waitForSelector("html[data-hydrated=true]");
    await page.getByLabel("Username").fill(user.username);
    await page.getByLabel("Password", { exact: true }).fill(user.password);
    await page.getByRole("button", { name: "Sign in" }).click();
  }

  /** A wait that, when it times out, says where the browser is and what the screen shows instead. */
  async function describeOnFailure(page: Page, wait: Promise<unknown>) {
    await wait.catch(async (error) => {
      throw new Error(`${(error as Error).message}\nat ${page.url()} the page shows: ${(await page.locator("body").innerText()).slice(0, 600)}`);
    });
  }

  /** Signed in: on the dashboard. */
  const onDashboard = (page: Page) => describeOnFailure(page, page.waitForURL(suite.url + "/admin", { timeout: 15_000 }));

  /** The text appears (Playwright's 30 s). */
  const see = (page: Page, text: string) => describeOnFailure(page, page.getByText(text).waitFor());

  for (const width of [1440, 390]) {
    test(`${width} px: enrol two-factor sign-in with the QR key, then sign in with a code`, async () => {
      const page = await suite.browser.page({ width });
      await signIn(page, TWO_FACTOR);
      await onDashboard(page);
      await page.getByRole("link", { name: "Account" }).click();
      await page.waitForURL(suite.url + "/admin/account");
      await page.getByRole("heading", { name: "Two-factor sign-in" }).waitFor();
      await page.getByRole("button", { name: "Set up two-factor sign-in" }).click();
      const qr = page.getByRole("img", { name: "QR code for your authenticator app" });
      await qr.waitFor();
      expect(await qr.getAttribute("src")).toStartWith("data:image/svg+xml;base64,");
      expect(await qr.evaluate((img: HTMLImageElement) => img.naturalWidth > 0)).toBe(true);
      await shootScreen(page, "account-enrol");

      const secret = (await page.locator(".admin-account__secret").innerText()).replace(/\s/g, "");
      const totp = new TOTP({ secret: Secret.fromBase32(secret) });
      await page.getByRole("button", { name: "Turn on" }).click();
      await page.locator(".admin-field__error", { hasText: "Enter the 6-digit code your app shows" }).waitFor();
      await page.getByLabel("Code from the app").fill(totp.generate());
      await page.getByLabel("Your password").fill("not my password");
      await page.getByRole("button", { name: "Turn on" }).click();
      await page.locator(".admin-field__error", { hasText: "The password is not correct" }).waitFor();
      await page.getByLabel("Your password").fill(TWO_FACTOR.password);
      await page.getByRole("button", { name: "Turn on" }).click();
      await see(page, "Save these recovery codes now.");
      expect(await page.locator(".admin-account__code-list li").count()).toBe(10);
      await shootScreen(page, "account-recovery-codes");
      await page.getByRole("button", { name: "I have saved them" }).click();
      await see(page, "10 recovery codes left.");
      await shootScreen(page, "account-2fa-on");

      // Sign out, and in again: the password step leads to the code step.
      await page.getByRole("button", { name: "Logout" }).click();
      await page.waitForURL(suite.url + "/admin/login");
      await signIn(page, TWO_FACTOR);
      await page.getByLabel("Code").waitFor();
      await see(page, "Enter the 6-digit code from your authenticator app");
      expect(await page.getByLabel("Code").evaluate((input) => input === document.activeElement)).toBe(true);
      await shootScreen(page, "login-code-step");
      await page.getByLabel("Code").fill("000000" === totp.generate() ? "111111" : "000000");
      await page.getByRole("button", { name: "Verify" }).click();
      await see(page, "That code is not right");
      // The next step's code: the current one was used to turn 2FA on.
      await page.getByLabel("Code").fill(totp.generate({ timestamp: Date.now() + 30_000 }));
      await page.getByRole("button", { name: "Verify" }).click();
      await page.waitForURL(suite.url + "/admin");
      await see(page, "Login successful");

      // A recovery code was not used: ten are left; new ones replace them after the password.
      await page.getByRole("link", { name: "Account" }).click();
      await see(page, "10 recovery codes left.");
      await page.getByRole("button", { name: "New recovery codes" }).click();
      await page.locator(".admin-field__error", { hasText: "Enter your password" }).waitFor();
      await page.getByLabel("Your password").fill(TWO_FACTOR.password);
      await page.getByRole("button", { name: "New recovery codes" }).click();
      await see(page, "Save these recovery codes now.");
      const recoveryCode = (await page.locator(".admin-account__code-list li").first().textContent())!;
      await page.getByRole("button", { name: "I have saved them" }).click();

      // Back to one step, for the next width: the password alone does not turn it off.
      await page.getByLabel("Your password").fill(TWO_FACTOR.password);
      await page.getByRole("button", { name: "Turn off two-factor sign-in" }).click();
      await page.locator(".admin-field__error", { hasText: "Enter the 6-digit code from your app, or a recovery code" }).waitFor();
      await page.getByLabel("Code to turn it off").fill(recoveryCode);
      await page.getByRole("button", { name: "Turn off two-factor sign-in" }).click();
      await see(page, "Two-factor sign-in is off. Other sessions were signed out.");
      await shootScreen(page, "account-2fa-off");
      // The refused code and password answer 400/403, which Chromium logs; nothing else may.
      expect(page.problems.filter((problem) => !/status of 40[03]/.test(problem))).toEqual([]);
      await page.close();
    }, 180_000);
  }

  test("change the password: the rule and field errors, then the new password signs in; Logout ends the session on the server", async () => {
    const page = await suite.browser.page({ width: 390 });
    await signIn(page, CHANGER);
    await page.waitForURL(suite.url + "/admin");
    await page.goto(suite.url + "/admin/account");
    await page.getByRole("heading", { name: "Change password" }).waitFor();
    await see(page, "At least 12 characters.");
    const form = page.locator("form", { has: page.getByRole("button", { name: "Change password" }) });

    await form.getByLabel("Current password").fill(CHANGER.password);
    await form.getByLabel("New password", { exact: true }).fill("too-short");
    await form.getByRole("button", { name: "Change password" }).click();
    await form.locator(".admin-field__error", { hasText: "The new password must be at least 12 characters long" }).waitFor();
    await form.getByLabel("New password", { exact: true }).fill("a much better password");
    await form.getByLabel("Repeat the new password").fill("a much better passwort");
    await form.getByRole("button", { name: "Change password" }).click();
    await form.locator(".admin-field__error", { hasText: "The two new passwords do not match" }).waitFor();
    await form.getByLabel("Current password").fill("wrong current password");
    await form.getByLabel("Repeat the new password").fill("a much better password");
    await form.getByRole("button", { name: "Change password" }).click();
    await form.locator(".admin-field__error", { hasText: "The password is not correct" }).waitFor();
    await shootScreen(page, "account-password-errors");
    await form.getByLabel("Current password").fill(CHANGER.password);
    await form.getByRole("button", { name: "Change password" }).click();
    await see(page, "Password changed. Other sessions were signed out.");
    expect(await form.getByLabel("New password", { exact: true }).inputValue()).toBe("");

    // This session continues with its new token.
    await page.getByRole("link", { name: "Dashboard" }).click();
    await page.waitForFunction(() => document.querySelectorAll(".logo-card").length > 0);
    const token = await page.evaluate(() => localStorage.getItem("token"));
    const dashboard = () => fetch(suite.url + "/api/admin/dashboard", { headers: { authorization: `Bearer ${token}` } });
    expect((await dashboard()).status).toBe(200);

    await page.getByRole("button", { name: "Logout" }).click();
    await see(page, "Logged out successfully");
    await page.waitForURL(suite.url + "/admin/login");
    expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();
    expect((await dashboard()).status).toBe(401);

    await signIn(page, { ...CHANGER, password: "a much better password" });
    await page.waitForURL(suite.url + "/admin");
    expect(page.problems.filter((problem) => !/status of 40[03]/.test(problem))).toEqual([]);
    await page.close();
  }, 180_000);
});
