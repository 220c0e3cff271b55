// Before any admin write's body is read: is there a bearer token signed with our secret and not
// expired? Without one the answer is a 401 and the body is never parsed, so an anonymous client
// cannot make the server parse (or validate) whatever it sends. Only the cheap, stateless part
// of the check is done here; the guard (guard.ts) still does the full one per route.
import { Elysia } from "elysia";
import { SESSION_INVALID, SIGN_IN_REQUIRED } from "../../../client/contract/account.ts";
import { bearerToken, verifySession } from "./tokens.ts";
import { fail } from "../http/errors.ts";
import type { PolicyOf } from "../http/route-policy.ts";

/** Reads carry no body worth refusing; the public lists under /api/admin are GETs. */
const BODILESS = new Set(["GET", "HEAD", "OPTIONS"]);

/** Signing in (the password step and the code step, routes declaring `signIn`) is the one admin write made without a token. */
export function adminPreflight(jwtSecret: string, policyOf: PolicyOf) {
  return new Elysia({ name: "admin-preflight", seed: jwtSecret }).onRequest(async ({ request }) => {
    if (BODILESS.has(request.method)) return;
    const path = new URL(request.url).pathname;
    if (!path.startsWith("/api/admin/") || policyOf(request)?.signIn) return;
    const token = bearerToken(request.headers.get("authorization")) ?? fail(401, SIGN_IN_REQUIRED);
    // The same signature, algorithm and lifetime checks as the guard's, without the database.
    if (!(await verifySession(jwtSecret, token))) fail(401, SESSION_INVALID);
  });
}
