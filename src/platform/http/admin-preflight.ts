// Before any admin write's body is read: is there a bearer token signed with our secret and not
// expired? Without one the answer is a 401 and the body is never parsed, so an anonymous client
// cannot make the server parse (or validate) whatever it sends. Only the cheap, stateless part
// of the check is done here; the guard (src/platform/auth/guard.ts) still does the full one per route.
import { Elysia } from "elysia";
import { SESSION_INVALID, SIGN_IN_REQUIRED } from "../../../client/contract/account.ts";
import { bearerToken, verifySession } from "../auth/tokens.ts";
import { fail } from "./errors.ts";

/** Reads carry no body worth refusing; the public lists under /api/admin are GETs. */
const BODILESS = new Set(["GET", "HEAD", "OPTIONS"]);

/** Signing in (the password step and the code step) is the one admin write made without a token. */
function isSignIn(path: string): boolean {
  return path === "/api/admin/login" || path.startsWith("/api/admin/login/");
}

export function adminPreflight(jwtSecret: string) {
  return new Elysia({ name: "admin-preflight", seed: jwtSecret }).onRequest(async ({ request }) => {
    if (BODILESS.has(request.method)) return;
    const path = new URL(request.url).pathname;
    if (!path.startsWith("/api/admin/") || isSignIn(path)) return;
    const token = bearerToken(request.headers.get("authorization")) ?? fail(401, SIGN_IN_REQUIRED);
    // The same signature, algorithm and lifetime checks as the guard's, without the database.
    if (!(await verifySession(jwtSecret, token))) fail(401, SESSION_INVALID);
  });
}
