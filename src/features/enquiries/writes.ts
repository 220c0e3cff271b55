// Writing enquiries: a new one with its files (stored first, under private keys; the rows last,
// so a crash between leaves only objects the start-up sweep removes), and status changes.
import type { AttachmentType, EnquiryStatus } from "../../../client/contract/enquiries.ts";
import type { Sql } from "../../platform/db/connect.ts";
import { queueMail, type OutgoingMail } from "../../platform/mail/outbox.ts";

export type NewEnquiry = {
  name: string;
  email: string;
  message: string;
  company: string;
  service: string;
  budget: string;
  timeline: string;
  status: "new" | "spam";
  spamReason: string | null;
};

export type StoredAttachment = { key: string; name: string; type: AttachmentType; size: number };

/** The enquiry, its files' rows and the mails it makes (queued in the same write: no mail for an enquiry that was not kept). */
export async function insertEnquiry(
  sql: Sql,
  enquiry: NewEnquiry,
  files: StoredAttachment[],
  mails: (id: string) => OutgoingMail[],
): Promise<string> {
  return sql.begin(async (tx) => {
    const [row] = await tx<[{ id: string }]>`insert into enquiries ${tx(enquiry)} returning id`;
    if (files.length > 0) {
      await tx`insert into enquiry_attachments ${tx(
        files.map((file, position) => ({ enquiryId: row.id, objectKey: file.key, name: file.name, type: file.type, size: file.size, position })),
      )}`;
    }
    for (const mail of mails(row.id)) await queueMail(tx, mail);
    return row.id;
  });
}

/**
 * Sets the status of live enquiries; answers the ids changed. Read (and archived, and spam) keep
 * when it was first read; marking one unread (new) forgets it.
 */
export async function setStatus(sql: Sql, ids: string[], status: EnquiryStatus): Promise<string[]> {
  const readAt = status === "new" ? sql`null` : sql`coalesce(read_at, now())`;
  // Spam marked "not spam" is a real enquiry: its reason goes.
  const reason = status === "spam" ? sql`coalesce(spam_reason, 'marked by you')` : sql`null`;
  const rows = await sql<{ id: string }[]>`
    update enquiries set status = ${status}, read_at = ${readAt}, spam_reason = ${reason}
    where id = any(${ids}::uuid[]) and deleted_at is null returning id::text as id`;
  return rows.map((row) => row.id);
}
