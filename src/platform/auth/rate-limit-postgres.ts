// The sign-in limiter kept in Postgres, for several app instances behind a load balancer: the
// same limits as the in-memory one, whichever instance takes each attempt. Time is the
// database's clock, so instances with drifting clocks agree. A reservation takes a transaction
// lock on each key, so simultaneous attempts on any instance queue for the last free place
// instead of all seeing it free.
import type { Sql } from "../db/connect.ts";
import { LOGIN_WINDOW_MS, type Limit, type LoginLimiter } from "./rate-limit.ts";

// Usernames and addresses are not kept in clear, and the key's NUL separator is not text.
const hash = (key: string) => new Bun.CryptoHasher("sha256").update(key).digest("hex");

export function createPostgresLoginLimiter(sql: Sql): LoginLimiter {
  return {
    async reserve(limits) {
      // Locks in one order (by hash), so two attempts never wait on each other's locks.
      const keyed = limits.map((limit) => ({ limit, keyHash: hash(limit.key) })).sort((a, b) => a.keyHash.localeCompare(b.keyHash));
      const refused = await sql.begin(async (tx) => {
        for (const { keyHash } of keyed) await tx`select pg_advisory_xact_lock(hashtextextended(${keyHash}, 0))`;
        for (const { limit, keyHash } of keyed) {
          const window = interval(limit);
          await tx`delete from login_failures where key_hash = ${keyHash} and failed_at <= now() - ${window}::interval`;
          const [row] = await tx<{ attempts: number; seconds: number | null }[]>`
            with recent as (
              select failed_at from login_failures where key_hash = ${keyHash}
              order by failed_at desc limit ${limit.max}
            )
            select count(*)::int as attempts,
                   ceil(extract(epoch from min(failed_at) + ${window}::interval - now()))::int as seconds
            from recent`;
          if (row && row.attempts >= limit.max) return { limit, retryAfter: Math.max(1, row.seconds ?? 1) };
        }
        for (const { keyHash } of keyed) await tx`insert into login_failures (key_hash) values (${keyHash})`;
        return null;
      });
      // Keys that are never tried again (made-up usernames) would otherwise stay forever.
      await sql`delete from login_failures where failed_at <= now() - ${interval(LONGEST)}::interval`;
      return refused;
    },
    async release(limits) {
      for (const limit of limits) {
        await sql`
          delete from login_failures where ctid = (
            select ctid from login_failures where key_hash = ${hash(limit.key)} order by failed_at desc limit 1
          )`;
      }
    },
    async reset(key) {
      await sql`delete from login_failures where key_hash = ${hash(key)}`;
    },
  };
}

/** No limit looks further back than this. */
const LONGEST = { windowMs: LOGIN_WINDOW_MS };

function interval(limit: Pick<Limit, "windowMs">): string {
  return `${limit.windowMs / 1000} seconds`;
}
