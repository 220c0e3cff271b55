// The activity log's rows: written by the admin-write hook, the sign-in audit and the purge;
// read a page at a time, newest first; kept bounded.
import type { Sql } from "../db/connect.ts";

export type ActivityAction =
  | "sign-in"
  | "sign-in-failed"
  | "sign-out"
  | "sign-out-everywhere"
  | "password-changed"
  | "2fa-enabled"
  | "2fa-disabled"
  | "create"
  | "update"
  | "delete"
  | "restore"
  | "purge"
  | "reorder"
  | "settings"
  | "backup"
  | "restore-backup";

export type NewActivity = { action: ActivityAction; actor: string | null; summary: string; address: string; userAgent: string };
export type ActivityEntry = NewActivity & { id: string; at: string };

export const ACTIVITY_KEEP_ENTRIES = 5_000;
export const ACTIVITY_KEEP_DAYS = 180;

/** Longest text kept per field: a user agent or summary is someone else's input. */
const FIELD_MAX = 500;

export async function recordActivity(sql: Sql, entry: NewActivity): Promise<void> {
  const clip = (text: string) => text.slice(0, FIELD_MAX);
  await sql`
    insert into activity (action, actor, summary, address, user_agent)
    values (${entry.action}, ${entry.actor && clip(entry.actor)}, ${clip(entry.summary)}, ${clip(entry.address)}, ${clip(entry.userAgent)})`;
  await pruneActivity(sql);
}

/** Keeps the newest ACTIVITY_KEEP_ENTRIES entries, none older than ACTIVITY_KEEP_DAYS. */
export async function pruneActivity(sql: Sql): Promise<void> {
  await sql`
    delete from activity
    where at < now() - make_interval(days => ${ACTIVITY_KEEP_DAYS})
       or id < (select id from activity order by id desc offset ${ACTIVITY_KEEP_ENTRIES - 1} limit 1)`;
}

type Row = { id: string; at: Date; action: ActivityAction; actor: string | null; summary: string; address: string; userAgent: string };

/**
 * One page, newest first. `before` is the previous page's `next` (an entry id), or an ISO time;
 * `next` is null on the last page.
 */
export async function listActivity(sql: Sql, { before, limit }: { before?: string; limit: number }) {
  const cursor = !before ? sql`` : /^\d+$/.test(before) ? sql`where id < ${before}::bigint` : sql`where at < ${new Date(before)}`;
  const rows = await sql<Row[]>`
    select id::text as id, at, action, actor, summary, address, user_agent from activity ${cursor}
    order by activity.id desc limit ${limit + 1}`;
  const page = rows.slice(0, limit);
  const entries: ActivityEntry[] = page.map((row) => ({ ...row, at: row.at.toISOString() }));
  return { entries, next: rows.length > limit ? page.at(-1)!.id : null };
}
