// Device cookies, as OWASP's "Slow Down Online Guessing Attacks with Device Cookies" describes:
// a complete sign-in leaves a signed cookie naming the account in the browser that made it. A
// sign-in attempt that presents a valid one for the username it tries is not held by the limits
// other clients fill (per address, per account's codes, site-wide): it has a small limit of its
// own, per device (rate-limit.ts). So failures from anywhere else, however spread out, do not
// shut the owner's own browser out. The cookie grants nothing else: the password (and code) are
// still checked, and it goes only to the sign-in routes. It carries the account's token
// version: "sign out everywhere", a new password or 2FA turned on or off untrust every device.
import type { Sql } from "../db/connect.ts";
import { cameOverHttps } from "../http/security-headers.ts";
import { findAccount } from "./login.ts";
import { DEVICE_SECONDS, signDevice, verifyDevice } from "./tokens.ts";

const COOKIE = "studio_device";
const PATH = "/api/admin/login";

/** The device id of the request's cookie when it is valid for `username`, else null. */
export async function trustedDevice({ jwtSecret, sql }: { jwtSecret: string; sql: Sql }, request: Request, username: string): Promise<string | null> {
  const token = cookieValue(request.headers.get("cookie"), COOKIE);
  const device = token ? await verifyDevice(jwtSecret, token) : null;
  // Only a cookie signed with the server's secret costs this query.
  if (!device || device.username !== username) return null;
  return (await findAccount(sql, username))?.tokenVersion === device.version ? device.jti : null;
}

/** The Set-Cookie header for a browser that just signed in to the account. */
export async function deviceCookie(secret: string, request: Request, username: string, version: number, trustProxy: boolean): Promise<string> {
  const token = await signDevice(secret, username, version);
  const secure = cameOverHttps(request, trustProxy) ? "; Secure" : "";
  return `${COOKIE}=${token}; Path=${PATH}; Max-Age=${DEVICE_SECONDS}; HttpOnly; SameSite=Strict${secure}`;
}

function cookieValue(header: string | null, name: string): string | undefined {
  for (const part of (header ?? "").split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) return value.join("=");
  }
  return undefined;
}
