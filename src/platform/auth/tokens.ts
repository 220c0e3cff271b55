// Admin tokens: HS256 JWTs. A session token names the account (sub), the account's token
// version (ver, raised to revoke every earlier token) and its own id (jti, for "Logout"); it
// lasts two hours, and the guard checks that lifetime against iat itself, so a token signed
// with the secret but claiming to expire in 2300 is still refused. A challenge token is the
// short-lived proof that the password step passed, good only for the two-factor code step; its
// jti names its server-side record (challenges.ts). A device token is the device cookie's value
// (device.ts): which browser signed in to the account before.
import { jwtVerify, SignJWT, type JWTPayload } from "jose";

const TOKEN_ALGORITHM = "HS256";
const SESSION_SECONDS = 2 * 60 * 60;
export const CHALLENGE_SECONDS = 5 * 60;
export const DEVICE_SECONDS = 180 * 24 * 60 * 60;
/** Clocks of several instances may differ a little; a token "from the future" beyond this is forged. */
const CLOCK_SKEW_SECONDS = 60;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

// The scheme is case-insensitive (RFC 9110, section 11.1); the token is three base64url parts.
const BEARER = /^bearer +([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)$/i;

/** The token of an Authorization header, if it is a bearer token at all. */
export function bearerToken(header: string | null | undefined): string | undefined {
  return BEARER.exec(header ?? "")?.[1];
}

export type Session = { username: string; version: number; jti: string; expiresAt: Date };
type Kind = "session" | "2fa-challenge" | "device";

export function signSession(secret: string, username: string, version: number): Promise<string> {
  return sign(secret, "session", username, version, SESSION_SECONDS);
}

/** `id`: the challenge's server-side record (challenges.ts). */
export function signChallenge(secret: string, username: string, version: number, id: string): Promise<string> {
  return sign(secret, "2fa-challenge", username, version, CHALLENGE_SECONDS, id);
}

export function signDevice(secret: string, username: string, version: number): Promise<string> {
  return sign(secret, "device", username, version, DEVICE_SECONDS);
}

export function verifySession(secret: string, token: string): Promise<Session | null> {
  return verify(secret, token, "session", SESSION_SECONDS);
}

export function verifyChallenge(secret: string, token: string): Promise<Session | null> {
  return verify(secret, token, "2fa-challenge", CHALLENGE_SECONDS);
}

export function verifyDevice(secret: string, token: string): Promise<Session | null> {
  return verify(secret, token, "device", DEVICE_SECONDS);
}

async function sign(
  secret: string,
  kind: Kind,
  username: string,
  version: number,
  seconds: number,
  id: string = crypto.randomUUID(),
): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ ver: version, kind })
    .setProtectedHeader({ alg: TOKEN_ALGORITHM })
    .setSubject(username)
    .setJti(id)
    .setIssuedAt(now)
    .setExpirationTime(now + seconds)
    .sign(key(secret));
}

async function verify(secret: string, token: string, kind: Kind, maxSeconds: number): Promise<Session | null> {
  let claims: JWTPayload;
  try {
    ({ payload: claims } = await jwtVerify(token, key(secret), { algorithms: [TOKEN_ALGORITHM], requiredClaims: ["exp", "iat", "sub", "jti"] }));
  } catch {
    return null;
  }
  const now = Math.floor(Date.now() / 1000);
  const { sub, jti, iat, exp, ver, kind: claimedKind } = claims as JWTPayload & { ver?: unknown; kind?: unknown };
  if (claimedKind !== kind || typeof sub !== "string" || !UUID.test(jti ?? "") || !Number.isInteger(ver)) return null;
  if (iat! > now + CLOCK_SKEW_SECONDS || exp! - iat! > maxSeconds || now - iat! > maxSeconds) return null;
  return { username: sub, version: ver as number, jti: jti!, expiresAt: new Date(exp! * 1000) };
}

const keys = new Map<string, Uint8Array>();
function key(secret: string): Uint8Array {
  let bytes = keys.get(secret);
  if (!bytes) keys.set(secret, (bytes = new TextEncoder().encode(secret)));
  return bytes;
}
