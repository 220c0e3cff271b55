// The admin's sign-in and account endpoints (src/platform/auth/routes.ts, account-routes.ts).
import type { Account, Enrolment, LoginAnswer, TokenAnswer } from "../account-answers.ts";
import type { Message } from "../common.ts";
import { endpoint } from "../endpoint.ts";

type Password = { password: string };

export const ACCOUNT = {
  /** A token, or with two-factor sign-in on, a challenge for `loginCode`. */
  login: endpoint<LoginAnswer, { username: string; password: string }>().post("/api/admin/login"),
  loginCode: endpoint<TokenAnswer, { challenge: string; code: string }>().post("/api/admin/login/code"),
  logout: endpoint().post("/api/admin/logout"),
  logoutAll: endpoint().post("/api/admin/logout-all"),
  account: endpoint<Message & { account: Account }>().get("/api/admin/account"),
  changePassword: endpoint<TokenAnswer, { currentPassword: string; newPassword: string }>().post("/api/admin/account/password"),
  setUpTwoFactor: endpoint<Message & Enrolment>().post("/api/admin/account/2fa/setup"),
  enableTwoFactor: endpoint<TokenAnswer & { recoveryCodes: string[] }, Password & { code: string }>().post("/api/admin/account/2fa/enable"),
  newRecoveryCodes: endpoint<Message & { recoveryCodes: string[] }, Password>().post("/api/admin/account/2fa/recovery-codes"),
  disableTwoFactor: endpoint<TokenAnswer, Password & { code: string }>().post("/api/admin/account/2fa/disable"),
};
