// Drives the admin API the way the admin panel does: sign in for a bearer token, then call the
// write endpoints. For suites that check what an admin change does to the public pages.
import sharp from "sharp";
import { ensureAdmin } from "../../src/platform/auth/accounts.ts";
import type { TestApp } from "./app.ts";

const USERNAME = "admin";
const PASSWORD = "test-password-for-admin-api";
/** The account adminToken signs in with, for a test that uses the login form. */
export const TEST_ADMIN = { username: USERNAME, password: PASSWORD };

export async function adminToken(t: TestApp): Promise<string> {
  await ensureAdmin(t.stores.sql, { username: USERNAME, password: PASSWORD });
  const response = await t.request("/api/admin/login", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: USERNAME, password: PASSWORD }),
  });
  const answer = (await response.json()) as { token?: string; message: string };
  if (!answer.token) throw new Error(`admin login failed: ${response.status} ${answer.message}`);
  return answer.token;
}

/** A small PNG, the kind of file an admin uploads. */
export function pngImage(width = 240, height = 80, color = "#f4f1ea"): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: color } })
    .png()
    .toBuffer();
}

export async function addLogo(t: TestApp, token: string, name: string): Promise<{ _id: string; name: string; image: string }> {
  const form = new FormData();
  form.set("name", name);
  form.set("image", new File([new Uint8Array(await pngImage())], "logo.png", { type: "image/png" }));
  const response = await t.request("/api/admin/addlogo", { method: "POST", headers: { authorization: `Bearer ${token}` }, body: form });
  const answer = (await response.json()) as { success: boolean; message: string; logo?: { _id: string; name: string; image: string } };
  if (response.status !== 201 || !answer.logo) throw new Error(`addlogo failed: ${response.status} ${answer.message}`);
  return answer.logo;
}
