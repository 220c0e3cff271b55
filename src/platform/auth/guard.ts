// The server-side check behind every admin endpoint: routes opt in with `{ admin: true }` and
// receive the signed-in account. Missing, malformed, expired, forged or unsigned tokens, tokens
// that claim a longer life than a session has, tokens of an account that does not exist (any
// more), of an earlier token version, or signed out: 401. Every answer of such a route, whatever
// it holds, is `Cache-Control: no-store`: no browser or proxy cache keeps admin data. Only once
// the account is verified may a long route's connection go without an idle timeout
// (src/platform/http/idle-limit.ts).
import { Elysia } from "elysia";
import { SESSION_INVALID, SIGN_IN_REQUIRED } from "../../../client/contract/account.ts";
import type { Sql } from "../db/connect.ts";
import { fail } from "../http/errors.ts";
import { liftIdleLimit } from "../http/idle-limit.ts";
import { activeAccount } from "./sessions.ts";
import { bearerToken, verifySession } from "./tokens.ts";

export function adminGuard({ jwtSecret, sql }: { jwtSecret: string; sql: Sql }) {
  return new Elysia({ name: "admin-guard", seed: jwtSecret }).macro({
    admin: {
      async resolve({ headers, request, set }) {
        set.headers["cache-control"] = "no-store";
        const token = bearerToken(headers.authorization) ?? fail(401, SIGN_IN_REQUIRED);
        const session = (await verifySession(jwtSecret, token)) ?? fail(401, SESSION_INVALID);
        const account = (await activeAccount(sql, session)) ?? fail(401, SESSION_INVALID);
        liftIdleLimit(request);
        return { adminName: account.username, adminId: account.id, adminSession: session };
      },
    },
  });
}
