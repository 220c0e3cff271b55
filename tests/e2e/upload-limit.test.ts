// The upload limit the admin sees is the server's configuration (UPLOAD_MAX_BYTES), not a
// number copied into the forms: with a 1.5 MB limit the hint says so, and a larger file is
// refused in the browser before anything is sent.
import { describe, expect, test } from "bun:test";
import { ensureAdmin } from "../../src/platform/auth/accounts.ts";
import { adminToken } from "../support/admin-api.ts";
import { hasBrowser } from "../support/browser.ts";
import { browserSuite } from "../support/browser-suite.ts";

describe.skipIf(!hasBrowser)("the upload limit in the admin forms", () => {
  let token = "";
  const suite = browserSuite({ config: { uploadMaxBytes: 1_572_864 } }, async (t) => {
    await ensureAdmin(t.stores.sql, { username: "admin", password: "upload-limit-password" });
    token = await adminToken(t);
  });

  test("the hint states the configured limit and a larger file is refused before upload", async () => {
    const page = await suite.browser.page({ width: 390 });
    await page.goto(suite.url + "/admin/login");
    await page.evaluate((value) => localStorage.setItem("token", value), token);
    await page.goto(suite.url + "/admin/addlogo");
    await page.getByText("PNG, JPEG, WebP, GIF, AVIF or SVG, up to 1.5 MB. Choose below how the dark strip shows it.").waitFor();
    const uploads: string[] = [];
    page.on("request", (request) => request.method() === "POST" && uploads.push(request.url()));
    const big = new Uint8Array(2 * 1024 * 1024);
    big.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    await page.locator("input[type=file]").setInputFiles({ name: "big.png", mimeType: "image/png", buffer: Buffer.from(big) });
    await page.getByText("The image is larger than 1.5 MB. Choose a smaller file.").waitFor();
    expect(uploads).toEqual([]);
    await page.close();
  }, 90_000);
});
