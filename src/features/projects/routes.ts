// The project endpoints of the admin API (client/contract/endpoints/projects.ts). Every write declares that
// it changes "projects": the gallery pages, the service pages' cards and the portfolio items
// that show a project are all tagged with it, so all of them update at the next request.
import type { AnswerOf } from "../../../client/contract/endpoint.ts";
import { PROJECTS } from "../../../client/contract/endpoints/projects.ts";
import {
  PROJECT_MESSAGES,
  ProjectAnswer,
  ProjectCreate,
  ProjectIdParams,
  ProjectImageAnswer,
  ProjectImageForm,
  ProjectImageParams,
  ProjectImagesAnswer,
  ProjectImageUpdate,
  ProjectOrderBody,
  ProjectsAnswer,
  ProjectUpdate,
} from "../../../client/contract/projects.ts";
import { OrderBody } from "../../../client/contract/common.ts";
import { adminRoutes } from "../../platform/collections/admin-routes.ts";
import { listKit, type ListDeps } from "../../platform/collections/kit.ts";
import { fail } from "../../platform/http/errors.ts";
import { mediaStored, withStoredSizes } from "../../platform/media/held-media.ts";
import { answers, trimmed } from "../../platform/http/validation.ts";
import { leaveBodyUnread, readFormFields, readImageField, readUploadForm } from "../../platform/media/upload-form.ts";
import { projectImages, projects } from "./collection.ts";
import { keepProjectRevision } from "./revisions.ts";
import { describeProjectChange } from "./describe-change.ts";
import { getProject, listProjects } from "./queries.ts";
import { countByFamily, listProjectChoices, listProjectsPage } from "./list-page.ts";
import {
  PROJECT_LIST_MESSAGES,
  ProjectChoicesAnswer,
  ProjectCountsAnswer,
  ProjectListAnswer,
  ProjectListQuery,
} from "../../../client/contract/project-list.ts";
import { checkLiveService } from "../services/catalog.ts";
import { createProject, insertProjectImage, projectExists, reserveImagePosition, touchProject, updateProject, updateProjectImage } from "./writes.ts";

const projectTitle = (answer: { project: { title: string } }) => answer.project.title;
const imageAlt = (answer: { image: { alt: string } }) => answer.image.alt;

export function projectRoutes(deps: ListDeps) {
  const { sql, objects, uploadMaxBytes } = deps;
  const kit = listKit(deps, projects);
  const images = listKit(deps, projectImages);
  const loaded = async (id: string) => (await getProject(sql, id)) ?? fail(404, PROJECT_MESSAGES.notFound);
  const imageMessages = { deleted: PROJECT_MESSAGES.imageDeleted, notFound: PROJECT_MESSAGES.imageNotFound };
  // What each save changed, by its request, for its activity line.
  const changes = new WeakMap<Request, string>();

  return (
    adminRoutes(deps, "projects")
      .get(
        PROJECTS.all.path,
        async () => ({ success: true, message: "Projects loaded", projects: await listProjects(sql) }) satisfies AnswerOf<typeof PROJECTS.all>,
        {
          admin: true,
          response: answers(ProjectsAnswer),
        },
      )
      .get(
        PROJECTS.list.path,
        async ({ query }) => {
          if (query.service) await checkLiveService(sql, query.service, PROJECT_LIST_MESSAGES.noService, "service");
          return { success: true, message: "Projects loaded", ...(await listProjectsPage(sql, query)) } satisfies AnswerOf<typeof PROJECTS.list>;
        },
        {
          admin: true,
          query: ProjectListQuery,
          response: answers(ProjectListAnswer),
        },
      )
      .get(
        PROJECTS.counts.path,
        async () => ({ success: true, message: "Projects counted", families: await countByFamily(sql) }) satisfies AnswerOf<typeof PROJECTS.counts>,
        {
          admin: true,
          response: answers(ProjectCountsAnswer),
        },
      )
      .get(
        PROJECTS.choices.path,
        async () =>
          ({ success: true, message: "Projects loaded", projects: await listProjectChoices(sql) }) satisfies AnswerOf<typeof PROJECTS.choices>,
        {
          admin: true,
          response: answers(ProjectChoicesAnswer),
        },
      )
      .get(
        PROJECTS.get.path,
        async ({ params }) =>
          ({ success: true, message: "Project loaded", project: await loaded(params.id) }) satisfies AnswerOf<typeof PROJECTS.get>,
        {
          admin: true,
          params: ProjectIdParams,
          response: answers(ProjectAnswer),
        },
      )
      .post(
        PROJECTS.create.path,
        async ({ body, set }) => {
          const id = await createProject(sql, trimmed(body));
          set.status = 201;
          return { success: true, message: PROJECT_MESSAGES.created, project: await loaded(id) } satisfies AnswerOf<typeof PROJECTS.create>;
        },
        { body: ProjectCreate, ...kit.creates(ProjectAnswer, projectTitle) },
      )
      .put(
        PROJECTS.order.path,
        async ({ body }) => {
          await kit.reorder(body.ids, body.family);
          const ordered = (await listProjects(sql)).filter((project) => project.family === body.family);
          return { success: true, message: PROJECT_MESSAGES.ordered, projects: ordered } satisfies AnswerOf<typeof PROJECTS.order>;
        },
        { body: ProjectOrderBody, ...kit.reorders(ProjectsAnswer, "Reordered the projects") },
      )
      .patch(
        PROJECTS.update.path,
        async (context) => {
          const { params, body, request, set } = context;
          const before = await loaded(params.id);
          // A film is uploaded first (the pages' video route); a key nobody stored would play nothing.
          // Its poster's size is the stored one, whatever the request says (held-media.ts).
          const sizes = body.film ? ((await mediaStored(objects, body.film)) ?? fail(400, PROJECT_MESSAGES.filmNotStored)) : new Map();
          const saved = await updateProject(sql, params.id, withStoredSizes(trimmed(body), sizes));
          if (saved === "missing") fail(404, PROJECT_MESSAGES.notFound);
          const project = await loaded(params.id);
          if (saved === "stale") {
            // Nothing was written: the editor shows the newer version to start again from.
            set.status = 409;
            return { success: false, message: PROJECT_MESSAGES.conflict, project } satisfies AnswerOf<typeof PROJECTS.update>;
          }
          // After the update: what changed is known here, for the activity line and the revision.
          changes.set(request, describeProjectChange(before, project));
          await keepProjectRevision(deps, before, project, (context as typeof context & { adminName: string }).adminName);
          return { success: true, message: PROJECT_MESSAGES.updated, project } satisfies AnswerOf<typeof PROJECTS.update>;
        },
        {
          params: ProjectIdParams,
          body: ProjectUpdate,
          ...kit.updates(ProjectAnswer, projectTitle),
          activity: { action: "update", summary: (answer: ProjectAnswer, request: Request) => changes.get(request) ?? projectTitle(answer) },
        },
      )
      // With its images: they go to the trash and come back with it.
      .delete(PROJECTS.remove.path, ({ params }) => kit.trash(params.id, PROJECT_MESSAGES) satisfies Promise<AnswerOf<typeof PROJECTS.remove>>, {
        params: ProjectIdParams,
        ...kit.deletes,
      })
      .post(
        PROJECTS.addImage.path,
        async ({ params, request, set }) => {
          // First, before the body is read: an unknown project costs nothing, and the image's
          // place follows the order the uploads arrived in, not the order their encoding ends.
          const position = (await reserveImagePosition(sql, params.id)) ?? fail(404, PROJECT_MESSAGES.notFound);
          const form = await readUploadForm(request, uploadMaxBytes);
          const fields = readFormFields(form, ProjectImageForm);
          const decorative = fields.decorative === "true";
          const alt = decorative ? (fields.alt ?? "") : (fields.alt ?? fail(400, PROJECT_MESSAGES.altRequired));
          const bytes =
            (await readImageField(form, "image", PROJECT_MESSAGES.imageLabel, uploadMaxBytes)) ?? fail(400, PROJECT_MESSAGES.imageRequired);
          const image = await images.addImage(request, bytes, async (stored) => {
            return (await insertProjectImage(sql, params.id, position, { image: stored, alt, decorative })) ?? fail(404, PROJECT_MESSAGES.notFound);
          });
          set.status = 201;
          return { success: true, message: PROJECT_MESSAGES.imageAdded, image } satisfies AnswerOf<typeof PROJECTS.addImage>;
        },
        { params: ProjectIdParams, parse: leaveBodyUnread, ...images.creates(ProjectImageAnswer, imageAlt) },
      )
      .put(
        PROJECTS.orderImages.path,
        async ({ params, body }) => {
          if (!(await projectExists(sql, params.id))) fail(404, PROJECT_MESSAGES.notFound);
          await images.reorder(body.ids, params.id);
          return { success: true, message: PROJECT_MESSAGES.ordered, images: (await loaded(params.id)).images } satisfies AnswerOf<
            typeof PROJECTS.orderImages
          >;
        },
        { params: ProjectIdParams, body: OrderBody("Image"), ...images.reorders(ProjectImagesAnswer, "Reordered a project's images") },
      )
      .patch(
        PROJECTS.updateImage.path,
        async ({ params, body }) => {
          const image = await updateProjectImage(sql, params.id, params.imageId, trimmed(body));
          return {
            success: true,
            message: PROJECT_MESSAGES.imageUpdated,
            image: image ?? fail(404, PROJECT_MESSAGES.imageNotFound),
          } satisfies AnswerOf<typeof PROJECTS.updateImage>;
        },
        { params: ProjectImageParams, body: ProjectImageUpdate, ...images.updates(ProjectImageAnswer, imageAlt) },
      )
      // An image of this project only (an image of a trashed project is in the trash already).
      .delete(
        PROJECTS.removeImage.path,
        async ({ params }) =>
          touchProject(sql, await images.trash(params.imageId, imageMessages, params.id), params.id) satisfies Promise<
            AnswerOf<typeof PROJECTS.removeImage>
          >,
        { params: ProjectImageParams, ...images.deletes },
      )
  );
}
