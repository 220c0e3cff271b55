// Two-factor codes are limited per challenge and per account, on a listening server whose
// clients come from many addresses (TRUST_PROXY, X-Forwarded-For): someone who has the password
// cannot guess codes by spreading them over addresses or challenges, and the owner's browser,
// which signed in before (its device cookie), is not shut out by their failures.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { Secret, TOTP } from "otpauth";
import { SIGN_IN_AGAIN, TOO_MANY_CODES, WRONG_CODE } from "../../client/contract/account.ts";
import { ensureAdmin } from "../../src/platform/auth/accounts.ts";
import { codeStep, newTotpSecret, replaceRecoveryCodes } from "../../src/platform/auth/totp.ts";
import { listen, startTestApp, type TestApp } from "../support/app.ts";
import { postAs, type Browser } from "../support/sign-in.ts";

const USER = { username: "guarded", password: "guarded password 123" };
let t: TestApp;
let secret: string;
let recoveryCodes: string[];

beforeAll(async () => {
  t = await startTestApp();
  await ensureAdmin(t.stores.sql, USER);
  secret = newTotpSecret();
  const [row] = await t.stores.sql<{ id: string }[]>`update admins set totp_secret = ${secret} where username = ${USER.username} returning id`;
  recoveryCodes = await replaceRecoveryCodes(t.stores.sql, row!.id);
}, 180_000);
afterAll(() => t.close());

/** A fresh app (its own limits) behind one trusted proxy, listening. */
async function serve() {
  const app = await startTestApp({ stores: t.stores, config: { trustProxy: true, trustProxyHops: 1 } });
  return listen(app.app);
}

const currentCode = () => new TOTP({ secret: Secret.fromBase32(secret) }).generate();
/** Six digits that are no code of this account right now. */
function wrongCode(seed: number): string {
  for (let n = seed; ; n += 7919) {
    const candidate = String(n % 1_000_000).padStart(6, "0");
    if (codeStep(secret, candidate) === null) return candidate;
  }
}

describe("two-factor code limits", () => {
  test("five wrong codes end the challenge, even from five addresses: the right code then asks for the password again", async () => {
    const server = await serve();
    try {
      const { challenge } = await postAs(server.url, "/api/admin/login", { address: "203.0.113.10" }, USER);
      for (let i = 0; i < 4; i++) {
        const answer = await postAs(server.url, "/api/admin/login/code", { address: `198.51.100.${i}` }, { challenge, code: wrongCode(i) });
        expect({ status: answer.status, message: answer.message }).toEqual({ status: 400, message: WRONG_CODE });
      }
      const fifth = await postAs(server.url, "/api/admin/login/code", { address: "198.51.100.4" }, { challenge, code: wrongCode(4) });
      expect({ status: fifth.status, message: fifth.message }).toEqual({ status: 400, message: TOO_MANY_CODES });
      const right = await postAs(server.url, "/api/admin/login/code", { address: "198.51.100.5" }, { challenge, code: currentCode() });
      expect({ status: right.status, message: right.message, token: right.token }).toEqual({ status: 400, message: SIGN_IN_AGAIN, token: undefined });
      // A new sign-in (the password again) gets a fresh challenge, which the right code completes once.
      const again = await postAs(server.url, "/api/admin/login", { address: "203.0.113.11" }, USER);
      const signedIn = await postAs(
        server.url,
        "/api/admin/login/code",
        { address: "203.0.113.11" },
        { challenge: again.challenge, code: currentCode() },
      );
      expect(signedIn.status).toBe(200);
      expect(signedIn.token).toMatch(/^ey/);
      const reused = await postAs(
        server.url,
        "/api/admin/login/code",
        { address: "203.0.113.12" },
        { challenge: again.challenge, code: recoveryCodes[0] },
      );
      expect({ status: reused.status, message: reused.message }).toEqual({ status: 400, message: SIGN_IN_AGAIN });
    } finally {
      await server.stop();
    }
  }, 180_000);

  test("ten wrong codes over two challenges and ten addresses hold the account's code step; the owner's browser still signs in", async () => {
    const server = await serve();
    try {
      // The owner signed in from this browser before: it keeps the device cookie.
      const owner: Browser = { address: "192.0.2.50" };
      const first = await postAs(server.url, "/api/admin/login", owner, USER);
      expect((await postAs(server.url, "/api/admin/login/code", owner, { challenge: first.challenge, code: recoveryCodes[1] })).status).toBe(200);
      expect(owner.cookie).toStartWith("studio_device=");

      let guess = 0;
      for (let round = 0; round < 2; round++) {
        const { challenge } = await postAs(server.url, "/api/admin/login", { address: `203.0.113.${20 + round}` }, USER);
        for (let i = 0; i < 5; i++, guess++) {
          const answer = await postAs(
            server.url,
            "/api/admin/login/code",
            { address: `198.51.100.${100 + guess}` },
            { challenge, code: wrongCode(1000 + guess) },
          );
          expect(answer.status).toBe(400);
        }
      }
      // Anyone else, from a new address, with a new challenge and a right code: held.
      const other = await postAs(server.url, "/api/admin/login", { address: "203.0.113.30" }, USER);
      const held = await postAs(
        server.url,
        "/api/admin/login/code",
        { address: "203.0.113.30" },
        { challenge: other.challenge, code: recoveryCodes[2] },
      );
      expect(held.status).toBe(429);
      expect(held.message).toMatch(/^Too many wrong codes for this account\. Try again in 15 minutes\.$/);
      expect(held.retryAfter).toBeGreaterThan(14 * 60);

      // The owner's browser is counted on its own.
      const mine = await postAs(server.url, "/api/admin/login", owner, USER);
      const signedIn = await postAs(server.url, "/api/admin/login/code", owner, { challenge: mine.challenge, code: recoveryCodes[3] });
      expect(signedIn.status).toBe(200);
      expect(signedIn.token).toMatch(/^ey/);
    } finally {
      await server.stop();
    }
  }, 180_000);
});
