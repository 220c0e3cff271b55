// The studio's details as a revision subject ("studio"): a revert saves that revision's details
// again, as a new revision.
import { REVISION_MESSAGES } from "../../../client/contract/revisions.ts";
import { MONOGRAM } from "../../../client/contract/mark.ts";
import { Studio, StudioAnswer } from "../../../client/contract/studio.ts";
import type { AdminDeps } from "../../platform/admin-deps.ts";
import { checked } from "../../platform/http/validation.ts";
import type { RevisionKind } from "../../platform/revisions/routes.ts";
import { saveStudio } from "./queries.ts";

export function studioRevisions({ sql, revisionsKeep }: Pick<AdminDeps, "sql" | "revisionsKeep">): RevisionKind {
  return {
    exists: async (id) => id === "",
    async revert({ revision, author }) {
      // The mark is not a revision's to bring back (its old image is gone); one saved before the
      // services could be listed in the menu leaves them out of it.
      const content = { servicesInMenu: false, ...(revision.content as object), mark: MONOGRAM };
      const { mark: _, ...details } = checked(Studio, content);
      const saved = await saveStudio(sql, details, {
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
