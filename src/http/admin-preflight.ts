// Before any admin write's body is read: is there a bearer token signed with our secret and not
// expired? Without one the answer is a 401 and the body is never parsed, so an anonymous client
// cannot make the server parse (or validate) whatever it sends. Only the cheap, stateless part
// of the check is done here; the guard (src/auth/guard.ts) still does the full one per route.
import { Elysia } from "elysia";
import { jwtVerify } from "jose";
import { fail } from "./errors.ts";

/** The scheme is case-insensitive (RFC 9110, 11.1); a token is three base64url parts. */
const BEARER = /^bearer +([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)$/i;
/** Reads carry no body worth refusing; the public lists under /api/admin are GETs. */
const BODILESS = new Set(["GET", "HEAD", "OPTIONS"]);

/** Signing in (the password step and the code step) is the one admin write made without a token. */
function isSignIn(path: string): boolean {
  return path === "/api/admin/login" || path.startsWith("/api/admin/login/");
}

export function adminPreflight(jwtSecret: string) {
  const key = new TextEncoder().encode(jwtSecret);
  return new Elysia({ name: "admin-preflight", seed: jwtSecret }).onRequest(async ({ request }) => {
    if (BODILESS.has(request.method)) return;
    const path = new URL(request.url).pathname;
    if (!path.startsWith("/api/admin/") || isSignIn(path)) return;
    const token = BEARER.exec(request.headers.get("authorization") ?? "")?.[1];
    if (!token) fail(401, "Please sign in to continue");
    try {
      // HS256 pinned, as the tokens are signed; jose checks exp (and nbf) itself.
      await jwtVerify(token, key, { algorithms: ["HS256"], requiredClaims: ["exp", "sub"] });
    } catch {
      fail(401, "Your session has expired or is invalid. Please sign in again.");
    }
  });
}
