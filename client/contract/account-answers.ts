// The answers of the sign-in and account routes (src/platform/auth/), declared by the routes and
// read by the admin's API client and Account screen. Apart from account.ts, whose words the
// sign-in screen reads at run time without the schema library; here the client takes types only.
import { Type as t, type Static } from "@sinclair/typebox";
import { Answer } from "./common.ts";

/** A session token, or with two-factor sign-in on, a challenge for the code step. */
export const LoginAnswer = Answer({ token: t.Optional(t.String()), twoFactor: t.Optional(t.Boolean()), challenge: t.Optional(t.String()) });
export type LoginAnswer = Static<typeof LoginAnswer>;
/** A change that signs out every other session answers this session's new token. */
export const TokenAnswer = Answer({ token: t.String() });
export type TokenAnswer = Static<typeof TokenAnswer>;

/** The signed-in admin's account, as the Account screen shows it. */
export const Account = t.Object({ username: t.String(), twoFactor: t.Boolean(), recoveryCodesLeft: t.Integer() });
export type Account = Static<typeof Account>;
export const AccountAnswer = Answer({ account: Account });

/** A new two-factor secret: the QR code (a data: URL), its otpauth:// URI, and the secret to type in. */
export const Enrolment = t.Object({ secret: t.String(), uri: t.String(), qr: t.String() });
export type Enrolment = Static<typeof Enrolment>;
export const EnrolmentAnswer = Answer(Enrolment.properties);

/** Recovery codes are shown once: when two-factor sign-in is turned on, and when they are replaced. */
export const RecoveryCodesAnswer = Answer({ recoveryCodes: t.Array(t.String()) });
export const EnabledAnswer = Answer({ recoveryCodes: t.Array(t.String()), token: t.String() });
