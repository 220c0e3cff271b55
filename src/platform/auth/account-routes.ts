// The signed-in admin's own account: GET /api/admin/account, POST /api/admin/account/password,
// and two-factor sign-in: POST /api/admin/account/2fa/setup (a new secret as a QR code),
// .../2fa/enable (the password and a first code turn it on and answer the recovery codes, once),
// .../2fa/recovery-codes (the password replaces the recovery codes), .../2fa/disable (the
// password and a current code or a recovery code turn it off). Passwords and codes are checked
// through the same gate and limits as the sign-in, so a stolen token cannot be used to guess
// them. A new password or turning 2FA on or off signs out every other session: the answer
// carries this session's new token.
import type { AnswerOf } from "../../../client/contract/endpoint.ts";
import { ACCOUNT } from "../../../client/contract/endpoints/account.ts";
import { Elysia, t } from "elysia";
import { AccountAnswer, EnabledAnswer, EnrolmentAnswer, RecoveryCodesAnswer, TokenAnswer } from "../../../client/contract/account-answers.ts";
import {
  APP_CODE_REQUIRED,
  CURRENT_PASSWORD_REQUIRED,
  DISABLE_CODE_REQUIRED,
  NEW_PASSWORD_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_NOT_CORRECT,
  PASSWORD_TO_CONFIRM,
  SIGN_IN_REQUIRED,
  WRONG_CODE,
} from "../../../client/contract/account.ts";
import { fail } from "../http/errors.ts";
import { setPassword } from "./accounts.ts";
import type { AuthContext, AuthDeps } from "./context.ts";
import { adminGuard } from "./guard.ts";
import { findAccount, passwordMatches, type Account } from "./login.ts";
import { signSession } from "./tokens.ts";
import { acceptCode, codeStep, enrolment, newTotpSecret, replaceRecoveryCodes } from "./totp.ts";

const PasswordBody = t.Object({
  currentPassword: t.String({ minLength: 1, maxLength: PASSWORD_MAX_LENGTH, error: CURRENT_PASSWORD_REQUIRED }),
  newPassword: t.String({ minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH, error: NEW_PASSWORD_LENGTH }),
});
const EnableBody = t.Object({
  password: t.String({ minLength: 1, maxLength: PASSWORD_MAX_LENGTH, error: PASSWORD_TO_CONFIRM }),
  code: t.String({ minLength: 1, maxLength: 20, error: APP_CODE_REQUIRED }),
});
const PasswordOnlyBody = t.Object({ password: t.String({ minLength: 1, maxLength: PASSWORD_MAX_LENGTH, error: PASSWORD_TO_CONFIRM }) });
const DisableBody = t.Object({
  password: t.String({ minLength: 1, maxLength: PASSWORD_MAX_LENGTH, error: PASSWORD_TO_CONFIRM }),
  code: t.String({ minLength: 1, maxLength: 20, error: DISABLE_CODE_REQUIRED }),
});

export function accountRoutes({ sql, jwtSecret, issuer }: Pick<AuthDeps, "sql" | "jwtSecret" | "issuer">, context: AuthContext) {
  const account = async (username: string): Promise<Account> => (await findAccount(sql, username)) ?? fail(401, SIGN_IN_REQUIRED);

  /** The password, checked like a sign-in; a wrong one is 403 (a 401 would sign the panel out). */
  const confirmPassword = async (request: Request, found: Account, password: string) => {
    const { check, clear } = context(request);
    if (!(await check(found.username, () => passwordMatches(found, password)))) fail(403, PASSWORD_NOT_CORRECT);
    await clear(found.username);
  };

  /** A current TOTP code or an unused recovery code, checked like the sign-in's code step. */
  const confirmCode = async (request: Request, found: Account, code: string) => {
    const { check, clear } = context(request);
    if (!(await check(found.username, () => acceptCode(sql, found.id, found.totpSecret!, code), { code: true }))) fail(400, WRONG_CODE);
    await clear(found.username);
  };

  return new Elysia({ name: "account" })
    .use(adminGuard({ jwtSecret, sql }))
    .get(
      ACCOUNT.account.path,
      async ({ adminName }) => {
        const found = await account(adminName);
        const [codes] = await sql<{ left: number }[]>`select count(*)::int as left from admin_recovery_codes where admin_id = ${found.id}`;
        return {
          success: true,
          message: "Account loaded",
          account: { username: found.username, twoFactor: found.totpSecret !== null, recoveryCodesLeft: codes!.left },
        } satisfies AnswerOf<typeof ACCOUNT.account>;
      },
      { admin: true, response: AccountAnswer },
    )
    .post(
      ACCOUNT.changePassword.path,
      async ({ adminName, body, request }) => {
        const found = await account(adminName);
        await confirmPassword(request, found, body.currentPassword);
        const version = (await setPassword(sql, found.username, body.newPassword)) ?? fail(401, SIGN_IN_REQUIRED);
        await context(request).record("password-changed", found.username);
        return {
          success: true,
          message: "Password changed. Other sessions were signed out.",
          token: await signSession(jwtSecret, found.username, version),
        } satisfies AnswerOf<typeof ACCOUNT.changePassword>;
      },
      { admin: true, body: PasswordBody, response: TokenAnswer },
    )
    .post(
      ACCOUNT.setUpTwoFactor.path,
      async ({ adminName }) => {
        const found = await account(adminName);
        if (found.totpSecret) fail(409, "Two-factor sign-in is already on");
        const secret = newTotpSecret();
        await sql`update admins set totp_pending_secret = ${secret} where id = ${found.id}`;
        return {
          success: true,
          message: "Scan the code with your authenticator app",
          ...enrolment(secret, found.username, await issuer()),
        } satisfies AnswerOf<typeof ACCOUNT.setUpTwoFactor>;
      },
      { admin: true, response: EnrolmentAnswer },
    )
    .post(
      ACCOUNT.enableTwoFactor.path,
      async ({ adminName, body, request }) => {
        const found = await account(adminName);
        if (found.totpSecret) fail(409, "Two-factor sign-in is already on");
        if (!found.totpPendingSecret) fail(400, "Start the setup again: no code was set up");
        await confirmPassword(request, found, body.password);
        const step = codeStep(found.totpPendingSecret, body.code.replace(/\s/g, ""));
        if (step === null) fail(400, "That code is not right. Check the time on your phone and try the current code.");
        const [row] = await sql<{ tokenVersion: number }[]>`
          update admins set totp_secret = totp_pending_secret, totp_pending_secret = null, totp_last_step = ${step}, token_version = token_version + 1
          where id = ${found.id} returning token_version`;
        const recoveryCodes = await replaceRecoveryCodes(sql, found.id);
        await context(request).record("2fa-enabled", found.username);
        return {
          success: true,
          message: "Two-factor sign-in is on. Other sessions were signed out.",
          recoveryCodes,
          token: await signSession(jwtSecret, found.username, row!.tokenVersion),
        } satisfies AnswerOf<typeof ACCOUNT.enableTwoFactor>;
      },
      { admin: true, body: EnableBody, response: EnabledAnswer },
    )
    .post(
      ACCOUNT.newRecoveryCodes.path,
      async ({ adminName, body, request }) => {
        const found = await account(adminName);
        if (!found.totpSecret) fail(409, "Two-factor sign-in is off");
        await confirmPassword(request, found, body.password);
        const recoveryCodes = await replaceRecoveryCodes(sql, found.id);
        return { success: true, message: "New recovery codes made; the old ones no longer work", recoveryCodes } satisfies AnswerOf<
          typeof ACCOUNT.newRecoveryCodes
        >;
      },
      { admin: true, body: PasswordOnlyBody, response: RecoveryCodesAnswer },
    )
    .post(
      ACCOUNT.disableTwoFactor.path,
      async ({ adminName, body, request }) => {
        const found = await account(adminName);
        if (!found.totpSecret) fail(409, "Two-factor sign-in is already off");
        await confirmPassword(request, found, body.password);
        await confirmCode(request, found, body.code);
        const [row] = await sql<{ tokenVersion: number }[]>`
          update admins set totp_secret = null, totp_pending_secret = null, totp_last_step = null, token_version = token_version + 1
          where id = ${found.id} returning token_version`;
        await sql`delete from admin_recovery_codes where admin_id = ${found.id}`;
        await context(request).record("2fa-disabled", found.username);
        return {
          success: true,
          message: "Two-factor sign-in is off. Other sessions were signed out.",
          token: await signSession(jwtSecret, found.username, row!.tokenVersion),
        } satisfies AnswerOf<typeof ACCOUNT.disableTwoFactor>;
      },
      { admin: true, body: DisableBody, response: TokenAnswer },
    );
}
