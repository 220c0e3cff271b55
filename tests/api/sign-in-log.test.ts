// What the operator reads about failed and refused sign-ins: a warning per attempt with the
// client's address and why, on a listening server (only there does the app see the address);
// never the password, nor the typed username (people type their password into it).
import { describe, expect, test } from "bun:test";
import { Secret, TOTP } from "otpauth";
import { ensureAdmin } from "../../src/platform/auth/accounts.ts";
import { listen, startTestApp, type TestApp } from "../support/app.ts";
import { adminSuite } from "../support/admin-suite.ts";

const USER = { username: "logged-owner", password: "logged owner password" };
const TYPED = "typo-of-the-password-as-username";

const suite = adminSuite(USER);

const post = (origin: string, path: string, body: object, token?: string) =>
  fetch(origin + path, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });

/** A fresh app on the shared stores (its own limiter and log), listening. */
async function serve() {
  const app = await startTestApp({ stores: suite.t.stores });
  return { ...listen(app.app), log: app.log };
}

const warnings = (log: TestApp["log"]) => log.lines.filter((line) => line.startsWith("warn: sign-in"));

describe("sign-in log", () => {
  test("an unknown user, a wrong password and a sign-in refused for too many attempts: each a warning with the address and why", async () => {
    const server = await serve();
    try {
      expect((await post(server.url, "/api/admin/login", { username: TYPED, password: "secret-one" })).status).toBe(401);
      for (let i = 0; i < 5; i++) expect((await post(server.url, "/api/admin/login", { ...USER, password: `secret-${i}` })).status).toBe(401);
      expect((await post(server.url, "/api/admin/login", USER)).status).toBe(429);
      expect(warnings(server.log)).toEqual([
        'warn: sign-in failed {"client":"127.0.0.1","reason":"unknown user"}',
        ...Array.from({ length: 5 }, () => 'warn: sign-in failed {"client":"127.0.0.1","reason":"wrong password"}'),
        expect.stringMatching(
          /^warn: sign-in refused \{"client":"127\.0\.0\.1","status":429,"reason":"Too many failed sign-in attempts\. Try again in \d+ minutes\."\}$/,
        ),
      ]);
      const all = server.log.lines.join("\n");
      expect(all).not.toContain("secret-");
      expect(all).not.toContain(TYPED);
      expect(all).not.toContain(USER.password);
    } finally {
      await server.stop();
    }
  }, 90_000);

  test("a wrong two-factor code is a warning too", async () => {
    const user = { username: "logged-2fa", password: "logged 2fa password" };
    await ensureAdmin(suite.t.stores.sql, user);
    const server = await serve();
    try {
      const session = (await (await post(server.url, "/api/admin/login", user)).json()).token;
      const { secret } = await (await post(server.url, "/api/admin/account/2fa/setup", {}, session)).json();
      const code = () => new TOTP({ secret: Secret.fromBase32(secret) }).generate();
      expect((await post(server.url, "/api/admin/account/2fa/enable", { password: user.password, code: code() }, session)).status).toBe(200);
      const { challenge } = await (await post(server.url, "/api/admin/login", user)).json();
      const wrong = code() === "000000" ? "111111" : "000000";
      expect((await post(server.url, "/api/admin/login/code", { challenge, code: wrong })).status).toBe(400);
      expect(warnings(server.log)).toEqual(['warn: sign-in failed {"client":"127.0.0.1","reason":"wrong code"}']);
    } finally {
      await server.stop();
    }
  }, 90_000);
});
