// The page documents' endpoints (src/features/pages/): drafts, publishing and media uploads, and
// beside them what edit mode also calls: an image's focal point and the site's own links.
import type { Message } from "../common.ts";
import type { PageAnswer, PagesAnswer, PreviewDataAnswer } from "../documents/answers.ts";
import { endpoint } from "../endpoint.ts";
import type { FocusAnswer, FocusBody } from "../focus.ts";
import type { LinkFixBody, LinkUsesAnswer, SitePagesAnswer } from "../links.ts";
import { PAGE_IMAGE_UPLOAD_PATH, PAGE_VIDEO_UPLOAD_PATH, type PageImageAnswer, type PageVideoAnswer } from "../page-media.ts";

type Version = { version: number };

export const PAGES = {
  list: endpoint<PagesAnswer>().get("/api/admin/pages"),
  get: endpoint<PageAnswer>().get("/api/admin/pages/:key"),
  /** The data of the page the document shows on, for its preview: a hidden service's page is found too. */
  previewData: endpoint<PreviewDataAnswer>().get("/api/admin/pages/:key/preview-data"),
  /** Answers 409 with the newer page when `version` is no longer the latest. */
  saveDraft: endpoint<PageAnswer, Version & { content: unknown }>().put("/api/admin/pages/:key/draft"),
  discard: endpoint<PageAnswer, Version>().delete("/api/admin/pages/:key/draft"),
  publish: endpoint<PageAnswer, Version>().post("/api/admin/pages/:key/publish"),
  uploadImage: endpoint<PageImageAnswer, FormData>().post(PAGE_IMAGE_UPLOAD_PATH),
  uploadVideo: endpoint<PageVideoAnswer, FormData>().post(PAGE_VIDEO_UPLOAD_PATH),
};

export const FOCUS = {
  get: endpoint<FocusAnswer, undefined, { src: string }>().get("/api/admin/focus"),
  set: endpoint<FocusAnswer, FocusBody>().put("/api/admin/focus"),
};

/** The site's own links: the pages a picker offers, what links to a page or a project, the links that lead to a 404, and the fix of one place. */
export const LINKS = {
  pages: endpoint<SitePagesAnswer>().get("/api/admin/links/pages"),
  to: endpoint<LinkUsesAnswer, undefined, { path: string }>().get("/api/admin/links/to"),
  toProject: endpoint<LinkUsesAnswer>().get("/api/admin/links/project/:id"),
  dead: endpoint<LinkUsesAnswer>().get("/api/admin/links/dead"),
  fix: endpoint<Message, LinkFixBody>().post("/api/admin/links/fix"),
};
