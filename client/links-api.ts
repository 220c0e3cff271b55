// The admin's calls about the site's own links: the pages a picker offers, what links to a
// project, the links that lead to a 404, and the fix of one place. Answers are the contract's.
import { request } from "./api.ts";
import type { LinkFixBody, LinkUsesAnswer, SitePagesAnswer } from "./contract/links.ts";

export const linksApi = {
  pages: () => request<SitePagesAnswer>("/admin/links/pages"),
  toProject: (projectId: string) => request<LinkUsesAnswer>(`/admin/links/project/${encodeURIComponent(projectId)}`),
  dead: () => request<LinkUsesAnswer>("/admin/links/dead"),
  fix: (body: LinkFixBody) => request("/admin/links/fix", { json: body }),
};
