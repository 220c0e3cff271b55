// What edit mode does for the page it opened on: a page document's draft (home, portfolio, a
// service page) or the draft of the project a gallery page shows, each beside the site document
// (menu, footer); where its history is kept, where its preview is, and how the page is drawn
// from the draft.
import { withPageContent, type ProjectPageContent } from "../../contract/project-page.ts";
import type { Project } from "../../contract/projects.ts";
import { call } from "../../api.ts";
import { PAGES } from "../../contract/endpoints/pages.ts";
import { PROJECT_PAGES } from "../../contract/endpoints/projects.ts";
import type { EditTarget } from "./editable.tsx";
import type { DraftApi, DraftSource } from "./use-drafts.ts";

export type TargetPlan = {
  sources: DraftSource[];
  history: { subject: string; what: string };
  /** The preview's address; a page document's says which page to come back to in edit mode. */
  preview: string;
  /** The page's data with the draft's content in place of what visitors see. */
  shown(data: unknown, content: unknown): unknown;
};

const pagesApi: DraftApi = {
  get: (key) => call(PAGES.get, { params: { key } }),
  saveDraft: (key, version, content) => call(PAGES.saveDraft, { params: { key }, body: { version, content } }),
  discard: (key, version) => call(PAGES.discard, { params: { key }, body: { version } }),
  publish: (key, version) => call(PAGES.publish, { params: { key }, body: { version } }),
};

/** A project's gallery page as one draft: the same calls as a page document's, by the project's id. */
const projectPagesApi: DraftApi = {
  get: (id) => call(PROJECT_PAGES.get, { params: { id } }),
  saveDraft: (id, version, content) => call(PROJECT_PAGES.saveDraft, { params: { id }, body: { version, content } }),
  discard: (id, version) => call(PROJECT_PAGES.discard, { params: { id }, body: { version } }),
  publish: (id, version) => call(PROJECT_PAGES.publish, { params: { id }, body: { version } }),
};

const site: DraftSource = { key: "site", id: "site", api: pagesApi };

export function planOf(target: EditTarget, path: string): TargetPlan {
  if (target.doc === "project") {
    const id = target.projectId;
    return {
      sources: [{ key: "project", id, api: projectPagesApi }, site],
      history: { subject: `project:${id}`, what: "this project" },
      preview: `/admin/projects/${id}/preview?draft`,
      shown: (data, content) => {
        const page = data as { project: Project };
        return { ...page, project: withPageContent(page.project, content as ProjectPageContent) };
      },
    };
  }
  return {
    // The 404 page shows the site document's words alone.
    sources: target.doc === "site" ? [site] : [{ key: target.doc, id: target.doc, api: pagesApi }, site],
    history: { subject: `page:${target.doc}`, what: "this page" },
    preview: `/admin/pages/${target.doc}/preview?${new URLSearchParams({ edit: path })}`,
    shown: (data, content) => ({ ...(data as object), document: content }),
  };
}
