// Drives the admin API the way the admin panel does: sign in for a bearer token, then call the
// write endpoints. For suites that check what an admin change does to the public pages.
import sharp from "sharp";
import type { TestApp } from "./app.ts";

const USERNAME = "admin";
const PASSWORD = "test-password-for-admin-api";
/** The account adminToken signs in with, for a test that uses the login form. */
export const TEST_ADMIN = { username: USERNAME, password: PASSWORD };

/**
 * A real argon2id hash at the algorithm's small end (64 KiB, one pass). The sign-in still runs the
 * app's own verification, which reads the cost from the hash; at the app's own cost (64 MiB, two
 * passes) the few hundred sign-ins of a run were a tenth of its CPU. For accounts and unknown-user
 * checks of suites whose point is not how long a check takes: the suites about passwords
 * (tests/api/auth.test.ts, sessions, two-factor) make their accounts with ensureAdmin, at the
 * app's cost, and tests/api/auth-limits.test.ts keeps it for its flood.
 */
export function smallCostHash(password: string): Promise<string> {
  return Bun.password.hash(password, { algorithm: "argon2id", memoryCost: 64, timeCost: 1 });
}

/** The test admin's stored password, made once per test process. */
let testHash: Promise<string> | undefined;

export async function adminToken(t: TestApp): Promise<string> {
  testHash ??= smallCostHash(PASSWORD);
  const hash = await testHash;
  // The account as ensureAdmin leaves it: created, or its password set back, which signs out its sessions.
  await t.stores.sql`
    insert into admins (username, password_hash) values (${USERNAME}, ${hash})
    on conflict (username) do update set password_hash = excluded.password_hash, token_version = admins.token_version + 1, updated_at = now()
    where admins.password_hash <> excluded.password_hash`;
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

/** A WebP as the upload stores each variant of a set ("pages/<id>/480.webp"): the server reads an image's size from it. */
export function webpImage(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: "#888888" } })
    .webp()
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
