// Two-factor sign-in: enrol with a QR code and a first code, sign in with a TOTP code (each
// accepted once) or a one-time recovery code, the same limits on the code step, turn it off.
// Codes are made with the same RFC 6238 library an authenticator app would follow.
import { describe, expect, test } from "bun:test";
import { Secret, TOTP } from "otpauth";
import type { AuthEvent } from "../../src/platform/auth/audit.ts";
import { DISABLE_CODE_REQUIRED, WRONG_CODE } from "../../client/contract/account.ts";
import { startTestApp } from "../support/app.ts";
import { adminSuite } from "../support/admin-suite.ts";

/** Each test signs in (argon2) several times: more than Bun's 5 s on a loaded 2-core machine. */
const SIGN_IN_TESTS_MS = 30_000;

const USER = { username: "twofactor", password: "two factor password 1" };
const events: AuthEvent[] = [];
let secret: string;
let recoveryCodes: string[];
let session: string;

const suite = adminSuite(USER, { audit: async (event) => void events.push(event) });

const post = (path: string, token: string | null, body?: unknown, app = suite.t) =>
  app.request(path, {
    method: "POST",
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
const account = async (token: string) =>
  (await (await suite.t.request("/api/admin/account", { headers: { authorization: `Bearer ${token}` } })).json()).account;
const code = (offsetSteps = 0) => new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + offsetSteps * 30_000 });

describe("two-factor sign-in", () => {
  test(
    "enrol: a QR code of an otpauth:// URI, then the password and a first code turn it on and answer 10 recovery codes once",
    async () => {
      session = (await (await post("/api/admin/login", null, USER)).json()).token;
      expect(await account(session)).toEqual({ username: USER.username, twoFactor: false, recoveryCodesLeft: 0 });
      const setup = await (await post("/api/admin/account/2fa/setup", session)).json();
      expect(setup.uri).toStartWith("otpauth://totp/");
      expect(setup.uri).toContain(`secret=${setup.secret}`);
      expect(setup.qr).toStartWith("data:image/svg+xml;base64,");
      expect(Buffer.from(setup.qr.split(",")[1], "base64").toString()).toContain("<svg");
      secret = setup.secret;

      const wrongCode = await post("/api/admin/account/2fa/enable", session, {
        password: USER.password,
        code: "000000" === code() ? "111111" : "000000",
      });
      expect(wrongCode.status).toBe(400);
      const wrongPassword = await post("/api/admin/account/2fa/enable", session, { password: "not it", code: code() });
      expect(wrongPassword.status).toBe(403);

      const enabled = await post("/api/admin/account/2fa/enable", session, { password: USER.password, code: code() });
      expect(enabled.status).toBe(200);
      const answer = await enabled.json();
      expect(answer.recoveryCodes).toHaveLength(10);
      expect(answer.recoveryCodes.every((c: string) => /^[a-z0-9]{5}-[a-z0-9]{5}$/.test(c))).toBe(true);
      recoveryCodes = answer.recoveryCodes;
      // Turning it on signs out the other sessions; this one continues with the new token.
      expect((await suite.t.request("/api/admin/dashboard", { headers: { authorization: `Bearer ${session}` } })).status).toBe(401);
      session = answer.token;
      expect(await account(session)).toEqual({ username: USER.username, twoFactor: true, recoveryCodesLeft: 10 });
      // Stored hashed: no code and not the secret's QR in clear in the recovery table.
      const stored = await suite.t.stores.sql`select code_hash from admin_recovery_codes`;
      expect(stored.map((row) => row.codeHash).some((hash: string) => recoveryCodes.some((c) => hash.includes(c.replace("-", ""))))).toBe(false);
      expect(events.at(-1)?.action).toBe("2fa-enabled");
    },
    SIGN_IN_TESTS_MS,
  );

  test(
    "the password alone answers a challenge, not a session; the challenge is no session token",
    async () => {
      const answer = await (await post("/api/admin/login", null, USER)).json();
      expect(answer).toMatchObject({ success: true, twoFactor: true });
      expect(answer.token).toBeUndefined();
      expect((await suite.t.request("/api/admin/dashboard", { headers: { authorization: `Bearer ${answer.challenge}` } })).status).toBe(401);
    },
    SIGN_IN_TESTS_MS,
  );

  test(
    "the current code completes the sign-in once; the same code again is refused",
    async () => {
      // A fresh app: its own limiter, so this test's attempts are its own.
      const app = await startTestApp({ stores: suite.t.stores });
      const challenge = async () => (await (await post("/api/admin/login", null, USER, app)).json()).challenge;
      // The step after the one enable used, so the code has not been seen yet.
      const next = code(1);
      const signedIn = await post("/api/admin/login/code", null, { challenge: await challenge(), code: next }, app);
      expect(signedIn.status).toBe(200);
      const token = (await signedIn.json()).token;
      expect((await app.request("/api/admin/dashboard", { headers: { authorization: `Bearer ${token}` } })).status).toBe(200);
      const replay = await post("/api/admin/login/code", null, { challenge: await challenge(), code: next }, app);
      expect(replay.status).toBe(400);
      expect((await replay.json()).message).toMatch(/That code is not right/);
    },
    SIGN_IN_TESTS_MS,
  );

  test(
    "a recovery code signs in once",
    async () => {
      const app = await startTestApp({ stores: suite.t.stores });
      const challenge = async () => (await (await post("/api/admin/login", null, USER, app)).json()).challenge;
      const first = await post("/api/admin/login/code", null, { challenge: await challenge(), code: recoveryCodes[0]!.toUpperCase() }, app);
      expect(first.status).toBe(200);
      expect((await post("/api/admin/login/code", null, { challenge: await challenge(), code: recoveryCodes[0] }, app)).status).toBe(400);
      expect(await account(session)).toMatchObject({ recoveryCodesLeft: 9 });
    },
    SIGN_IN_TESTS_MS,
  );

  test(
    "the code step has the sign-in's limits: after 5 wrong codes even the right one waits",
    async () => {
      const app = await startTestApp({ stores: suite.t.stores });
      const { challenge } = await (await post("/api/admin/login", null, USER, app)).json();
      // The password step counted once; four wrong codes fill the account's five attempts.
      for (let i = 0; i < 4; i++) expect((await post("/api/admin/login/code", null, { challenge, code: "12345" + i }, app)).status).toBe(400);
      const blocked = await post("/api/admin/login/code", null, { challenge, code: code() }, app);
      expect(blocked.status).toBe(429);
      expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(14 * 60);
    },
    SIGN_IN_TESTS_MS,
  );

  test(
    "a forged or stale challenge is refused",
    async () => {
      expect((await post("/api/admin/login/code", null, { challenge: "a.b.c", code: "123456" })).status).toBe(400);
      expect((await post("/api/admin/login/code", null, { challenge: session, code: "123456" })).status).toBe(400);
    },
    SIGN_IN_TESTS_MS,
  );

  test(
    "new recovery codes need the password and replace the old ones",
    async () => {
      const app = await startTestApp({ stores: suite.t.stores });
      expect((await post("/api/admin/account/2fa/recovery-codes", session, { password: "wrong" }, app)).status).toBe(403);
      const answer = await (await post("/api/admin/account/2fa/recovery-codes", session, { password: USER.password }, app)).json();
      expect(answer.recoveryCodes).toHaveLength(10);
      expect(await account(session)).toMatchObject({ recoveryCodesLeft: 10 });
      const challenge = async () => (await (await post("/api/admin/login", null, USER, app)).json()).challenge;
      expect((await post("/api/admin/login/code", null, { challenge: await challenge(), code: recoveryCodes[1] }, app)).status).toBe(400);
      expect((await post("/api/admin/login/code", null, { challenge: await challenge(), code: answer.recoveryCodes[0] }, app)).status).toBe(200);
      recoveryCodes = answer.recoveryCodes;
    },
    SIGN_IN_TESTS_MS,
  );

  test(
    "turning it off needs the password and a code, and signs out every other session; sign-in is one step again",
    async () => {
      const app = await startTestApp({ stores: suite.t.stores });
      const { challenge } = await (await post("/api/admin/login", null, USER, app)).json();
      const other = (await (await post("/api/admin/login/code", null, { challenge, code: recoveryCodes[2] }, app)).json()).token;
      expect(other).toMatch(/^ey/);
      expect((await post("/api/admin/account/2fa/disable", session, { password: "wrong", code: code() })).status).toBe(403);
      const withoutCode = await post("/api/admin/account/2fa/disable", session, { password: USER.password });
      expect(withoutCode.status).toBe(400);
      expect((await withoutCode.json()).message).toBe(DISABLE_CODE_REQUIRED);
      const wrongCode = await post("/api/admin/account/2fa/disable", session, { password: USER.password, code: "abcde-fghij" });
      expect(wrongCode.status).toBe(400);
      expect((await wrongCode.json()).message).toBe(WRONG_CODE);
      expect(await account(session)).toMatchObject({ twoFactor: true });

      const off = await post("/api/admin/account/2fa/disable", session, { password: USER.password, code: recoveryCodes[3] });
      expect(off.status).toBe(200);
      const answer = await off.json();
      expect(answer.message).toBe("Two-factor sign-in is off. Other sessions were signed out.");
      // The other session and this one's old token stop working; the answer's token goes on.
      for (const stale of [other, session])
        expect((await suite.t.request("/api/admin/dashboard", { headers: { authorization: `Bearer ${stale}` } })).status).toBe(401);
      session = answer.token;
      expect(await account(session)).toEqual({ username: USER.username, twoFactor: false, recoveryCodesLeft: 0 });
      expect((await (await post("/api/admin/login", null, USER, app)).json()).token).toMatch(/^ey/);
      expect(events.at(-1)?.action).toBe("2fa-disabled");
    },
    SIGN_IN_TESTS_MS,
  );
});
