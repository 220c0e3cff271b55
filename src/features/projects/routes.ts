// The project endpoints of the admin API (CONTENT-API.md, "Projects"). Every write declares that
// it changes "projects": the gallery pages, the service pages' cards and the portfolio items
// that show a project are all tagged with it, so all of them update at the next request.
import { Elysia } from "elysia";
import { PROJECT_MESSAGES, ProjectCreate, ProjectIdParams, ProjectImageForm, ProjectImageParams, ProjectImageUpdate, ProjectOrderBody, ProjectUpdate } from "../../../client/contract/projects.ts";
import { activityHook, onRecord } from "../../platform/activity/hook.ts";
import type { AdminDeps } from "../../platform/admin-deps.ts";
import { adminGuard } from "../../platform/auth/guard.ts";
import { cacheInvalidation } from "../../platform/cache/invalidation.ts";
import { collection } from "../../platform/collections/registry.ts";
import { reorder } from "../../platform/collections/reorder.ts";
import { moveToTrash } from "../../platform/collections/trash.ts";
import { fail } from "../../platform/http/errors.ts";
import { trimmed } from "../../platform/http/validation.ts";
import { leaveBodyUnread, readFormFields, readImageField, readUploadForm } from "../../platform/media/upload-form.ts";
import { addVariantSet } from "../../platform/media/image-jobs.ts";
import type { ImageDeps } from "../../platform/media/image-queue.ts";
import { OrderBody } from "../../../client/contract/common.ts";
import { getProject, listProjects } from "./queries.ts";
import { createProject, insertProjectImage, projectExists, trashProjectImage, updateProject, updateProjectImage } from "./writes.ts";

const invalidates = ["projects"] as const;
const PROJECTS = collection("projects");
const projectTitle = (answer: { project: { title: string } }) => answer.project.title;
const imageAlt = (answer: { image: { alt: string } }) => answer.image.alt;

export function projectRoutes(deps: AdminDeps & ImageDeps) {
  const { sql, uploadMaxBytes } = deps;
  const loaded = async (id: string) => (await getProject(sql, id)) ?? fail(404, PROJECT_MESSAGES.notFound);

  return new Elysia({ name: "projects" })
    .use(adminGuard(deps))
    .use(cacheInvalidation(deps.cache))
    .use(activityHook(deps))
    .get("/api/admin/projects", async () => ({ success: true, message: "Projects loaded", projects: await listProjects(sql) }), { admin: true })
    .get("/api/admin/projects/:id", async ({ params }) => ({ success: true, message: "Project loaded", project: await loaded(params.id) }), {
      admin: true,
      params: ProjectIdParams,
    })
    .post(
      "/api/admin/projects",
      async ({ body, set }) => {
        const id = await createProject(sql, trimmed(body));
        set.status = 201;
        return { success: true, message: PROJECT_MESSAGES.created, project: await loaded(id) };
      },
      { admin: true, body: ProjectCreate, invalidates, activity: onRecord("create", "projects", projectTitle) },
    )
    .put(
      "/api/admin/projects/order",
      async ({ body }) => {
        await reorder(sql, { table: "projects", scope: { column: "family", value: body.family } }, body.ids);
        const projects = (await listProjects(sql)).filter((project) => project.family === body.family);
        return { success: true, message: PROJECT_MESSAGES.ordered, projects };
      },
      { admin: true, body: ProjectOrderBody, invalidates, activity: { action: "reorder", summary: () => "Reordered the projects" } },
    )
    .patch(
      "/api/admin/projects/:id",
      async ({ params, body }) => {
        if (!(await updateProject(sql, params.id, trimmed(body)))) fail(404, PROJECT_MESSAGES.notFound);
        return { success: true, message: PROJECT_MESSAGES.updated, project: await loaded(params.id) };
      },
      { admin: true, params: ProjectIdParams, body: ProjectUpdate, invalidates, activity: onRecord("update", "projects", projectTitle) },
    )
    .delete(
      "/api/admin/projects/:id",
      async ({ params }) => {
        // With its images: they go to the trash and come back with it.
        const trashed = (await moveToTrash(sql, PROJECTS, params.id)) ?? fail(404, PROJECT_MESSAGES.notFound);
        return { success: true, message: PROJECT_MESSAGES.deleted, trashed };
      },
      { admin: true, params: ProjectIdParams, invalidates, activity: onRecord("delete", "projects", (answer) => answer.trashed.title) },
    )
    .post(
      "/api/admin/projects/:id/images",
      async ({ params, request, set }) => {
        const form = await readUploadForm(request, uploadMaxBytes);
        const fields = readFormFields(form, ProjectImageForm);
        const decorative = fields.decorative === "true";
        const alt = decorative ? (fields.alt ?? "") : (fields.alt ?? fail(400, PROJECT_MESSAGES.altRequired));
        const bytes = (await readImageField(form, "image", PROJECT_MESSAGES.imageLabel, uploadMaxBytes)) ?? fail(400, PROJECT_MESSAGES.imageRequired);
        // Before the image work: an unknown project costs nothing.
        if (!(await projectExists(sql, params.id))) fail(404, PROJECT_MESSAGES.notFound);
        const image = await addVariantSet({ ...deps, signal: request.signal }, "projects", bytes, async (stored) => {
          return (await insertProjectImage(sql, params.id, { ...stored, alt, decorative })) ?? fail(404, PROJECT_MESSAGES.notFound);
        });
        set.status = 201;
        return { success: true, message: PROJECT_MESSAGES.imageAdded, image };
      },
      { admin: true, params: ProjectIdParams, parse: leaveBodyUnread, invalidates, activity: onRecord("create", "project-images", imageAlt) },
    )
    .put(
      "/api/admin/projects/:id/images/order",
      async ({ params, body }) => {
        if (!(await projectExists(sql, params.id))) fail(404, PROJECT_MESSAGES.notFound);
        await reorder(sql, { table: "project_images", scope: { column: "project_id", value: params.id } }, body.ids);
        return { success: true, message: PROJECT_MESSAGES.ordered, images: (await loaded(params.id)).images };
      },
      { admin: true, params: ProjectIdParams, body: OrderBody("Image"), invalidates, activity: { action: "reorder", summary: () => "Reordered a project's images" } },
    )
    .patch(
      "/api/admin/projects/:id/images/:imageId",
      async ({ params, body }) => {
        const image = await updateProjectImage(sql, params.id, params.imageId, trimmed(body));
        return { success: true, message: PROJECT_MESSAGES.imageUpdated, image: image ?? fail(404, PROJECT_MESSAGES.imageNotFound) };
      },
      { admin: true, params: ProjectImageParams, body: ProjectImageUpdate, invalidates, activity: onRecord("update", "project-images", imageAlt) },
    )
    .delete(
      "/api/admin/projects/:id/images/:imageId",
      async ({ params }) => {
        const trashed = (await trashProjectImage(sql, params.id, params.imageId)) ?? fail(404, PROJECT_MESSAGES.imageNotFound);
        return { success: true, message: PROJECT_MESSAGES.imageDeleted, trashed };
      },
      { admin: true, params: ProjectImageParams, invalidates, activity: onRecord("delete", "project-images", (answer) => answer.trashed.title) },
    );
}
