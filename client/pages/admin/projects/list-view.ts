// What the projects list shows, kept in its URL (?service=&status=&q=&page=) so a reload, the
// Back button or a link lands on the same service, filter, search and page: read from the search
// string, written back to it, and asked of the server (client/contract/project-list.ts).
import { call } from "../../../api.ts";
import { PROJECTS } from "../../../contract/endpoints/projects.ts";
import { PROJECT_LIST_LIMITS, type ProjectListAnswer, type ProjectListQuery } from "../../../contract/project-list.ts";

export type ListView = { service: string | null; status: "draft" | "published" | null; q: string; page: number };
/** Shows another view: a new entry in the history, or with `replace` in place of this one. */
export type Show = (view: ListView, options?: { replace?: boolean }) => void;

export function readView(search: URLSearchParams): ListView {
  // A service's id (the server answers a list for one that is not there with no rows).
  const named = search.get("service");
  const service = named && /^[\w-]{1,100}$/.test(named) ? named : null;
  const status = search.get("status");
  const page = Number(search.get("page"));
  return {
    service,
    status: status === "draft" || status === "published" ? status : null,
    q: (search.get("q") ?? "").trim().slice(0, PROJECT_LIST_LIMITS.search),
    page: Number.isInteger(page) && page >= 1 && page <= 999_999 ? page : 1,
  };
}

/** The view as the list's query, its defaults left out. */
function listQuery(view: ListView): ProjectListQuery {
  return {
    ...(view.service && { service: view.service }),
    ...(view.status && { status: view.status }),
    ...(view.q && { q: view.q }),
    ...(view.page > 1 && { page: String(view.page) }),
  };
}

/** The view as a search string: "" for the first page of every project. */
export function viewSearch(view: ListView): string {
  const search = new URLSearchParams(listQuery(view)).toString();
  return search ? `?${search}` : "";
}

export const loadProjectList = (view: ListView) => call(PROJECTS.list, { query: listQuery(view) });

/**
 * Projects can be dragged into order when the list shows all of one service's and nothing else:
 * the order saved is the whole service's (PUT /api/admin/projects/order).
 */
export const canReorder = (view: ListView, answer: ProjectListAnswer) =>
  !!view.service && !view.status && !view.q && answer.total <= PROJECT_LIST_LIMITS.pageSize;
