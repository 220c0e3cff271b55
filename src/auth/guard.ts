// The server-side check behind every admin endpoint: routes opt in with `{ admin: true }` and
// receive the signed-in username. Missing, malformed, expired, forged or unsigned tokens: 401.
import { Elysia } from "elysia";
import type { Sql } from "../db/connect.ts";
import { fail } from "../http/errors.ts";
import type { Logger } from "../logger.ts";
import type { ObjectStore } from "../media/object-store.ts";
import type { RenderCache } from "../ssr/render-cache.ts";
import { tokenPlugin, VERIFY_OPTIONS } from "./tokens.ts";

const BEARER = /^Bearer ([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)$/;

export function adminGuard(secret: string) {
  return new Elysia({ name: "admin-guard", seed: secret })
    .use(tokenPlugin(secret))
    .macro({
      admin: {
        async resolve({ headers, adminToken }) {
          const token = BEARER.exec(headers.authorization ?? "")?.[1];
          if (!token) fail(401, "Please sign in to continue");
          const claims = await adminToken.verify(token, VERIFY_OPTIONS);
          if (!claims || typeof claims.sub !== "string") fail(401, "Your session has expired or is invalid. Please sign in again.");
          return { adminName: claims.sub };
        },
      },
    });
}

/** What every admin route plugin is built from. */
export type AdminDeps = {
  sql: Sql;
  objects: ObjectStore;
  log: Logger;
  cache: RenderCache;
  jwtSecret: string;
  uploadMaxBytes: number;
};
