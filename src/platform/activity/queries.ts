// The activity log's rows: written by the admin-write hook, the sign-in audit and the purge;
// read a page at a time, newest first; kept bounded.
import type { ActivityEntry, NewActivity } from "../../../client/contract/safety.ts";
import type { Sql } from "../db/connect.ts";

export const ACTIVITY_KEEP_ENTRIES = 5_000;
const ACTIVITY_KEEP_DAYS = 180;

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

/** "1 failed sign-in", "37 failed sign-ins": the count is read back from the entry's start. */
export const failedSignIns = (count: number) => `${count} failed sign-in${count === 1 ? "" : "s"} (the usernames tried are not recorded)`;

/**
 * One more failed sign-in, counted in the entry of the hour that began with the first of them
 * (at its address), or in a new one: however many come, the log gains one entry an hour.
 */
export async function countFailedSignIn(sql: Sql, address: string): Promise<void> {
  const counted = await sql.begin(async (tx) => {
    const [open] = await tx<{ id: string; summary: string }[]>`
      select id, summary from activity where action = 'sign-in-failed' and at > now() - interval '1 hour'
      order by id desc limit 1 for update`;
    if (!open) return false;
    await tx`update activity set summary = ${failedSignIns(Number(/^\d+/.exec(open.summary)?.[0] ?? 1) + 1)} where id = ${open.id}`;
    return true;
  });
  if (!counted) await recordActivity(sql, { action: "sign-in-failed", actor: null, summary: failedSignIns(1), address, userAgent: "" });
}

type Row = Omit<ActivityEntry, "at"> & { at: Date };

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
