// What the inbox shows, kept in its URL (?status=&q=&page=) so a reload, the Back button or a
// link lands on the same filter, search and page: read from the search string, written back to
// it, and turned into the list's API query ("all" is the inbox without spam: no status).
import { ENQUIRY_LIMITS, ENQUIRY_STATUSES, type EnquiryQuery, type EnquiryStatus } from "../../../contract/enquiries.ts";

export type InboxFilter = "all" | EnquiryStatus;
export type InboxView = { filter: InboxFilter; q: string; page: number };
/** Shows another view: a new entry in the history, or with `replace` in place of this one. */
export type Show = (view: InboxView, options?: { replace?: boolean }) => void;

export const INBOX_FILTERS: InboxFilter[] = ["all", ...ENQUIRY_STATUSES];

export function readView(search: URLSearchParams): InboxView {
  const status = search.get("status");
  const filter = (ENQUIRY_STATUSES as readonly string[]).includes(status ?? "") ? (status as EnquiryStatus) : "all";
  const page = Number(search.get("page"));
  return {
    filter,
    q: (search.get("q") ?? "").trim().slice(0, ENQUIRY_LIMITS.search),
    page: Number.isInteger(page) && page >= 1 && page <= 999_999 ? page : 1,
  };
}

/** The view as a search string, its defaults left out: "" for the first page of all. */
export function viewSearch(view: InboxView): string {
  const search = new URLSearchParams();
  if (view.filter !== "all") search.set("status", view.filter);
  if (view.q) search.set("q", view.q);
  if (view.page > 1) search.set("page", String(view.page));
  const text = search.toString();
  return text ? `?${text}` : "";
}

export function listQuery(view: InboxView): EnquiryQuery {
  return {
    ...(view.filter !== "all" && { status: view.filter }),
    ...(view.q && { q: view.q }),
    ...(view.page > 1 && { page: String(view.page) }),
  };
}

/** "2 enquiries" on a page that holds them all; "51–100 of 120" on one of several. */
export function shownRange(page: number, pageSize: number, shown: number, total: number): string {
  if (page === 1 && shown === total) return total === 1 ? "1 enquiry" : `${total} enquiries`;
  const first = (page - 1) * pageSize + 1;
  return `${first}–${first + shown - 1} of ${total}`;
}

/** The last page that has any of `total` matches (1 when there are none). */
export const lastPage = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));
