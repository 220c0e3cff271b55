// The whole admin flow in Chromium: sign in, add a logo and a review with images, see both on
// the home page, edit, delete, sign out; plus the guard, the login errors and the missing-id
// screens.
import { describe, expect, test } from "bun:test";
import sharp from "sharp";
import { ensureAdmin } from "../../src/platform/auth/accounts.ts";
import { hasBrowser } from "../support/browser.ts";
import { browserSuite } from "../support/browser-suite.ts";
import { signedInPage, submitLogin } from "../support/admin-session.ts";

const ADMIN = { username: "studio", password: "e2e-password-123" };

async function pngFile(name: string, color: string, width = 600, height = 200) {
  const buffer = await sharp({ create: { width, height, channels: 4, background: color } })
    .png()
    .toBuffer();
  return { name, mimeType: "image/png", buffer };
}

/** Media requests of seed artwork can 404 while the media set is being generated elsewhere. */
const realProblems = (problems: string[]) => problems.filter((p) => !/status of 404/.test(p));

describe.skipIf(!hasBrowser)("admin panel in Chromium", () => {
  const suite = browserSuite({}, async (t) => {
    await ensureAdmin(t.stores.sql, ADMIN);
  });

  test("without a token /admin goes to the login screen", async () => {
    const page = await suite.browser.page();
    await page.goto(suite.url + "/admin/addlogo");
    await page.waitForURL(suite.url + "/admin/login");
    await page.getByRole("heading", { name: "Admin Login" }).waitFor();
    expect(realProblems(page.problems)).toEqual([]);
    await page.close();
  });

  test("login requires both fields and shows the server's message for a wrong password", async () => {
    const page = await suite.browser.page({ width: 390 });
    await page.goto(suite.url + "/admin/login");
    await page.waitForSelector("html[data-hydrated=true]");
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.locator(".admin-field__error", { hasText: "Username is required" }).waitFor();
    await page.locator(".admin-field__error", { hasText: "Password is required" }).waitFor();
    await submitLogin(page, { ...ADMIN, password: "not the password" });
    await page.getByText("Invalid username or password").waitFor();
    expect(page.url()).toBe(suite.url + "/admin/login");
    expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();
    await page.close();
  });

  test("sign in, add a logo and a review, see them on the home page, edit, delete, sign out", async () => {
    const page = await suite.browser.page();
    await page.goto(suite.url + "/admin/login");
    await page.waitForSelector("html[data-hydrated=true]");
    await submitLogin(page, ADMIN);
    await page.waitForURL(suite.url + "/admin");
    await page.getByText("Login successful").waitFor();
    expect(await page.evaluate(() => localStorage.getItem("token"))).toMatch(/^ey/);
    await page.getByRole("heading", { name: "Dashboard" }).waitFor();
    const counts = page.locator(".admin-stat dd");
    await page.waitForFunction(() => document.querySelectorAll(".logo-card").length === 16);
    // The spec's two counts come first; the counts of the other content follow.
    expect((await counts.allTextContents()).slice(0, 2)).toEqual(["16", "10"]);

    // Add a logo: preview, then the button reads "Adding..." and is disabled while it uploads.
    await page.getByRole("link", { name: "Add Logo's" }).click();
    await page.waitForURL(suite.url + "/admin/addlogo");
    await page.getByRole("button", { name: "Add Logo" }).click();
    await page.locator(".admin-field__error", { hasText: "Please choose a logo image" }).waitFor();
    await page.locator("input[type=file]").setInputFiles(await pngFile("nova.png", "#d4ff3f"));
    await page.locator(".image-input__preview img[src^='blob:']").waitFor();
    await page.getByLabel("Client name").fill("Nova Optics");
    await page.route("**/api/admin/addlogo", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    await page.getByRole("button", { name: "Add Logo" }).click();
    const adding = page.getByRole("button", { name: "Adding..." });
    await adding.waitFor();
    expect(await adding.isDisabled()).toBe(true);
    await page.getByText("Logo added successfully").waitFor();
    await page.getByRole("heading", { name: "Added just now" }).waitFor();
    await page.getByRole("img", { name: "Nova Optics" }).waitFor();

    // Add a review.
    await page.getByRole("link", { name: "Client Reviews" }).click();
    await page.waitForURL(suite.url + "/admin/clients");
    await page.getByRole("button", { name: "Add Client" }).click();
    await page.locator(".admin-field__error", { hasText: "Client name is required" }).waitFor();
    await page.locator(".admin-field__error", { hasText: "Secondary review is required" }).waitFor();
    await page.getByLabel("Client name").fill("Ada Vance, Vance Robotics");
    await page.getByLabel("Primary review").fill("They rendered our robot before we had built it, and investors signed.");
    await page.getByLabel("Secondary review").fill("Rendered before it was built.");
    await page.locator("input[type=file]").setInputFiles(await pngFile("ada.png", "#336699", 400, 400));
    await page.getByRole("button", { name: "Add Client" }).click();
    await page.getByText("Client added successfully").waitFor();
    await page.locator(".review-card", { hasText: "Ada Vance" }).waitFor();

    // Both are on the home page at the next request.
    const home = await suite.browser.page();
    await home.goto(suite.url + "/");
    expect(await home.locator("img.logo-strip__image[alt='Nova Optics']").count()).toBeGreaterThan(0);
    expect(await home.content()).toContain("They rendered our robot before we had built it");
    await home.close();

    // Edit the review: the form loads first, then saves.
    await page.locator(".review-card", { hasText: "Ada Vance" }).getByRole("link", { name: /Edit/ }).click();
    await page.waitForURL(/\/admin\/updateclient\/[0-9a-f-]{36}$/);
    await page.getByRole("heading", { name: "Update Client" }).waitFor();
    await page.getByText("Loading client...").waitFor({ state: "detached" });
    expect(await page.getByLabel("Client name").inputValue()).toBe("Ada Vance, Vance Robotics");
    await page.getByLabel("Client name").fill("Ada Vance, CEO of Vance Robotics");
    await page.getByRole("button", { name: "Update Client" }).click();
    await page.getByText("Client updated successfully").waitFor();
    await page.waitForURL(suite.url + "/admin/clients");
    await page.locator(".review-card", { hasText: "CEO of Vance Robotics" }).waitFor();

    // Edit the logo: a new image is required.
    await page.getByRole("link", { name: "Dashboard" }).click();
    // The logo's answer is held until the test has seen the loading state, so seeing it does
    // not depend on how fast this machine is.
    let releaseLogo!: () => void;
    const logoHeld = new Promise<void>((resolve) => (releaseLogo = resolve));
    await page.route("**/api/admin/logo/*", async (route) => {
      await logoHeld;
      await route.continue();
    });
    await page.locator(".logo-card", { hasText: "Nova Optics" }).getByRole("link", { name: /Edit/ }).click();
    await page.waitForURL(/\/admin\/updatelogo\/[0-9a-f-]{36}$/);
    await page
      .getByText("Loading logo...")
      .waitFor({ timeout: 15_000 })
      .catch(async (error) => {
        throw new Error(
          `${error.message}\npage shows: ${(await page.locator("main").innerText()).slice(0, 400)}\nconsole: ${page.problems.join(" | ")}`,
        );
      });
    releaseLogo();
    await page.getByText("Loading logo...").waitFor({ state: "detached" });
    await page.getByRole("button", { name: "Update Logo" }).click();
    await page.locator(".admin-field__error", { hasText: "Please choose a new image" }).waitFor();
    await page.locator("input[type=file]").setInputFiles(await pngFile("nova-2.png", "#ff5500"));
    await page.getByRole("button", { name: "Update Logo" }).click();
    await page.getByText("Logo updated successfully").waitFor();
    await page.waitForURL(suite.url + "/admin");

    // Delete both, each after a confirmation.
    await page.locator(".logo-card", { hasText: "Nova Optics" }).getByRole("button", { name: "Delete" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByText("Delete the logo “Nova Optics”?").waitFor();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    expect(await page.locator(".logo-card", { hasText: "Nova Optics" }).count()).toBe(1);
    await page.locator(".logo-card", { hasText: "Nova Optics" }).getByRole("button", { name: "Delete" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
    await page.getByText("Logo deleted successfully").waitFor();
    await page.waitForFunction(() => ![...document.querySelectorAll(".logo-card")].some((card) => card.textContent?.includes("Nova Optics")));
    await page.locator(".review-card", { hasText: "Ada Vance" }).getByRole("button", { name: "Delete" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
    await page.getByText("Client deleted successfully").waitFor();
    expect((await page.locator(".admin-stat dd").allTextContents()).slice(0, 2)).toEqual(["16", "10"]);

    const after = await (await fetch(suite.url + "/")).text();
    expect(after).not.toContain("Nova Optics");
    expect(after).not.toContain("They rendered our robot");

    // Sign out.
    await page.getByRole("button", { name: "Logout" }).click();
    await page.getByText("Logged out successfully").waitFor();
    await page.waitForURL(suite.url + "/admin/login");
    expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();
    expect(realProblems(page.problems)).toEqual([]);
    await page.close();
  }, 180_000);

  test("an update route without an id says so; a rejected token sends the admin back to login", async () => {
    // A real session for the missing-id screens: with a forged token the shell's first call (the
    // new-enquiries count) is refused and may send the page to the login screen before a slow
    // machine has drawn the message (CI's Postgres pass, under load).
    const page = await signedInPage(suite, "/admin/updatelogo", 390);
    await page.getByText("Missing logo id in route").waitFor();
    await page.goto(suite.url + "/admin/updateclient");
    await page.getByText("Missing client id in route").waitFor();
    await page.evaluate(() => localStorage.setItem("token", "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.forged"));
    await page.goto(suite.url + "/admin");
    await page.waitForURL(suite.url + "/admin/login");
    expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();
    await page.close();
  });

  test("a server error shows 'Server error. Please try again later.'; a network failure shows the network message", async () => {
    const page = await suite.browser.page();
    await page.goto(suite.url + "/admin/login");
    await page.waitForSelector("html[data-hydrated=true]");
    await page.route("**/api/admin/login", (route) => route.fulfill({ status: 500, body: "{}" }));
    await page.getByLabel("Username").fill("x");
    await page.getByLabel("Password", { exact: true }).fill("y");
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByText("Server error. Please try again later.").waitFor();
    await page.unroute("**/api/admin/login");
    await page.route("**/api/admin/login", (route) => route.abort("internetdisconnected"));
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByText("Network error. Please check your connection.").waitFor();
    await page.close();
  });
});
