// The revisions' rows (migrations/00008): one per publish of a page, save of a project or of the
// studio's details, numbered from 1 per subject. Written inside the caller's transaction, so a
// revision exists exactly when the change it records was committed. Each subject keeps its first
// revision and its newest `keep` (REVISIONS_KEEP): the ones between go as new ones come, so a
// page published every day does not grow its history, and every backup, without end.
import type { TSchema } from "@sinclair/typebox";
import type { FieldChange, Revision } from "../../../client/contract/revisions.ts";
import type { Queries } from "../db/connect.ts";
import { HELD_KEYS_PATH } from "../media/sweep.ts";
import { changeSummary, diffValues } from "./diff.ts";

/** The first revision of a subject also keeps what it replaced, so even the first change can be reverted. */
export const BASELINE_SUMMARY = "As it was before the first recorded change";

/** A subject's first revision when what it replaced is not known. */
const FIRST_SUMMARY = "The first version kept";

type Row = {
  id: string;
  subject: string;
  number: number;
  content: unknown;
  changes: FieldChange[];
  summary: string;
  author: string;
  createdAt: Date;
};

const toRevision = (row: Row): Revision => ({
  _id: row.id,
  subject: row.subject,
  number: row.number,
  author: row.author,
  createdAt: row.createdAt.toISOString(),
  summary: row.summary,
  changes: row.changes,
});

export type NewRevision = {
  subject: string;
  /** What the subject was before this change (for the diff), and after it. */
  before: unknown;
  content: unknown;
  /** The signed-in admin, as the activity log names them. */
  author: string;
  /** Names the fields in the diff. */
  schema?: TSchema;
  /** Instead of "Changed …" (a revert says what it went back to). */
  summary?: string;
  /** How many of the subject's newest revisions are kept, besides its first (REVISIONS_KEEP). */
  keep: number;
};

/**
 * Keeps a revision of `content`; null when nothing changed. Revisions of one subject are numbered
 * one at a time: concurrent saves of it wait for each other's transaction here.
 */
export async function recordRevision(tx: Queries, revision: NewRevision): Promise<Revision | null> {
  const changes = diffValues(revision.before, revision.content, revision.schema);
  if (changes.length === 0) return null;
  await tx`select pg_advisory_xact_lock(hashtext('revisions'), hashtext(${revision.subject}))`;
  let number = await latestNumber(tx, revision.subject);
  if (number === 0) {
    await insert(tx, { subject: revision.subject, number: ++number, content: revision.before, changes: [], summary: BASELINE_SUMMARY, author: "" });
  }
  const kept = await insert(tx, {
    subject: revision.subject,
    number: number + 1,
    content: revision.content,
    changes,
    summary: revision.summary ?? changeSummary(changes),
    author: revision.author,
  });
  await prune(tx, revision.subject, revision.keep);
  return kept;
}

/** Removes the subject's revisions between its first and its newest `keep`. */
async function prune(tx: Queries, subject: string, keep: number): Promise<void> {
  await tx`
    delete from revisions where subject = ${subject}
      and number > (select min(number) from revisions where subject = ${subject})
      and number <= (select max(number) from revisions where subject = ${subject}) - ${keep}`;
}

/**
 * Keeps a revision of `content` when it differs from the subject's latest revision. A subject's
 * first revision is compared with `before`, what the change replaced, when the caller has it
 * (and that is kept too, so even the first change can be taken back); without it, it is kept
 * whole, with no changes listed.
 */
export async function keepRevision(tx: Queries, revision: Omit<NewRevision, "before"> & { before?: unknown }): Promise<Revision | null> {
  await tx`select pg_advisory_xact_lock(hashtext('revisions'), hashtext(${revision.subject}))`;
  const [latest] = await tx<{ content: unknown }[]>`select content from revisions where subject = ${revision.subject} order by number desc limit 1`;
  if (latest) return recordRevision(tx, { ...revision, before: latest.content });
  if (revision.before !== undefined) return recordRevision(tx, { ...revision, before: revision.before });
  return insert(tx, {
    subject: revision.subject,
    number: 1,
    content: revision.content,
    changes: [],
    summary: FIRST_SUMMARY,
    author: revision.author,
  });
}

async function insert(tx: Queries, row: Omit<Row, "id" | "createdAt">): Promise<Revision> {
  const [inserted] = await tx<Row[]>`
    insert into revisions (subject, number, content, changes, summary, author)
    values (${row.subject}, ${row.number}, ${tx.json(row.content as never)}, ${tx.json(row.changes as never)}, ${row.summary}, ${row.author})
    returning id, subject, number, content, changes, summary, author, created_at`;
  return toRevision(inserted!);
}

/** The subject's newest revision number; 0 when it has none. */
export async function latestNumber(sql: Queries, subject: string): Promise<number> {
  const [row] = await sql<{ number: number | null }[]>`select max(number) as number from revisions where subject = ${subject}`;
  return row?.number ?? 0;
}

/** The subject's revisions, newest first (without their content: the diff is in `changes`). */
export async function listRevisions(sql: Queries, subject: string, limit = 200): Promise<Revision[]> {
  const rows = await sql<Row[]>`
    select id, subject, number, null as content, changes, summary, author, created_at from revisions
    where subject = ${subject} order by number desc limit ${limit}`;
  return rows.map(toRevision);
}

/** One revision of the subject with its content; null when there is no such revision. */
export async function getRevision(sql: Queries, subject: string, id: string): Promise<(Revision & { content: unknown }) | null> {
  const [row] = await sql<Row[]>`
    select id, subject, number, content, changes, summary, author, created_at from revisions
    where subject = ${subject} and id = ${id}`;
  return row ? { ...toRevision(row), content: row.content } : null;
}

/** The bucket keys revisions' content holds (an image or video field's `key`), for the sweep and a restore's checks. */
export async function revisionMediaKeys(sql: Queries): Promise<string[]> {
  const rows = await sql<{ key: string }[]>`
    select distinct jsonb_path_query(content, ${HELD_KEYS_PATH}::jsonpath) #>> '{}' as key from revisions`;
  return rows.map((row) => row.key);
}
