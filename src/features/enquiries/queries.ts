// Reading enquiries for the admin: the list (a status, a search, a page), one with its files, the
// count of new ones, and every one a filter matches (the CSV export). Live rows only: the trash
// has the deleted ones.
import { attachmentPath, ENQUIRY_LIMITS, type Enquiry, type EnquiryAttachment, type EnquiryStatus } from "../../../client/contract/enquiries.ts";
import type { Queries } from "../../platform/db/connect.ts";
import { containsPattern } from "../../platform/db/like-pattern.ts";

type EnquiryRow = Omit<Enquiry, "_id" | "createdAt" | "readAt" | "attachments"> & { id: string; createdAt: Date; readAt: Date | null };
type AttachmentRow = { id: string; enquiryId: string; name: string; type: string; size: number };

export type EnquiryFilter = { status?: EnquiryStatus; q?: string };

const COLUMNS = ["id", "name", "email", "message", "company", "service", "budget", "timeline", "status", "spam_reason", "read_at", "created_at"];

function where(sql: Queries, { status, q }: EnquiryFilter) {
  // No status: the inbox, which is everything but spam.
  const byStatus = status ? sql`and status = ${status}` : sql`and status <> 'spam'`;
  const like = containsPattern(q);
  if (!like) return sql`deleted_at is null ${byStatus}`;
  return sql`deleted_at is null ${byStatus}
    and (name ilike ${like} or email ilike ${like} or company ilike ${like} or message ilike ${like})`;
}

async function withAttachments(sql: Queries, rows: EnquiryRow[]): Promise<Enquiry[]> {
  const ids = rows.map((row) => row.id);
  const files =
    ids.length === 0
      ? []
      : await sql<AttachmentRow[]>`
          select id, enquiry_id, name, type, size from enquiry_attachments
          where enquiry_id = any(${ids}::uuid[]) and deleted_at is null order by position, created_at`;
  return rows.map((row) => ({
    _id: row.id,
    name: row.name,
    email: row.email,
    message: row.message,
    company: row.company,
    service: row.service,
    budget: row.budget,
    timeline: row.timeline,
    status: row.status,
    spamReason: row.spamReason,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
    attachments: files.filter((file) => file.enquiryId === row.id).map((file) => toAttachment(row.id, file)),
  }));
}

const toAttachment = (enquiryId: string, file: AttachmentRow): EnquiryAttachment => ({
  _id: file.id,
  name: file.name,
  type: file.type,
  size: file.size,
  url: attachmentPath(enquiryId, file.id),
});

export async function listEnquiries(sql: Queries, filter: EnquiryFilter & { page?: number }) {
  const page = filter.page ?? 1;
  const size = ENQUIRY_LIMITS.pageSize;
  const rows = await sql<EnquiryRow[]>`
    select ${sql(COLUMNS)} from enquiries where ${where(sql, filter)}
    order by created_at desc, id limit ${size} offset ${(page - 1) * size}`;
  const [{ total }] = await sql<[{ total: number }]>`select count(*)::int as total from enquiries where ${where(sql, filter)}`;
  return { enquiries: await withAttachments(sql, rows), total, page, pageSize: size };
}

/** Every enquiry the filter matches, newest first, a batch at a time (the CSV export). */
export async function* eachEnquiry(sql: Queries, filter: EnquiryFilter): AsyncGenerator<Enquiry[]> {
  let before: { createdAt: Date; id: string } | null = null;
  for (;;) {
    const after = before ? sql`and (created_at, id) < (${before.createdAt}, ${before.id}::uuid)` : sql``;
    const rows: EnquiryRow[] = await sql<EnquiryRow[]>`
      select ${sql(COLUMNS)} from enquiries where ${where(sql, filter)} ${after}
      order by created_at desc, id desc limit 500`;
    if (rows.length === 0) return;
    yield await withAttachments(sql, rows);
    const last = rows[rows.length - 1]!;
    before = { createdAt: last.createdAt, id: last.id };
  }
}

/** Every live enquiry, newest first: what the declaration lists (a restore checks these). */
export async function listAllEnquiries(sql: Queries): Promise<Enquiry[]> {
  const rows = await sql<EnquiryRow[]>`select ${sql(COLUMNS)} from enquiries where deleted_at is null order by created_at desc, id`;
  return withAttachments(sql, rows);
}

export async function getEnquiry(sql: Queries, id: string): Promise<Enquiry | null> {
  const rows = await sql<EnquiryRow[]>`select ${sql(COLUMNS)} from enquiries where id = ${id} and deleted_at is null`;
  return (await withAttachments(sql, rows))[0] ?? null;
}

export async function countNewEnquiries(sql: Queries): Promise<number> {
  const [{ count }] = await sql<[{ count: number }]>`select count(*)::int as count from enquiries where status = 'new' and deleted_at is null`;
  return count;
}

/** A live enquiry's live file: where it is stored and what to call it. */
export async function findAttachment(sql: Queries, enquiryId: string, attachmentId: string) {
  const [row] = await sql<{ objectKey: string; name: string; type: string; size: number }[]>`
    select a.object_key, a.name, a.type, a.size from enquiry_attachments a join enquiries e on e.id = a.enquiry_id
    where a.id = ${attachmentId} and a.enquiry_id = ${enquiryId} and a.deleted_at is null and e.deleted_at is null`;
  return row ?? null;
}

/** Every live attachment, as the declaration lists them. */
export async function listAllAttachments(sql: Queries): Promise<EnquiryAttachment[]> {
  const rows = await sql<AttachmentRow[]>`
    select id, enquiry_id, name, type, size from enquiry_attachments where deleted_at is null order by created_at`;
  return rows.map((row) => toAttachment(row.enquiryId, row));
}
