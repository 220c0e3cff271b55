// The enquiries inbox's endpoints (src/features/enquiries/routes.ts): the list, one enquiry, status
// changes (one or many), delete to the trash, the count of new ones, and the two downloads (the
// CSV and an attachment), fetched with the owner's token as files, never opened by a public URL.
import type { TrashedAnswer } from "../common.ts";
import { type Download, endpoint } from "../endpoint.ts";
import {
  ENQUIRY_ATTACHMENT_PATH,
  type EnquiriesAnswer,
  type EnquiryAnswer,
  type EnquiryBulkAnswer,
  type EnquiryBulkStatusBody,
  type EnquiryCountAnswer,
  type EnquiryQuery,
  type EnquiryStatusBody,
} from "../enquiries.ts";

export const ENQUIRIES = {
  list: endpoint<EnquiriesAnswer, undefined, EnquiryQuery>().get("/api/admin/enquiries"),
  count: endpoint<EnquiryCountAnswer>().get("/api/admin/enquiries/count"),
  /** Every enquiry the filter matches (all pages), as CSV. */
  exportCsv: endpoint<Download, undefined, Omit<EnquiryQuery, "page">>({ download: true }).get("/api/admin/enquiries/export.csv"),
  get: endpoint<EnquiryAnswer>().get("/api/admin/enquiries/:id"),
  attachment: endpoint<Download>({ download: true }).get(ENQUIRY_ATTACHMENT_PATH),
  setStatus: endpoint<EnquiryAnswer, EnquiryStatusBody>().patch("/api/admin/enquiries/:id"),
  setStatuses: endpoint<EnquiryBulkAnswer, EnquiryBulkStatusBody>().post("/api/admin/enquiries/status"),
  remove: endpoint<TrashedAnswer>().delete("/api/admin/enquiries/:id"),
  removeMany: endpoint<EnquiryBulkAnswer, { ids: string[] }>().post("/api/admin/enquiries/delete"),
};
