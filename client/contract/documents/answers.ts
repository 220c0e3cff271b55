// The page documents' API answers and bodies (/api/admin/pages…): a document's published
// content, its draft, and the version every save must name, so a save made from an older copy
// (another tab, another device) is refused with 409 and the newer version instead of
// overwriting it. Revisions (page, project, studio details) are in ../revisions.ts.
import { Type as t, type Static } from "@sinclair/typebox";
import { Answer, INT4_MAX, Nullable } from "../common.ts";

export const VERSION_MESSAGE = "Version must be the number of the copy you edited";
/** Within the integer columns versions are kept in: a larger one is a 400, never a database error. */
export const Version = t.Integer({ title: "Version", minimum: 0, maximum: INT4_MAX, error: VERSION_MESSAGE });

export const PageDocument = t.Object({
  key: t.String(),
  label: t.String(),
  /** The public page it shows on. */
  path: t.String(),
  /** Goes up by one on every save of the draft, publish, discard and revert. */
  version: t.Integer(),
  published: t.Unknown(),
  /** null when there are no unpublished changes. */
  draft: t.Unknown(),
  updatedAt: t.String(),
  updatedBy: Nullable(t.String()),
});
export type PageDocument = Static<typeof PageDocument>;

/** The list: no content, only what the admin's list shows. */
export const PageSummary = t.Object({
  key: t.String(),
  label: t.String(),
  path: t.String(),
  version: t.Integer(),
  hasDraft: t.Boolean(),
  updatedAt: t.String(),
  updatedBy: Nullable(t.String()),
});
export type PageSummary = Static<typeof PageSummary>;

export const DraftBody = t.Object({ version: Version, content: t.Unknown() }, { additionalProperties: false });
export const VersionBody = t.Object({ version: Version }, { additionalProperties: false });

export const PAGE_MESSAGES = {
  loaded: "Page loaded",
  listed: "Pages loaded",
  notFound: "No such page",
  noPreview: "The public page could not be loaded",
  draftSaved: "Draft saved",
  published: "Published",
  nothingToPublish: "There are no unpublished changes",
  discarded: "Draft discarded",
  conflict: "This page was saved in another tab or device since you opened it: its newer version is shown",
  missingMedia: "An image or video in this page is no longer stored: upload it again",
} as const;

export const PageAnswer = Answer({ page: PageDocument });
export type PageAnswer = Static<typeof PageAnswer>;
export const PagesAnswer = Answer({ pages: t.Array(PageSummary) });
/**
 * The data of the public page a document shows on, as it will be once shown (a hidden service's
 * page too): the preview's. `shown`: whether visitors see that page now (a hidden service's: no).
 */
export const PreviewDataAnswer = Answer({ data: t.Unknown(), shown: t.Boolean() });
export type PreviewDataAnswer = Static<typeof PreviewDataAnswer>;
export type PagesAnswer = Static<typeof PagesAnswer>;
