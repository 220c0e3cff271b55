// The outbox table (migrations/00014_mail_outbox.sql): queueing a message, taking due rows for a
// while (a lease), and recording what became of each. Times are the database's, so instances
// with different clocks agree on what is due.
import type { MailStatus } from "../../../client/contract/mail.ts";
import type { Queries, Sql } from "../db/connect.ts";

export type OutgoingMail = { to: string; replyTo?: string; subject: string; text: string };

/** A row taken to be sent: its message, and how many tries it has had, this one included. */
export type ClaimedMail = OutgoingMail & { id: string; attempts: number };

/** How long a reason is kept: a server's reply is a line or two, a stack trace is not wanted. */
const REASON_MAX = 500;

/** Queues a message; pass a transaction's sql to queue it with the write it tells of (both or neither are saved). */
export async function queueMail(sql: Queries, mail: OutgoingMail): Promise<void> {
  await sql`
    insert into mail_outbox (recipient, reply_to, subject, body)
    values (${mail.to}, ${mail.replyTo ?? null}, ${mail.subject}, ${mail.text})`;
}

/**
 * Takes up to `limit` due rows for `leaseMs`: no other sender takes them meanwhile (`skip locked`
 * keeps two that ask at once apart, the lease keeps them apart while the mail is out). A sender
 * that dies mid-send leaves the lease to run out, and the row is tried again after it.
 */
export async function claimDue(sql: Sql, { limit, leaseMs }: { limit: number; leaseMs: number }): Promise<ClaimedMail[]> {
  const rows = await sql<{ id: string; recipient: string; replyTo: string | null; subject: string; body: string; attempts: number }[]>`
    update mail_outbox set claimed_until = now() + ${leaseMs}::float8 * interval '1 millisecond', attempts = attempts + 1
    where id in (
      select id from mail_outbox
      where status = 'waiting' and next_attempt_at <= now() and (claimed_until is null or claimed_until <= now())
      order by next_attempt_at, created_at
      limit ${limit}
      for update skip locked)
    returning id, recipient, reply_to, subject, body, attempts`;
  return rows.map((row) => ({
    id: row.id,
    to: row.recipient,
    ...(row.replyTo !== null && { replyTo: row.replyTo }),
    subject: row.subject,
    text: row.body,
    attempts: row.attempts,
  }));
}

export async function markSent(sql: Sql, id: string): Promise<void> {
  await sql`update mail_outbox set status = 'sent', sent_at = now(), claimed_until = null, body = '' where id = ${id}`;
}

/** A try that failed: tried again after `retryInMs`, or (null) failed for good. The reason is the mail server's. */
export async function markFailedTry(sql: Sql, id: string, reason: string, retryInMs: number | null): Promise<void> {
  const lastError = reason.slice(0, REASON_MAX);
  if (retryInMs === null) {
    await sql`
      update mail_outbox set status = 'failed', failed_at = now(), last_error = ${lastError}, last_error_at = now(),
        claimed_until = null, body = ''
      where id = ${id}`;
  } else {
    await sql`
      update mail_outbox set next_attempt_at = now() + ${retryInMs}::float8 * interval '1 millisecond', last_error = ${lastError},
        last_error_at = now(), claimed_until = null
      where id = ${id}`;
  }
}

/** Without SMTP_URL: what was queued is recorded as never to be sent, rather than waiting for a server that is not there. */
export async function markWaitingOff(sql: Sql): Promise<number> {
  const rows = await sql`update mail_outbox set status = 'off', body = '', claimed_until = null where status = 'waiting' returning id`;
  return rows.length;
}

/** Rows that are done (sent, failed, off) are kept this long, for the status and for whoever looks into a failure. */
export async function purgeDone(sql: Sql, olderThanDays: number): Promise<void> {
  await sql`
    delete from mail_outbox
    where status <> 'waiting' and coalesce(sent_at, failed_at, created_at) < now() - ${olderThanDays}::float8 * interval '1 day'`;
}

/**
 * The admin's view. Failing: the messages whose last try failed after the newest mail that went
 * out (retrying or given up), so a failure shows until mail goes out again, and no longer.
 */
export async function mailStatus(sql: Sql, on: boolean): Promise<MailStatus> {
  const [counts] = await sql<{ waiting: number; failing: number }[]>`
    with last_sent as (select coalesce(max(sent_at), '-infinity') as at from mail_outbox where status = 'sent')
    select
      count(*) filter (where status = 'waiting')::int as waiting,
      count(*) filter (where status in ('waiting', 'failed') and last_error_at > (select at from last_sent))::int as failing
    from mail_outbox`;
  const { waiting = 0, failing = 0 } = counts ?? {};
  if (!on || failing === 0) return { on, failing: null, waiting: on ? waiting : 0 };
  const [newest] = await sql<{ lastError: string; lastErrorAt: Date }[]>`
    select last_error, last_error_at from mail_outbox
    where status in ('waiting', 'failed') and last_error_at is not null
    order by last_error_at desc limit 1`;
  return { on, failing: { count: failing, lastError: newest!.lastError, lastErrorAt: newest!.lastErrorAt.toISOString() }, waiting };
}
