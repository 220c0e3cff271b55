// The inbox's API, every route for the signed-in owner only: the list (status, search, page), one
// enquiry, the count of new ones, status changes (one or many), delete to the trash (one or many;
// the trash's Undo restores), the CSV export and the attachments, which are served here and only
// here, as downloads.
import type { AnswerOf } from "../../../client/contract/endpoint.ts";
import { ENQUIRIES } from "../../../client/contract/endpoints/enquiries.ts";
import { t } from "elysia";
import {
  AttachmentParams,
  ENQUIRY_ADMIN_MESSAGES as MESSAGES,
  EnquiriesAnswer,
  EnquiryAnswer,
  EnquiryBulkAnswer,
  EnquiryBulkDeleteBody,
  EnquiryBulkStatusBody,
  EnquiryCountAnswer,
  EnquiryIdParams,
  EnquiryQuery,
  EnquiryStatusBody,
  EnquiryStatusSchema,
  type EnquiryStatus,
} from "../../../client/contract/enquiries.ts";
import { TrashedAnswer } from "../../../client/contract/common.ts";
import { adminRoutes } from "../../platform/collections/admin-routes.ts";
import { answers } from "../../platform/http/validation.ts";
import { listKit, type ListDeps } from "../../platform/collections/kit.ts";
import { moveToTrash } from "../../platform/collections/trash.ts";
import { fail } from "../../platform/http/errors.ts";
import { enquiries } from "./collection.ts";
import { csvHeader, csvRows } from "./csv.ts";
import { countNewEnquiries, eachEnquiry, findAttachment, getEnquiry, listEnquiries } from "./queries.ts";
import { setStatus } from "./writes.ts";

const STATUS_WORDS: Record<EnquiryStatus, string> = { new: "unread", read: "read", archived: "archived", spam: "spam" };

/** `filename` for every browser: ASCII with quotes and controls removed, and the UTF-8 name beside it. */
function disposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

export function enquiryRoutes(deps: ListDeps) {
  const kit = listKit(deps, enquiries);
  const { sql } = deps;
  const changes = { admin: true as const, invalidates: [] };
  return adminRoutes(deps, "enquiries")
    .get(
      ENQUIRIES.list.path,
      async ({ query }) => {
        const page = await listEnquiries(sql, { status: query.status, q: query.q, page: query.page ? Number(query.page) : 1 });
        return { success: true, message: MESSAGES.loaded, ...page, newCount: await countNewEnquiries(sql) } satisfies AnswerOf<typeof ENQUIRIES.list>;
      },
      { admin: true, query: EnquiryQuery, response: answers(EnquiriesAnswer) },
    )
    .get(
      ENQUIRIES.count.path,
      async () => ({ success: true, message: MESSAGES.loaded, newCount: await countNewEnquiries(sql) }) satisfies AnswerOf<typeof ENQUIRIES.count>,
      {
        admin: true,
        response: answers(EnquiryCountAnswer),
      },
    )
    .get(
      ENQUIRIES.exportCsv.path,
      ({ query }) => {
        const filter = { status: query.status, q: query.q };
        const rows = eachEnquiry(sql, filter);
        const encoder = new TextEncoder();
        let started = false;
        // A batch at a time: an inbox of any size is never held whole.
        const body = new ReadableStream<Uint8Array>({
          async pull(controller) {
            if (!started) {
              started = true;
              return controller.enqueue(encoder.encode(csvHeader()));
            }
            const next = await rows.next();
            if (next.done) controller.close();
            else controller.enqueue(encoder.encode(csvRows(next.value)));
          },
          cancel: () => void rows.return(undefined),
        });
        const day = new Date().toISOString().slice(0, 10);
        return new Response(body, {
          headers: {
            "content-type": "text/csv; charset=utf-8",
            "content-disposition": `attachment; filename="enquiries-${day}.csv"`,
            "cache-control": "no-store",
            "x-content-type-options": "nosniff",
          },
        });
      },
      { admin: true, query: t.Object({ status: t.Optional(EnquiryStatusSchema), q: EnquiryQuery.properties.q }) },
    )
    .get(
      ENQUIRIES.get.path,
      async ({ params }) =>
        ({
          success: true,
          message: MESSAGES.loaded,
          enquiry: (await getEnquiry(sql, params.id)) ?? fail(404, MESSAGES.notFound),
        }) satisfies AnswerOf<typeof ENQUIRIES.get>,
      { admin: true, params: EnquiryIdParams, response: answers(EnquiryAnswer) },
    )
    .get(
      ENQUIRIES.attachment.path,
      async ({ params }) => {
        const file = (await findAttachment(sql, params.id, params.attachmentId)) ?? fail(404, MESSAGES.attachmentNotFound);
        const object = (await deps.objects.get(file.objectKey)) ?? fail(404, MESSAGES.attachmentNotFound);
        return new Response(object.body, {
          headers: {
            "content-type": file.type,
            "content-length": String(object.size),
            "content-disposition": disposition(file.name),
            "x-content-type-options": "nosniff",
            "content-security-policy": "default-src 'none'; sandbox",
            "cache-control": "private, no-store",
          },
        });
      },
      { admin: true, params: AttachmentParams },
    )
    .patch(
      ENQUIRIES.setStatus.path,
      async ({ params, body }) => {
        const [id] = await setStatus(sql, [params.id], body.status);
        const enquiry = (id && (await getEnquiry(sql, id))) || fail(404, MESSAGES.notFound);
        return { success: true, message: MESSAGES.updated(body.status), enquiry } satisfies AnswerOf<typeof ENQUIRIES.setStatus>;
      },
      {
        ...changes,
        params: EnquiryIdParams,
        body: EnquiryStatusBody,
        response: answers(EnquiryAnswer),
        activity: {
          action: "update" as const,
          summary: (answer: { enquiry: { name: string; status: EnquiryStatus } }) =>
            `Marked the enquiry from "${answer.enquiry.name}" as ${STATUS_WORDS[answer.enquiry.status]}`,
        },
      },
    )
    .post(
      ENQUIRIES.setStatuses.path,
      async ({ body }) => {
        const changed = await setStatus(sql, body.ids, body.status);
        if (changed.length === 0) fail(404, MESSAGES.notFound);
        return { success: true, message: MESSAGES.bulkUpdated(changed.length, body.status), changed: changed.length, trashed: [] } satisfies AnswerOf<
          typeof ENQUIRIES.setStatuses
        >;
      },
      {
        ...changes,
        body: EnquiryBulkStatusBody,
        response: answers(EnquiryBulkAnswer),
        activity: {
          action: "update" as const,
          // "3 enquiries marked as read": how many and what, never their text.
          summary: (answer: { message: string }) => answer.message,
        },
      },
    )
    .delete(
      ENQUIRIES.remove.path,
      ({ params }) =>
        kit.trash(params.id, { deleted: MESSAGES.deleted, notFound: MESSAGES.notFound }) satisfies Promise<AnswerOf<typeof ENQUIRIES.remove>>,
      {
        ...kit.deletes,
        params: EnquiryIdParams,
        response: answers(TrashedAnswer),
      },
    )
    .post(
      ENQUIRIES.removeMany.path,
      async ({ body }) => {
        const trashed = [];
        for (const id of new Set(body.ids)) {
          const ref = await moveToTrash(deps, enquiries, id);
          if (ref) trashed.push(ref);
        }
        if (trashed.length === 0) fail(404, MESSAGES.notFound);
        return { success: true, message: MESSAGES.bulkDeleted(trashed.length), changed: trashed.length, trashed } satisfies AnswerOf<
          typeof ENQUIRIES.removeMany
        >;
      },
      {
        ...changes,
        body: EnquiryBulkDeleteBody,
        response: answers(EnquiryBulkAnswer),
        activity: { action: "delete" as const, summary: (answer: { changed: number }) => `Moved ${answer.changed} enquiries to the trash` },
      },
    );
}
