// The admin's own account: sign-in answers, the Account screen's data and the password rule,
// shared by the account routes and the screens.
import type { Message } from "./common.ts";

/** The shortest admin password the Account screen and the server accept. */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 200;

/** How many codes one sign-in's code step takes; after that the password is asked again. */
export const CHALLENGE_MAX_CODES = 5;

/** The code step's answers. */
export const WRONG_CODE = "That code is not right. Try the current code, or a recovery code.";
export const TOO_MANY_CODES = "Too many wrong codes. Sign in again with your password.";
export const SIGN_IN_AGAIN = "The sign-in took too long or is no longer valid. Please sign in again.";
/** Turning two-factor sign-in off asks for a code as well as the password. */
export const DISABLE_CODE_REQUIRED = "Enter the 6-digit code from your app, or a recovery code";

/** A token, or with two-factor sign-in on, a challenge for the code step. */
export type LoginAnswer = Message & { token?: string; twoFactor?: boolean; challenge?: string };
export type TokenAnswer = Message & { token: string };

/** The signed-in admin's account, as the Account screen shows it. */
export type Account = { username: string; twoFactor: boolean; recoveryCodesLeft: number };
/** A new two-factor secret: the QR code (a data: URL), its otpauth:// URI, and the secret to type in. */
export type Enrolment = { secret: string; uri: string; qr: string };
