// Revisions: every publish of a page document, every save of a project or of the studio's
// details keeps a copy (who, when, what changed field by field), listed newest first, and any
// can be reverted to in one click (the revert is itself a new revision).
import { Type as t, type Static } from "@sinclair/typebox";
import { Answer } from "./common.ts";

/** One changed field: its path in the document ("hero.intro", "knowMore.faqs.2.answer") and its values. */
export const FieldChange = t.Object({ path: t.String(), label: t.String(), before: t.Unknown(), after: t.Unknown() });
export type FieldChange = Static<typeof FieldChange>;

export const Revision = t.Object({
  _id: t.String(),
  subject: t.String(),
  /** Counts this subject's revisions from 1. */
  number: t.Integer(),
  author: t.String(),
  createdAt: t.String(),
  /** A readable line: "Changed the hero intro and 2 FAQs", "Reverted to revision 3". */
  summary: t.String(),
  changes: t.Array(FieldChange),
});
export type Revision = Static<typeof Revision>;

export const REVISION_MESSAGES = {
  listed: "History loaded",
  notFound: "No such revision",
  reverted: (number: number) => `Reverted to revision ${number}`,
} as const;

export const RevisionsAnswer = Answer({ revisions: t.Array(Revision) });
export type RevisionsAnswer = Static<typeof RevisionsAnswer>;
