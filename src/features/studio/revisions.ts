// The studio's details as a revision subject ("studio"): a revert saves that revision's details
// again, as a new revision.
import { REVISION_MESSAGES } from "../../../client/contract/revisions.ts";
import { Studio, StudioAnswer } from "../../../client/contract/studio.ts";
import type { AdminDeps } from "../../platform/admin-deps.ts";
import { checked } from "../../platform/http/validation.ts";
import type { RevisionKind } from "../../platform/revisions/routes.ts";
import { saveStudio } from "./queries.ts";

export function studioRevisions({ sql, revisionsKeep }: Pick<AdminDeps, "sql" | "revisionsKeep">): RevisionKind {
  return {
    exists: async (id) => id === "",
    async revert({ revision, author }) {
      const saved = await saveStudio(sql, checked(Studio, revision.content), {
        author,
        summary: REVISION_MESSAGES.reverted(revision.number),
        keep: revisionsKeep,
      });
      return { fields: { studio: saved.studio, version: saved.version }, name: "the studio's details" };
    },
    answer: StudioAnswer,
    tags: ["studio"],
  };
}
