// Enquiries: what a visitor sends from /contact, and the inbox the owner reads them in. The public
// form's fields, limits and messages, the enquiry as the admin API answers it, the list's query,
// the status changes, the CSV export and the attachment URLs. Both the server (validation, the
// intake's error page) and the browser (the form's inline errors, the admin inbox) read these.
import { Type as t, type Static } from "@sinclair/typebox";
import { pathTo } from "./endpoint.ts";
import { Answer, Id, IdParams, Nullable, Text, TrashedAnswer, fieldMessages, SearchWords } from "./common.ts";
import { ENQUIRY_LIMITS } from "./enquiry-form.ts";

// The form's plain data lives beside this file, for the public page to carry without TypeBox.
export {
  ATTACHMENT_ACCEPT,
  ATTACHMENT_FORMATS,
  ATTACHMENT_TYPES,
  CONTACT_PATH,
  ENQUIRY_FIELDS,
  ENQUIRY_LIMITS,
  ENQUIRY_MESSAGES,
  type AttachmentType,
  type ContactFormState,
  type EnquiryField,
  type EnquiryValues,
} from "./enquiry-form.ts";

/** new: not opened yet (counted on the dashboard and in the menu); spam: never counted, never mailed. */
export const ENQUIRY_STATUSES = ["new", "read", "archived", "spam"] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];
export const EnquiryStatusSchema = t.Union(
  ENQUIRY_STATUSES.map((status) => t.Literal(status)),
  { error: `status must be one of: ${ENQUIRY_STATUSES.join(", ")}` },
);

/** The inbox's names for the statuses (its filter and badges). */
export const ENQUIRY_STATUS_LABELS: Record<EnquiryStatus, string> = { new: "New", read: "Read", archived: "Archived", spam: "Spam" };

const EMAIL_PATTERN = '^[^\\s@"<>()\\[\\]\\\\,;:]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+$';

/**
 * The public form's text fields (multipart/form-data; the files are `attachments`, up to three).
 * `website` is the honeypot (hidden from people; a bot fills it), `token` the signed time the form
 * was drawn. Unknown fields are ignored, so an old page still sends.
 */
export const EnquiryForm = t.Object({
  name: Text("Name", ENQUIRY_LIMITS.name, { required: true }),
  email: t.String({
    title: "Email",
    maxLength: ENQUIRY_LIMITS.email,
    pattern: EMAIL_PATTERN,
    messages: fieldMessages("Email", ENQUIRY_LIMITS.email, "Email must be a valid address, e.g. name@example.com"),
  }),
  message: Text("Message", ENQUIRY_LIMITS.message, { required: true }),
  company: t.Optional(Text("Company", ENQUIRY_LIMITS.company)),
  /** A service's key (client/contract/families.ts), or "" for none. */
  service: t.Optional(Text("Service", ENQUIRY_LIMITS.choice)),
  budget: t.Optional(Text("Budget", ENQUIRY_LIMITS.choice)),
  timeline: t.Optional(Text("Timeline", ENQUIRY_LIMITS.choice)),
  website: t.Optional(t.String({ maxLength: 500 })),
  token: t.Optional(t.String({ maxLength: 200 })),
});
export type EnquiryForm = Static<typeof EnquiryForm>;

/** Each field's refusal, keyed by field name; `form` is the message above the form. */
export const EnquiryErrors = t.Record(t.String(), t.String());
export type EnquiryErrors = Record<string, string>;

/**
 * POST /contact answered to a script (Accept: application/json): sent (the thank-you), or the
 * refusal with each field's message. Without scripts the same answers are HTML pages.
 */
export const EnquiryIntakeAnswer = t.Object({ success: t.Boolean(), message: t.String(), errors: t.Optional(EnquiryErrors) });
export type EnquiryIntakeAnswer = Static<typeof EnquiryIntakeAnswer>;

/** A file sent with an enquiry, served only to the signed-in owner at `url` (attachmentPath). */
export const EnquiryAttachment = t.Object({
  _id: t.String(),
  name: t.String(),
  type: t.String(),
  /** Bytes. */
  size: t.Integer(),
  url: t.String(),
});
export type EnquiryAttachment = Static<typeof EnquiryAttachment>;

/** An enquiry as the admin API answers it; optional fields the visitor left out are "". */
export const Enquiry = t.Object({
  _id: t.String(),
  name: t.String(),
  email: t.String(),
  message: t.String(),
  company: t.String(),
  /** A service's key (client/contract/families.ts), or "". */
  service: t.String(),
  budget: t.String(),
  timeline: t.String(),
  status: EnquiryStatusSchema,
  createdAt: t.String(),
  /** When it was first opened or marked read; null while new (and when marked unread again). */
  readAt: Nullable(t.String()),
  /** Why the intake took it for spam (honeypot, too fast, expired form, links, flood); null otherwise. */
  spamReason: Nullable(t.String()),
  attachments: t.Array(EnquiryAttachment),
});
export type Enquiry = Static<typeof Enquiry>;

/** The one URL an attachment is served at: only with the owner's token, as a download. */
export const ENQUIRY_ATTACHMENT_PATH = "/api/admin/enquiries/:id/attachments/:attachmentId";
export const attachmentPath = (enquiryId: string, attachmentId: string) => pathTo(ENQUIRY_ATTACHMENT_PATH, { id: enquiryId, attachmentId });

/**
 * GET /api/admin/enquiries?status=&q=&page=: newest first. No status: every enquiry but spam;
 * `q` matches name, email, company and message (case-insensitive); `page` from 1.
 */
export const EnquiryQuery = t.Object({
  status: t.Optional(EnquiryStatusSchema),
  q: t.Optional(SearchWords(ENQUIRY_LIMITS.search)),
  page: t.Optional(t.String({ pattern: "^[1-9][0-9]{0,5}$", error: "page must be a whole number from 1" })),
});
export type EnquiryQuery = Static<typeof EnquiryQuery>;

/** `total`: every enquiry the filter matches; `newCount`: every new one, whatever the filter (the menu's badge). */
export const EnquiriesAnswer = Answer({
  enquiries: t.Array(Enquiry),
  total: t.Integer(),
  page: t.Integer(),
  pageSize: t.Integer(),
  newCount: t.Integer(),
});
export type EnquiriesAnswer = Static<typeof EnquiriesAnswer>;

export const EnquiryAnswer = Answer({ enquiry: Enquiry });
export type EnquiryAnswer = Static<typeof EnquiryAnswer>;

export const EnquiryIdParams = IdParams("Enquiry");
export const AttachmentParams = t.Object({ id: Id("Enquiry"), attachmentId: Id("Attachment") });

/** PATCH /api/admin/enquiries/:id: read/unread (new), archive, spam / not spam (read). */
export const EnquiryStatusBody = t.Object({ status: EnquiryStatusSchema }, { additionalProperties: false });
export type EnquiryStatusBody = Static<typeof EnquiryStatusBody>;

/** POST /api/admin/enquiries/status: the same change for several at once. */
export const EnquiryBulkStatusBody = t.Object(
  {
    ids: t.Array(Id("Enquiry"), { minItems: 1, maxItems: 500, error: "Choose between 1 and 500 enquiries" }),
    status: EnquiryStatusSchema,
  },
  { additionalProperties: false },
);
export type EnquiryBulkStatusBody = Static<typeof EnquiryBulkStatusBody>;

/** POST /api/admin/enquiries/delete: several to the trash at once (one DELETE …/:id for one). */
export const EnquiryBulkDeleteBody = t.Object(
  { ids: t.Array(Id("Enquiry"), { minItems: 1, maxItems: 500, error: "Choose between 1 and 500 enquiries" }) },
  { additionalProperties: false },
);
export type EnquiryBulkDeleteBody = Static<typeof EnquiryBulkDeleteBody>;

/** A bulk change's answer: how many changed, and (for a delete) each trashed record for its Undo. */
export const EnquiryBulkAnswer = Answer({
  changed: t.Integer(),
  trashed: t.Array(TrashedAnswer.properties.trashed),
});
export type EnquiryBulkAnswer = Static<typeof EnquiryBulkAnswer>;

/** GET /api/admin/enquiries/count: new enquiries, for the dashboard and the menu's badge. */
export const EnquiryCountAnswer = Answer({ newCount: t.Integer() });
export type EnquiryCountAnswer = Static<typeof EnquiryCountAnswer>;

export const ENQUIRY_ADMIN_MESSAGES = {
  loaded: "Enquiries loaded",
  notFound: "Enquiry not found",
  attachmentNotFound: "Attachment not found",
  updated: (status: EnquiryStatus) => ({ new: "Marked as unread", read: "Marked as read", archived: "Archived", spam: "Moved to Spam" })[status],
  bulkUpdated: (count: number, status: EnquiryStatus) =>
    `${count} ${count === 1 ? "enquiry" : "enquiries"} ${{ new: "marked as unread", read: "marked as read", archived: "archived", spam: "moved to Spam" }[status]}`,
  deleted: "Enquiry moved to the trash",
  bulkDeleted: (count: number) => `${count} ${count === 1 ? "enquiry" : "enquiries"} moved to the trash`,
} as const;

/** The CSV's columns, in order (a header row first). */
export const ENQUIRY_CSV_COLUMNS = [
  "createdAt",
  "status",
  "name",
  "email",
  "company",
  "service",
  "budget",
  "timeline",
  "message",
  "attachments",
] as const;
