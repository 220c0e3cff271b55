// The login limiter kept in Postgres, for several app instances behind a load balancer: the
// same limit as the in-memory one, whichever instance takes each attempt. Time is the
// database's clock, so instances with drifting clocks agree.
import type { Sql } from "../db/connect.ts";
import { LOGIN_MAX_FAILURES, LOGIN_WINDOW_MS, type LoginLimiter } from "./rate-limit.ts";

export function createPostgresLoginLimiter(sql: Sql, options: { max?: number; windowMs?: number } = {}): LoginLimiter {
  const max = options.max ?? LOGIN_MAX_FAILURES;
  const window = `${(options.windowMs ?? LOGIN_WINDOW_MS) / 1000} seconds`;
  // Usernames and addresses are not kept in clear, and the key's NUL separator is not text.
  const hash = (key: string) => new Bun.CryptoHasher("sha256").update(key).digest("hex");

  return {
    async retryAfter(key) {
      const [row] = await sql<{ failures: number; seconds: number | null }[]>`
        with recent as (
          select failed_at from login_failures
          where key_hash = ${hash(key)} and failed_at > now() - ${window}::interval
          order by failed_at desc limit ${max}
        )
        select count(*)::int as failures,
               ceil(extract(epoch from min(failed_at) + ${window}::interval - now()))::int as seconds
        from recent`;
      if (!row || row.failures < max) return 0;
      return Math.max(1, row.seconds ?? 1);
    },
    async recordFailure(key) {
      const keyHash = hash(key);
      await sql`delete from login_failures where key_hash = ${keyHash} and failed_at <= now() - ${window}::interval`;
      await sql`insert into login_failures (key_hash) values (${keyHash})`;
    },
    async reset(key) {
      await sql`delete from login_failures where key_hash = ${hash(key)}`;
    },
  };
}
