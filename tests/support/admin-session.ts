// A signed-in admin page for browser suites: the token is put where the panel keeps it, so a
// test starts on the screen it is about instead of on the login form.
import type { Page } from "playwright-core";
import { adminToken } from "./admin-api.ts";
import type { BrowserSuite } from "./browser-suite.ts";

export async function signedInPage(suite: BrowserSuite, path: string, width = 1440): Promise<Page & { problems: string[] }> {
  const token = await adminToken(suite.t);
  const page = await suite.browser.page({ width });
  // Storage belongs to the origin: an empty page of it, answered by the browser itself, takes the
  // token without a page of the site loaded and thrown away.
  const blank = suite.url + "/__blank-for-token";
  await page.route(blank, (route) => route.fulfill({ contentType: "text/html", body: "<!doctype html><title>token</title>" }));
  await page.goto(blank);
  await page.evaluate((value) => localStorage.setItem("token", value), token);
  await page.unroute(blank);
  await page.goto(suite.url + path);
  await page.waitForSelector("html[data-hydrated=true]");
  return page;
}

/** Names of the logos on the dashboard, in its order. */
export function dashboardLogos(page: Page): Promise<string[]> {
  return page.locator(".logo-card__name").allTextContents();
}

/** Fills in the login form and sends it, as the owner does (the page shows /admin/login). */
export async function submitLogin(page: Page, account: { username: string; password: string }): Promise<void> {
  await page.getByLabel("Username").fill(account.username);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Sign in" }).click();
}
