// The admin's own account: sign-in answers, the Account screen's data and the password rule,
// shared by the account routes and the screens.
import type { Message } from "./common.ts";

/** The shortest admin password the Account screen and the server accept. */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 200;

/** A token, or with two-factor sign-in on, a challenge for the code step. */
export type LoginAnswer = Message & { token?: string; twoFactor?: boolean; challenge?: string };
export type TokenAnswer = Message & { token: string };

/** The signed-in admin's account, as the Account screen shows it. */
export type Account = { username: string; twoFactor: boolean; recoveryCodesLeft: number };
/** A new two-factor secret: the QR code (a data: URL), its otpauth:// URI, and the secret to type in. */
export type Enrolment = { secret: string; uri: string; qr: string };
