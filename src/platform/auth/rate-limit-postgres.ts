// The sign-in limiter kept in Postgres, for several app instances behind a load balancer: the
// same limits as the in-memory one, whichever instance takes each attempt. rate-limiter-flexible's
// Postgres store counts each key with one upsert, so simultaneous attempts on any instance queue
// on the key's row for the last free place instead of all seeing it free. Its windows are timed
// by the app's clock (Date.now), so the instances' clocks must agree (NTP), as they must for
// sessions already.
import { RateLimiterPostgres } from "rate-limiter-flexible";
import type { Sql } from "../db/connect.ts";
import { createLoginLimiter, type LoginLimiter } from "./rate-limit.ts";

// Usernames and addresses are not kept in clear, and the key's NUL separator is not text.
const hash = (key: string) => new Bun.CryptoHasher("sha256").update(key).digest("hex");

export function createPostgresLoginLimiter(sql: Sql): LoginLimiter {
  return createLoginLimiter(
    (options) =>
      new RateLimiterPostgres({
        ...options,
        storeClient: pgStyleClient(sql),
        // "pool": the store hands every query to the client as it is, without a checkout.
        storeType: "pool",
        tableName: "sign_in_limits",
        // Made by migrations/00012_sign_in_limits.sql, never at run time.
        tableCreated: true,
        keyPrefix: "",
      }),
    hash,
  );
}

/**
 * postgres.js answering the one call the store makes of a `pg` pool: query({ text, values })
 * resolving to { rows, rowCount }. The statement name it may add is left out: postgres.js
 * prepares its statements itself.
 */
export function pgStyleClient(sql: Sql) {
  return {
    async query({ text, values = [] }: { text: string; values?: unknown[] }) {
      const rows = await sql.unsafe(text, values as Parameters<Sql["unsafe"]>[1]);
      return { rows, rowCount: rows.count };
    },
  };
}
