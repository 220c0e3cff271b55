// GET /api/admin/revisions/:subject (the history, newest first) and
// POST /api/admin/revisions/:subject/:id/revert (one click back to a revision, itself kept as a
// new revision). The subject names its kind ("page:home", "project:<id>", "studio"); what a kind
// is and how its revert restores it belong to its feature, which src/app.ts passes in.
import type { AnswerOf } from "../../../client/contract/endpoint.ts";
import { REVISIONS } from "../../../client/contract/endpoints/safety.ts";
import { Type as t, type TSchema } from "@sinclair/typebox";
import { Id } from "../../../client/contract/common.ts";
import { REVISION_MESSAGES, RevisionsAnswer, type Revision } from "../../../client/contract/revisions.ts";
import type { AdminDeps } from "../admin-deps.ts";
import type { CacheTag } from "../cache/tags.ts";
import { adminRoutes } from "../collections/admin-routes.ts";
import { answers } from "../http/validation.ts";
import { fail } from "../http/errors.ts";
import { getRevision, listRevisions } from "./queries.ts";

type RevertInput = { id: string; revision: Revision & { content: unknown }; author: string };

/** One kind of subject: "page", "project" or "studio". */
export type RevisionKind = {
  /** Whether the id after "<kind>:" names a live subject (the studio's details have no id: ""). */
  exists(id: string): Promise<boolean>;
  /**
   * Restores the revision's content and keeps it as a new revision, in one transaction; answers
   * the subject as its own API does (`answer`), and names it for the activity log ("the home page").
   */
  revert(input: RevertInput): Promise<{ fields: Record<string, unknown>; name: string }>;
  /** The revert's answer schema. */
  answer: TSchema;
  /** The cached responses a revert changes. */
  tags: readonly CacheTag[];
};

export type RevisionKinds = Record<string, RevisionKind>;

// Any text: a subject no kind knows is a 404 like a missing one (each kind checks its own ids).
const SubjectParams = t.Object({ subject: t.String({ maxLength: 80, error: REVISION_MESSAGES.notFound }) });
const RevertParams = t.Object({ subject: SubjectParams.properties.subject, id: Id("Revision") });

export function revisionRoutes(deps: AdminDeps, kinds: RevisionKinds) {
  const { sql } = deps;
  const subjectOf = async (subject: string) => {
    const [name = "", id = ""] = subject.split(/:(.*)/s);
    const kind = Object.hasOwn(kinds, name) ? kinds[name]! : fail(404, REVISION_MESSAGES.notFound);
    if (!(await kind.exists(id))) fail(404, REVISION_MESSAGES.notFound);
    return { kind, id };
  };
  return adminRoutes(deps, "revisions")
    .get(
      REVISIONS.list.path,
      async ({ params }) => {
        await subjectOf(params.subject);
        return { success: true, message: REVISION_MESSAGES.listed, revisions: await listRevisions(sql, params.subject) } satisfies AnswerOf<
          typeof REVISIONS.list
        >;
      },
      { admin: true, params: SubjectParams, response: answers(RevisionsAnswer) },
    )
    .post(
      REVISIONS.revert.path,
      async (context) => {
        const { params } = context;
        const { adminName, describeActivity } = context as typeof context & { adminName: string; describeActivity: (text: string) => void };
        const { kind, id } = await subjectOf(params.subject);
        const revision = (await getRevision(sql, params.subject, params.id)) ?? fail(404, REVISION_MESSAGES.notFound);
        const { fields, name } = await kind.revert({ id, revision, author: adminName });
        deps.cache.drop(kind.tags);
        describeActivity(`Reverted ${name} to revision ${revision.number}`);
        return { success: true, message: REVISION_MESSAGES.reverted(revision.number), ...fields } satisfies AnswerOf<typeof REVISIONS.revert>;
      },
      {
        admin: true,
        params: RevertParams,
        response: answers(t.Union(Object.values(kinds).map((kind) => kind.answer))),
        activity: { action: "update", summary: (answer: { message: string }) => answer.message },
      },
    );
}
