// A project's gallery page edited in place (client/components/in-place): the page with its draft,
// the draft saved or discarded, and the draft published, which keeps the project's revision, says
// in the activity log what changed and drops the cached pages that show the project. The bodies
// and answers are the page documents' own, so edit mode drives both the same way.
import type { AnswerOf } from "../../../client/contract/endpoint.ts";
import { PROJECT_PAGES } from "../../../client/contract/endpoints/projects.ts";
import { DraftBody, PageAnswer, VersionBody } from "../../../client/contract/documents/answers.ts";
import { PROJECT_PAGE_MESSAGES, ProjectPageContent } from "../../../client/contract/project-page.ts";
import { PROJECT_MESSAGES, ProjectIdParams, type Project } from "../../../client/contract/projects.ts";
import type { AdminDeps } from "../../platform/admin-deps.ts";
import { adminRoutes } from "../../platform/collections/admin-routes.ts";
import { fail } from "../../platform/http/errors.ts";
import { answers, checked, trimmedDeep } from "../../platform/http/validation.ts";
import { mediaStored, withStoredSizes } from "../../platform/media/held-media.ts";
import { listed } from "./describe-change.ts";
import { addedImages, getProjectPage, newMediaOf, pageSizes, publishProjectDraft, setProjectDraft } from "./page-draft.ts";
import { getProject } from "./queries.ts";
import { keepProjectRevision } from "./revisions.ts";

type Context = { adminName: string; describeActivity: (text: string) => void };

const images = (count: number) => `${count} ${count === 1 ? "image" : "images"}`;

/** "changed the title and tagline; added 2 images; reordered the images". */
function whatChanged(before: Project, after: Project, { added, removed }: { added: number; removed: number }): string {
  const fields = (["title", "tagline", "description"] as const).filter((field) => before[field] !== after[field]) as string[];
  if ((before.film?.key ?? null) !== (after.film?.key ?? null)) fields.push("film");
  const kept = (project: Project, other: Project) => project.images.filter((image) => other.images.some((o) => o._id === image._id));
  const [was, now] = [kept(before, after), kept(after, before)];
  const altOf = (image: Project["images"][number] | undefined) => (image?.decorative ? "" : image?.alt);
  if (was.some((image) => altOf(image) !== altOf(now.find((other) => other._id === image._id)))) fields.push("alt text");
  const parts = [
    ...(fields.length ? [`changed the ${listed(fields)}`] : []),
    ...(added ? [`added ${images(added)}`] : []),
    ...(removed ? [`moved ${images(removed)} to the trash`] : []),
    ...(was.some((image, i) => image._id !== now[i]?._id) ? ["reordered the images"] : []),
  ];
  return parts.join("; ") || "nothing changed";
}

export function projectPageRoutes(deps: AdminDeps) {
  const { sql, objects } = deps;
  const page = async (id: string) => (await getProjectPage(sql, id)) ?? fail(404, PROJECT_MESSAGES.notFound);
  const project = async (id: string) => (await getProject(sql, id)) ?? fail(404, PROJECT_MESSAGES.notFound);
  const options = { admin: true as const, params: ProjectIdParams, response: answers(PageAnswer) };

  return (
    adminRoutes(deps, "project-pages")
      .get(
        PROJECT_PAGES.get.path,
        async ({ params }) =>
          ({ success: true, message: PROJECT_PAGE_MESSAGES.loaded, page: await page(params.id) }) satisfies AnswerOf<typeof PROJECT_PAGES.get>,
        options,
      )
      // Bodies checked here, as the page documents' are (a deeply nested value would exhaust Elysia's validator).
      .put(
        PROJECT_PAGES.saveDraft.path,
        async ({ params, body }) => {
          const draft = checked(DraftBody, body);
          const content = trimmedDeep(checked(ProjectPageContent, draft.content));
          // Only what is new to the page is looked up in the bucket: a save comes every few keystrokes.
          // Before the save's transaction, not inside it: the bucket's answer must not hold the row
          // (nor the embedded database's one connection) locked.
          const { published } = await page(params.id);
          const stored = (await mediaStored(objects, newMediaOf(content, published))) ?? fail(400, PROJECT_PAGE_MESSAGES.missingMedia);
          // Every image's size is the stored one: the page's own from its rows, a new one's from the bucket.
          const sized = withStoredSizes(content, new Map([...pageSizes(published), ...stored]));
          const saved = await setProjectDraft(sql, params.id, draft.version, sized);
          return { success: true, message: PROJECT_PAGE_MESSAGES.draftSaved, page: saved } satisfies AnswerOf<typeof PROJECT_PAGES.saveDraft>;
        },
        options,
      )
      .delete(
        PROJECT_PAGES.discard.path,
        async ({ params, body }) =>
          ({
            success: true,
            message: PROJECT_PAGE_MESSAGES.discarded,
            page: await setProjectDraft(sql, params.id, checked(VersionBody, body).version, null),
          }) satisfies AnswerOf<typeof PROJECT_PAGES.discard>,
        options,
      )
      .post(
        PROJECT_PAGES.publish.path,
        async (context) => {
          const { params, body } = context;
          const { adminName, describeActivity } = context as typeof context & Context;
          const before = await project(params.id);
          // The images the draft adds are written at their stored sizes (a draft saved before these were checked may hold others).
          const sizes = (await mediaStored(objects, addedImages((await page(params.id)).draft))) ?? fail(400, PROJECT_PAGE_MESSAGES.missingMedia);
          const published = await publishProjectDraft(sql, params.id, checked(VersionBody, body).version, sizes);
          const after = await project(params.id);
          await keepProjectRevision(deps, before, after, adminName);
          describeActivity(`Published the page of ${after.title}: ${whatChanged(before, after, published)}`);
          return { success: true, message: PROJECT_PAGE_MESSAGES.published, page: published.page } satisfies AnswerOf<typeof PROJECT_PAGES.publish>;
        },
        { ...options, invalidates: ["projects"], activity: { action: "update", summary: () => "Published a project's page" } },
      )
  );
}
