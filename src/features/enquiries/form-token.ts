// The contact form's time token: when the form was drawn, signed with the app's secret (HMAC), so
// a post can tell how long its sender had the form. A person needs more than a few seconds to
// type a message; a bot that posts at once, or replays a form it fetched long ago, is caught
// without a puzzle for the visitor. The page is drawn for each request (its data is `uncached`),
// so the time is the visitor's own.
import { createHmac, timingSafeEqual } from "node:crypto";

/** Sooner than this after the form was drawn, no person has typed a message. */
export const TOKEN_MIN_AGE_MS = 3_000;
/** Later than this, the form is a replay (a visitor with a tab left open a day sends it again). */
export const TOKEN_MAX_AGE_MS = 24 * 60 * 60 * 1000;

export type TokenCheck = "ok" | "missing" | "forged" | "too fast" | "expired";

const sign = (secret: string, time: string) => createHmac("sha256", secret).update(`contact-form\u0000${time}`).digest("base64url");

export function signFormToken(secret: string, now = Date.now()): string {
  const time = String(now);
  return `${time}.${sign(secret, time)}`;
}

export function checkFormToken(secret: string, token: string | undefined, now = Date.now()): TokenCheck {
  if (!token) return "missing";
  const [time = "", signature = ""] = token.split(".");
  if (!/^\d{1,15}$/.test(time)) return "forged";
  const expected = Buffer.from(sign(secret, time));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return "forged";
  const age = now - Number(time);
  if (age < TOKEN_MIN_AGE_MS) return "too fast";
  if (age > TOKEN_MAX_AGE_MS) return "expired";
  return "ok";
}
