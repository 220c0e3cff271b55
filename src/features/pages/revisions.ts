// The page documents' kind of revision subject ("page:<key>"): a revert publishes that
// revision's content again, as a new revision, keeping any unpublished draft.
import { PAGE_MESSAGES, PageAnswer } from "../../../client/contract/documents/answers.ts";
import { findDocument } from "../../../client/contract/documents/registry.ts";
import type { AdminDeps } from "../../platform/admin-deps.ts";
import { fail } from "../../platform/http/errors.ts";
import type { RevisionKind } from "../../platform/revisions/routes.ts";
import { mediaStored, withStoredSizes } from "../../platform/media/held-media.ts";
import { getPage } from "./queries.ts";
import { pageName } from "./routes.ts";
import { publishRevision } from "./writes.ts";

export function pageRevisions({ sql, objects, revisionsKeep }: Pick<AdminDeps, "sql" | "objects" | "revisionsKeep">): RevisionKind {
  return {
    exists: async (key) => (await getPage(sql, key)) !== null,
    async revert({ id, revision, author }) {
      const spec = findDocument(id) ?? fail(404, PAGE_MESSAGES.notFound);
      const sizes = (await mediaStored(objects, revision.content)) ?? fail(400, PAGE_MESSAGES.missingMedia);
      const { page } = await publishRevision(
        sql,
        spec,
        { ...revision, content: withStoredSizes(revision.content, sizes) },
        { author, keep: revisionsKeep },
      );
      return { fields: { page }, name: pageName(spec) };
    },
    answer: PageAnswer,
    tags: ["pages"],
  };
}
