// One restore at a time, across every instance on the database: a Postgres advisory lock held
// on a connection of its own for the restore's length; a second restore gets a 409 instead of
// waiting. The embedded database is one process with one connection (which the restore itself
// needs): there the in-process flag is the lock.
import type { Sql } from "../db/connect.ts";
import { fail } from "../http/errors.ts";

const RESTORE_LOCK_ID = 7_240_114; // beside migrate.ts's 7_240_113

const BUSY = "Another restore is under way. Wait for it to finish, then try again.";

const held = new WeakSet<Sql>();

export async function withRestoreLock<T>(sql: Sql, work: () => Promise<T>): Promise<T> {
  if (held.has(sql)) fail(409, BUSY);
  held.add(sql);
  try {
    if ((sql.options.max ?? 1) <= 1) return await work();
    const conn = await sql.reserve();
    try {
      const [row] = await conn<{ locked: boolean }[]>`select pg_try_advisory_lock(${RESTORE_LOCK_ID}) as locked`;
      if (!row?.locked) fail(409, BUSY);
      try {
        return await work();
      } finally {
        await conn`select pg_advisory_unlock(${RESTORE_LOCK_ID})`.catch(() => {});
      }
    } finally {
      conn.release();
    }
  } finally {
    held.delete(sql);
  }
}
