// The admin's own account: the password rule, and every message either side says about signing
// in and the account. The account routes (src/platform/auth/) answer with these words, and the
// login page and Account screen check with the same words first. Plain data, no schema library:
// the sign-in screen reads it (the answers' schemas are account-answers.ts).

/** The shortest admin password the Account screen and the server accept. */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 200;

/** How many codes one sign-in's code step takes; after that the password is asked again. */
export const CHALLENGE_MAX_CODES = 5;

/** The sign-in's fields (the login page and POST /api/admin/login). */
export const USERNAME_REQUIRED = "Username is required";
export const PASSWORD_REQUIRED = "Password is required";
export const SIGNED_IN = "Login successful";
/** The toast after Logout, whatever the server answered. */
export const LOGGED_OUT = "Logged out successfully";

/** The code step's answers. */
export const CODE_REQUIRED = "Enter the 6-digit code or a recovery code";
export const WRONG_CODE = "That code is not right. Try the current code, or a recovery code.";
export const TOO_MANY_CODES = "Too many wrong codes. Sign in again with your password.";
export const SIGN_IN_AGAIN = "The sign-in took too long or is no longer valid. Please sign in again.";

/** A request without a token, and with one that does not hold (expired, signed out, forged). */
export const SIGN_IN_REQUIRED = "Please sign in to continue";
export const SESSION_INVALID = "Your session has expired or is invalid. Please sign in again.";

/** The Account screen's fields, checked by its forms before the account routes check them again. */
export const CURRENT_PASSWORD_REQUIRED = "Enter your current password";
export const PASSWORD_TO_CONFIRM = "Enter your password";
export const PASSWORD_NOT_CORRECT = "The password is not correct";
/** The form's own check (its field stops a longer one); the server's words cover both ends. */
export const NEW_PASSWORD_TOO_SHORT = `The new password must be at least ${PASSWORD_MIN_LENGTH} characters long`;
export const NEW_PASSWORD_LENGTH = `The new password must be ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters long`;
/** Turning two-factor sign-in on asks for the app's current code. */
export const APP_CODE_REQUIRED = "Enter the 6-digit code your app shows";
/** Turning two-factor sign-in off asks for a code as well as the password. */
export const DISABLE_CODE_REQUIRED = "Enter the 6-digit code from your app, or a recovery code";
