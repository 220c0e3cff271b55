// The admin's calls for the page documents (their drafts, publishing, media uploads), a project's
// page draft, and the revisions of any subject (pages, projects, the studio's details). Answers
// are the contract's.
import { API_BASE, request } from "./api.ts";
import type { PageAnswer, PagesAnswer } from "./contract/documents/answers.ts";
import type { RevisionsAnswer } from "./contract/revisions.ts";
import {
  PAGE_IMAGE_FIELD,
  PAGE_IMAGE_UPLOAD_PATH,
  PAGE_VIDEO_FIELD,
  PAGE_VIDEO_UPLOAD_PATH,
  type PageImageAnswer,
  type PageVideoAnswer,
} from "./contract/page-media.ts";

type Progress = { onProgress?: (percent: number) => void };
const id = encodeURIComponent;

export const pagesApi = {
  list: () => request<PagesAnswer>("/admin/pages"),
  get: (key: string) => request<PageAnswer>(`/admin/pages/${id(key)}`),
  /** Answers 409 with the newer page when `version` is no longer the latest. */
  saveDraft: (key: string, version: number, content: unknown) =>
    request<PageAnswer>(`/admin/pages/${id(key)}/draft`, { method: "PUT", json: { version, content } }),
  discard: (key: string, version: number) => request<PageAnswer>(`/admin/pages/${id(key)}/draft`, { method: "DELETE", json: { version } }),
  publish: (key: string, version: number) => request<PageAnswer>(`/admin/pages/${id(key)}/publish`, { method: "POST", json: { version } }),
  uploadImage: (file: File, { onProgress }: Progress = {}) => {
    const form = new FormData();
    form.append(PAGE_IMAGE_FIELD, file);
    return request<PageImageAnswer>(PAGE_IMAGE_UPLOAD_PATH.slice(API_BASE.length), { form, onProgress });
  },
  uploadVideo: (file: File, { onProgress }: Progress = {}) => {
    const form = new FormData();
    form.append(PAGE_VIDEO_FIELD, file);
    return request<PageVideoAnswer>(PAGE_VIDEO_UPLOAD_PATH.slice(API_BASE.length), { form, onProgress });
  },
};

/** What edit mode saves a draft through: a page document's calls, or a project page's, by id. */
export type DraftApi = Pick<typeof pagesApi, "get" | "saveDraft" | "discard" | "publish">;

/** A project's gallery page as one draft (edit mode on a gallery page); the same calls as a page document's. */
export const projectPagesApi: DraftApi = {
  get: (project) => request<PageAnswer>(`/admin/projects/${id(project)}/page`),
  saveDraft: (project, version, content) =>
    request<PageAnswer>(`/admin/projects/${id(project)}/page/draft`, { method: "PUT", json: { version, content } }),
  discard: (project, version) => request<PageAnswer>(`/admin/projects/${id(project)}/page/draft`, { method: "DELETE", json: { version } }),
  publish: (project, version) => request<PageAnswer>(`/admin/projects/${id(project)}/page/publish`, { method: "POST", json: { version } }),
};

export const revisionsApi = {
  list: (subject: string) => request<RevisionsAnswer>(`/admin/revisions/${id(subject)}`),
  /** Answers the subject's own answer (PageAnswer, StudioAnswer or ProjectAnswer). */
  revert: (subject: string, revisionId: string) => request(`/admin/revisions/${id(subject)}/${id(revisionId)}/revert`, { method: "POST" }),
};
