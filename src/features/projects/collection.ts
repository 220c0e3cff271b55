// Projects and their images as managed lists (src/platform/collections/collection.ts): a
// project's images are ordered within it, and go to the trash and come back with it.
import { Project, ProjectImage, ProjectImageUpdate, ProjectUpdate } from "../../../client/contract/projects.ts";
import { defineCollection } from "../../platform/collections/collection.ts";
import { listProjects } from "./queries.ts";

export const projects = defineCollection({
  name: "projects",
  sampleColumn: "sample",
  table: "projects",
  label: "Project",
  titleColumn: "title",
  scope: "family",
  scopeList: "services",
  tags: ["projects"],
  status: { column: "status", published: "published", draft: "draft" },
  // An editor open elsewhere then refuses to save over the change (writes.ts, updateProject).
  touched: ["updated_at", "details_saved_at"],
  schema: Project,
  list: listProjects,
  form: ProjectUpdate,
});

export const projectImages = defineCollection({
  name: "project-images",
  table: "project_images",
  label: "Project image",
  titleColumn: "alt",
  scope: "project_id",
  tags: ["projects"],
  // A project page's draft once gave the images it added their sizes (src/features/projects/page-draft.ts).
  image: { column: "image_key", kind: { folder: "projects", store: "variants" }, size: { width: "image_width", height: "image_height" } },
  parent: { collection: "projects", column: "project_id" },
  schema: ProjectImage,
  list: async (sql) => (await listProjects(sql)).flatMap((project) => project.images),
  form: ProjectImageUpdate,
  images: (image) => [image.image],
});
