// A project as a revision subject ("project:<id>"): every save keeps its fields (title, slug,
// tagline, description, status, service, cover choice and film) as a revision, and a revert restores
// them, itself a new revision. Its images are a list of their own, with the trash behind them.
import { PROJECT_MESSAGES, ProjectAnswer, ProjectUpdate, type Project } from "../../../client/contract/projects.ts";
import { REVISION_MESSAGES } from "../../../client/contract/revisions.ts";
import type { AdminDeps } from "../../platform/admin-deps.ts";
import { fail } from "../../platform/http/errors.ts";
import { checked } from "../../platform/http/validation.ts";
import type { RevisionKind } from "../../platform/revisions/routes.ts";
import { keepRevision } from "../../platform/revisions/queries.ts";
import { getProject } from "./queries.ts";
import { projectExists, updateProject } from "./writes.ts";

const UUID = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;

const projectSubject = (id: string) => `project:${id}`;

/** What a revision keeps of a project: the fields its form saves. */
const kept = (project: Project): ProjectUpdate => ({
  title: project.title,
  slug: project.slug,
  family: project.family,
  tagline: project.tagline,
  description: project.description,
  status: project.status,
  coverImageId: project.coverImageId,
  film: project.film,
});

/**
 * Called after every successful save of a project: keeps a revision when its fields changed. Its
 * first also keeps what the save replaced (`before`), so that first change can be taken back too.
 */
export async function keepProjectRevision(
  { sql, revisionsKeep }: Pick<AdminDeps, "sql" | "revisionsKeep">,
  before: Project,
  project: Project,
  author: string,
): Promise<void> {
  const revision = {
    subject: projectSubject(project._id),
    before: kept(before),
    content: kept(project),
    author,
    schema: ProjectUpdate,
    keep: revisionsKeep,
  };
  await sql.begin((tx) => keepRevision(tx, revision));
}

export function projectRevisions({ sql, revisionsKeep }: Pick<AdminDeps, "sql" | "revisionsKeep">): RevisionKind {
  return {
    exists: async (id) => UUID.test(id) && (await projectExists(sql, id)),
    async revert({ id, revision, author }) {
      const fields = checked(ProjectUpdate, revision.content);
      // A cover image moved to the trash since falls back to the first image.
      const [cover] = fields.coverImageId
        ? await sql`select 1 from project_images where id = ${fields.coverImageId} and project_id = ${id} and deleted_at is null`
        : [];
      if (!(await updateProject(sql, id, { ...fields, coverImageId: cover ? fields.coverImageId : null }))) fail(404, PROJECT_MESSAGES.notFound);
      const project = (await getProject(sql, id)) ?? fail(404, PROJECT_MESSAGES.notFound);
      await sql.begin((tx) =>
        keepRevision(tx, {
          subject: projectSubject(id),
          content: kept(project),
          author,
          schema: ProjectUpdate,
          summary: REVISION_MESSAGES.reverted(revision.number),
          keep: revisionsKeep,
        }),
      );
      return { fields: { project }, name: `project "${project.title}"` };
    },
    answer: ProjectAnswer,
    tags: ["projects"],
  };
}
