// Sessions the server can end: Logout, "sign out everywhere", a password change; and tokens
// the guard refuses although they carry a valid signature.
import { describe, expect, test } from "bun:test";
import { SignJWT } from "jose";
import { ensureAdmin, setPassword } from "../../src/platform/auth/accounts.ts";
import type { AuthEvent } from "../../src/platform/auth/audit.ts";
import { startTestApp } from "../support/app.ts";
import { adminSuite } from "../support/admin-suite.ts";

/** Each test signs in (argon2) several times: more than Bun's 5 s on a loaded 2-core machine. */
const SIGN_IN_TESTS_MS = 30_000;

const SECRET = "test-secret-test-secret-test-secret-0123456789";
const USER = { username: "keeper", password: "a long enough password 1" };
const events: AuthEvent[] = [];

const suite = adminSuite(USER, { audit: async (event) => void events.push(event) });

const post = (path: string, token: string | null, body?: unknown) =>
  suite.t.request(path, {
    method: "POST",
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), "content-type": "application/json", "user-agent": "sessions-test" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
const dashboard = (token: string) => suite.t.request("/api/admin/dashboard", { headers: { authorization: `Bearer ${token}` } });
async function signIn(password = USER.password): Promise<string> {
  const answer = await (await post("/api/admin/login", null, { username: USER.username, password })).json();
  if (!answer.token) throw new Error(`sign-in failed: ${answer.message}`);
  return answer.token;
}

describe("ending sessions on the server", () => {
  test(
    "Logout ends this session only; the token is refused afterwards",
    async () => {
      const mine = await signIn();
      const other = await signIn();
      const answer = await post("/api/admin/logout", mine);
      expect(answer.status).toBe(200);
      expect(await answer.json()).toEqual({ success: true, message: "Logged out successfully" });
      expect((await dashboard(mine)).status).toBe(401);
      expect((await post("/api/admin/logout", mine)).status).toBe(401);
      expect((await dashboard(other)).status).toBe(200);
    },
    SIGN_IN_TESTS_MS,
  );

  test(
    "sign out everywhere ends every session of the account, and a new sign-in works",
    async () => {
      const tokens = [await signIn(), await signIn()];
      expect((await post("/api/admin/logout-all", tokens[0]!)).status).toBe(200);
      for (const token of tokens) expect((await dashboard(token)).status).toBe(401);
      expect((await dashboard(await signIn())).status).toBe(200);
    },
    SIGN_IN_TESTS_MS,
  );

  test(
    "logout needs a valid session",
    async () => {
      expect((await post("/api/admin/logout", null)).status).toBe(401);
      expect((await post("/api/admin/logout-all", "a.b.c")).status).toBe(401);
    },
    SIGN_IN_TESTS_MS,
  );
});

describe("changing the password", () => {
  test(
    "needs the current password and 12 characters; a change signs out the other sessions and keeps this one",
    async () => {
      const other = await signIn();
      const mine = await signIn();
      const change = (body: object) => post("/api/admin/account/password", mine, body);

      const short = await change({ currentPassword: USER.password, newPassword: "short-11-ch" });
      expect(short.status).toBe(400);
      expect((await short.json()).message).toBe("The new password must be 12 to 200 characters long");
      const wrong = await change({ currentPassword: "not my password", newPassword: "a brand new password" });
      expect(wrong.status).toBe(403);
      expect((await wrong.json()).message).toBe("The password is not correct");
      expect((await dashboard(mine)).status).toBe(200);

      const changed = await change({ currentPassword: USER.password, newPassword: "a brand new password" });
      expect(changed.status).toBe(200);
      const answer = await changed.json();
      expect(answer.message).toBe("Password changed. Other sessions were signed out.");
      expect((await dashboard(other)).status).toBe(401);
      expect((await dashboard(mine)).status).toBe(401);
      expect((await dashboard(answer.token)).status).toBe(200);
      expect((await post("/api/admin/login", null, USER)).status).toBe(401);
      await signIn("a brand new password");
      // Back to the suite's password, for the tests after this one.
      await post("/api/admin/account/password", answer.token, { currentPassword: "a brand new password", newPassword: USER.password });
    },
    SIGN_IN_TESTS_MS,
  );
});

describe("passwords set from the server", () => {
  test(
    "reset-password (or a new ADMIN_PASSWORD) signs out every session; a restart with the same ADMIN_PASSWORD does not",
    async () => {
      const token = await signIn();
      expect(await ensureAdmin(suite.t.stores.sql, USER)).toEqual({ action: "unchanged" });
      expect((await dashboard(token)).status).toBe(200);
      await setPassword(suite.t.stores.sql, USER.username, USER.password);
      expect((await dashboard(token)).status).toBe(401);
      expect((await dashboard(await signIn())).status).toBe(200);
    },
    SIGN_IN_TESTS_MS,
  );
});

describe("tokens signed with the secret that the guard still refuses", () => {
  const key = new TextEncoder().encode(SECRET);
  const now = () => Math.floor(Date.now() / 1000);
  const craft = (claims: Record<string, unknown>, iat = now(), exp = now() + 3600) =>
    new SignJWT({ ver: 0, kind: "session", ...claims })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(String(claims.sub ?? USER.username))
      .setJti(crypto.randomUUID())
      .setIssuedAt(iat)
      .setExpirationTime(exp)
      .sign(key);

  test(
    "a well-formed token of the current version works (the control)",
    async () => {
      const [row] = await suite.t.stores.sql<{ tokenVersion: number }[]>`select token_version from admins where username = ${USER.username}`;
      expect(await dashboard(await craft({ ver: row!.tokenVersion }))).toHaveProperty("status", 200);
    },
    SIGN_IN_TESTS_MS,
  );

  test.each([
    ["one that expires in the year 2300", () => craft({}, now(), Date.UTC(2300, 0, 1) / 1000)],
    ["one issued three hours ago that still claims to be valid", () => craft({}, now() - 3 * 3600, now() + 3600)],
    ["one issued in the future", () => craft({}, now() + 3600, now() + 5000)],
    ["one naming a user that does not exist", () => craft({ sub: "nobody-at-all" })],
    ["one of an earlier token version", () => craft({ ver: -1 })],
    ["a two-factor challenge used as a session", () => craft({ kind: "2fa-challenge" })],
    ["one without a version", () => craft({ ver: undefined })],
  ])(
    "%s → 401",
    async (_name, make) => {
      const token = await make();
      const response = await dashboard(token);
      expect(response.status).toBe(401);
      expect((await response.json()).success).toBe(false);
    },
    SIGN_IN_TESTS_MS,
  );
});

describe("the audit hook", () => {
  test(
    "sign-in, a failed sign-in, sign-out, sign out everywhere and a password change are recorded with the address and browser",
    async () => {
      events.length = 0;
      await post("/api/admin/login", null, { username: USER.username, password: "wrong" });
      const token = await signIn();
      await post("/api/admin/logout", token);
      await post("/api/admin/logout-all", await signIn());
      expect(events.map((event) => event.action)).toEqual(["sign-in-failed", "sign-in", "sign-out", "sign-in", "sign-out-everywhere"]);
      expect(events[0]).toEqual({ action: "sign-in-failed", username: USER.username, address: "unknown", userAgent: "sessions-test" });
    },
    SIGN_IN_TESTS_MS,
  );

  test(
    "a failing audit never stops a sign-in",
    async () => {
      const broken = await startTestApp({ stores: suite.t.stores, audit: async () => Promise.reject(new Error("activity log down")) });
      const answer = await broken.request("/api/admin/login", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(USER),
      });
      expect(answer.status).toBe(200);
      expect(broken.log.lines.some((line) => line.includes("audit of sign-in failed: activity log down"))).toBe(true);
    },
    SIGN_IN_TESTS_MS,
  );
});
