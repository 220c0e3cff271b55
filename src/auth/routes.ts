// POST /api/admin/login: a username and password for a two-hour token.
import { Elysia, t } from "elysia";
import type { Sql } from "../db/connect.ts";
import { fail } from "../http/errors.ts";
import { clientAddress } from "./client-address.ts";
import { checkCredentials } from "./login.ts";
import { limiterKey, type LoginLimiter } from "./rate-limit.ts";
import { tokenPlugin } from "./tokens.ts";

export type LoginDeps = { sql: Sql; jwtSecret: string; limiter: LoginLimiter; trustProxy: boolean };

const LoginBody = t.Object({
  username: t.String({ minLength: 1, maxLength: 100, error: "Username is required" }),
  password: t.String({ minLength: 1, maxLength: 200, error: "Password is required" }),
});

export function loginRoutes({ sql, jwtSecret, limiter, trustProxy }: LoginDeps) {
  return new Elysia({ name: "login" }).use(tokenPlugin(jwtSecret)).post(
    "/api/admin/login",
    async ({ body, request, server, adminToken, set }) => {
      const username = body.username.trim();
      if (!username) fail(400, "Username is required");
      const key = limiterKey(username, clientAddress(request, server, trustProxy));
      const wait = await limiter.retryAfter(key);
      if (wait > 0) {
        fail(429, `Too many failed sign-in attempts. Try again in ${minutes(wait)}.`, { "retry-after": String(wait) });
      }
      if (!(await checkCredentials(sql, username, body.password))) {
        await limiter.recordFailure(key);
        fail(401, "Invalid username or password");
      }
      await limiter.reset(key);
      set.headers["cache-control"] = "no-store";
      return { success: true, message: "Login successful", token: await adminToken.sign({ sub: username }) };
    },
    { body: LoginBody },
  );
}

function minutes(seconds: number): string {
  const m = Math.ceil(seconds / 60);
  return m === 1 ? "1 minute" : `${m} minutes`;
}
