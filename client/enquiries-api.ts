// The admin's calls for the enquiries inbox: the list, one enquiry, status changes (one or many),
// delete to the trash (one; many go through the bulk route every list shares), the count of new ones, and the two downloads (the CSV and an
// attachment), fetched with the owner's token as files, never opened by a public URL.
import { API_BASE, request } from "./api.ts";
import type { Message, TrashedAnswer } from "./contract/common.ts";
import {
  ENQUIRIES_EXPORT_PATH,
  ENQUIRIES_PATH,
  type EnquiriesAnswer,
  type EnquiryAnswer,
  type EnquiryAttachment,
  type EnquiryBulkAnswer,
  type EnquiryBulkStatusBody,
  type EnquiryCountAnswer,
  type EnquiryQuery,
  type EnquiryStatus,
  type EnquiryStatusBody,
} from "./contract/enquiries.ts";
import { setNewEnquiries } from "./components/admin/new-enquiries.ts";

type Download = Message & { file: Blob; filename: string };

/** The contract names full paths (/api/...); the client adds /api itself. */
const apiPath = (path: string) => (path.startsWith(API_BASE) ? path.slice(API_BASE.length) : path);
const base = apiPath(ENQUIRIES_PATH);
const one = (id: string) => `${base}/${encodeURIComponent(id)}`;

function withQuery(path: string, query: EnquiryQuery): string {
  const search = new URLSearchParams(Object.entries(query).filter((entry): entry is [string, string] => !!entry[1])).toString();
  return search ? `${path}?${search}` : path;
}

export const enquiriesApi = {
  list: (query: EnquiryQuery) => request<EnquiriesAnswer>(withQuery(base, query)),
  get: (id: string) => request<EnquiryAnswer>(one(id)),
  /** In the background of every screen: quiet, its failures left to the screen's own calls. */
  count: () => request<EnquiryCountAnswer>(`${base}/count`, { quiet: true }),
  setStatus: (id: string, status: EnquiryStatus) =>
    request<EnquiryAnswer>(one(id), { method: "PATCH", json: { status } satisfies EnquiryStatusBody }),
  setStatuses: (ids: string[], status: EnquiryStatus) =>
    request<EnquiryBulkAnswer>(`${base}/status`, { json: { ids, status } satisfies EnquiryBulkStatusBody }),
  remove: (id: string) => request<TrashedAnswer>(one(id), { method: "DELETE" }),
  /** Every enquiry the filter matches (all pages), as CSV. */
  exportCsv: (query: Omit<EnquiryQuery, "page">) => request<Download>(withQuery(apiPath(ENQUIRIES_EXPORT_PATH), query), { download: true }),
  attachment: (attachment: EnquiryAttachment) => request<Download>(apiPath(attachment.url), { download: true }),
};

/** Asks again how many enquiries are new, for the menu's badge; a failure leaves the last count. */
export function recountNewEnquiries(): void {
  enquiriesApi.count().then(
    (answer) => setNewEnquiries(answer.newCount),
    () => {},
  );
}
