// Signing in and out. POST /api/admin/login checks the password; an account with two-factor
// sign-in on gets a five-minute challenge instead of a session (a token naming a server-side
// record, challenges.ts), which POST /api/admin/login/code exchanges for one with a TOTP or
// recovery code: at most 5 codes per challenge, then the password again. Both steps count
// against the same limits (gate.ts); a browser that signed in before presents its device cookie
// (device.ts) and has limits of its own. POST /api/admin/logout ends this session on the server,
// POST /api/admin/logout-all every session of the account.
import type { AnswerOf } from "../../../client/contract/endpoint.ts";
import { ACCOUNT } from "../../../client/contract/endpoints/account.ts";
import { Elysia, t } from "elysia";
import { SIGN_IN_BODY_LIMIT } from "../http/body-limit.ts";
import { fail } from "../http/errors.ts";
import { routePolicy } from "../http/route-policy.ts";
import { LoginAnswer } from "../../../client/contract/account-answers.ts";
import {
  CODE_REQUIRED,
  LOGGED_OUT,
  PASSWORD_REQUIRED,
  SIGN_IN_AGAIN,
  SIGNED_IN,
  TOO_MANY_CODES,
  USERNAME_REQUIRED,
  WRONG_CODE,
} from "../../../client/contract/account.ts";
import { Message } from "../../../client/contract/common.ts";
import { accountRoutes } from "./account-routes.ts";
import { closeChallenge, openChallenge, tryCode } from "./challenges.ts";
import { authContext, type AuthDeps } from "./context.ts";
import { deviceCookie, trustedDevice } from "./device.ts";
import { createSignInGate } from "./gate.ts";
import { adminGuard } from "./guard.ts";
import { findAccount, passwordMatches, type Account } from "./login.ts";
import { revokeAllSessions, revokeToken } from "./sessions.ts";
import { signChallenge, signSession, verifyChallenge } from "./tokens.ts";
import { acceptCode } from "./totp.ts";

const LoginBody = t.Object({
  username: t.String({ minLength: 1, maxLength: 100, error: USERNAME_REQUIRED }),
  password: t.String({ minLength: 1, maxLength: 200, error: PASSWORD_REQUIRED }),
});
const CodeBody = t.Object({
  challenge: t.String({ minLength: 1, maxLength: 2000, error: SIGN_IN_AGAIN }),
  code: t.String({ minLength: 1, maxLength: 20, error: CODE_REQUIRED }),
});

export function authRoutes(deps: AuthDeps) {
  const { sql, jwtSecret } = deps;
  const gate = createSignInGate(deps.limiter, deps.gate);
  const context = authContext(deps, gate);

  /** A complete sign-in: its failures forgotten, and this browser trusted from now on. */
  const signedIn = async (account: Account, request: Request, device: string | null, set: { headers: Record<string, unknown> }) => {
    const { clear, record } = context(request);
    await clear(account.username, { device });
    await record("sign-in", account.username);
    set.headers["set-cookie"] = await deviceCookie(jwtSecret, request, account.username, account.tokenVersion, deps.proxy.trustProxy);
    return { success: true, message: SIGNED_IN, token: await signSession(jwtSecret, account.username, account.tokenVersion) };
  };

  return new Elysia({ name: "auth" })
    .use(adminGuard({ jwtSecret, sql }))
    .use(accountRoutes(deps, context))
    .use(routePolicy())
    .post(
      ACCOUNT.login.path,
      async ({ body, request, set }) => {
        const username = body.username.trim();
        if (!username) fail(400, USERNAME_REQUIRED);
        const { check, record, failed } = context(request);
        set.headers["cache-control"] = "no-store";
        const device = await trustedDevice(deps, request, username);
        // Looked up inside the check, so a flood turned away by the gate costs no query either.
        // The answer does not tell an unknown username from a wrong password; the log does.
        let reason = "unknown user";
        const account = await check(
          username,
          async () => {
            const found = await findAccount(sql, username);
            if (found) reason = "wrong password";
            return (await passwordMatches(found, body.password, deps.unknownUserHash)) ? found! : null;
          },
          { device },
        );
        if (!account) {
          failed(reason);
          await record("sign-in-failed", username);
          fail(401, "Invalid username or password");
        }
        if (!account.totpSecret) return signedIn(account, request, device, set) satisfies Promise<AnswerOf<typeof ACCOUNT.login>>;
        // The account's failures are not forgotten yet: only the code completes the sign-in.
        const challenge = await signChallenge(jwtSecret, account.username, account.tokenVersion, await openChallenge(sql, account.id));
        return { success: true, message: "Enter the code from your authenticator app", twoFactor: true, challenge } satisfies AnswerOf<
          typeof ACCOUNT.login
        >;
      },
      { body: LoginBody, response: LoginAnswer, signIn: true, bodyLimit: SIGN_IN_BODY_LIMIT },
    )
    .post(
      ACCOUNT.loginCode.path,
      async ({ body, request, set }) => {
        set.headers["cache-control"] = "no-store";
        const session = await verifyChallenge(jwtSecret, body.challenge);
        const account = session && (await findAccount(sql, session.username));
        if (!session || !account?.totpSecret || account.tokenVersion !== session.version) fail(400, SIGN_IN_AGAIN);
        const { check, record, failed } = context(request);
        const device = await trustedDevice(deps, request, account.username);
        let codesLeft: number | null = null;
        const accepted = await check(
          account.username,
          async () => {
            // Counted on the challenge before the code is checked; a used-up challenge checks none.
            codesLeft = await tryCode(sql, session.jti, account.id);
            if (codesLeft === null) return false;
            return acceptCode(sql, account.id, account.totpSecret!, body.code);
          },
          { device, code: true },
        );
        if (!accepted) {
          failed(codesLeft === null ? "code for a used-up sign-in" : "wrong code");
          await record("sign-in-failed", account.username);
          if (codesLeft === null) fail(400, SIGN_IN_AGAIN);
          if (codesLeft === 0) {
            await closeChallenge(sql, session.jti);
            fail(400, TOO_MANY_CODES);
          }
          fail(400, WRONG_CODE);
        }
        // Single use: of two right codes sent at once on one challenge, one signs in.
        if (!(await closeChallenge(sql, session.jti))) fail(400, SIGN_IN_AGAIN);
        return signedIn(account, request, device, set) satisfies Promise<AnswerOf<typeof ACCOUNT.loginCode>>;
      },
      { body: CodeBody, response: LoginAnswer, signIn: true, bodyLimit: SIGN_IN_BODY_LIMIT },
    )
    .post(
      ACCOUNT.logout.path,
      async ({ adminSession, adminName, request }) => {
        await revokeToken(sql, adminSession);
        await context(request).record("sign-out", adminName);
        return { success: true, message: LOGGED_OUT } satisfies AnswerOf<typeof ACCOUNT.logout>;
      },
      { admin: true, response: Message },
    )
    .post(
      ACCOUNT.logoutAll.path,
      async ({ adminId, adminName, request }) => {
        await revokeAllSessions(sql, adminId);
        await context(request).record("sign-out-everywhere", adminName);
        return { success: true, message: "Signed out everywhere" } satisfies AnswerOf<typeof ACCOUNT.logoutAll>;
      },
      { admin: true, response: Message },
    );
}
