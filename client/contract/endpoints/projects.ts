// The projects' endpoints (src/features/projects/routes.ts, page-routes.ts): the list and its
// counts, a project, its images, and its gallery page as one draft.
import type { TrashedAnswer } from "../common.ts";
import type { PageAnswer } from "../documents/answers.ts";
import { endpoint } from "../endpoint.ts";
import {
  PROJECT_CHOICES_PATH,
  PROJECT_COUNTS_PATH,
  PROJECT_LIST_PATH,
  type ProjectChoicesAnswer,
  type ProjectCountsAnswer,
  type ProjectListAnswer,
  type ProjectListQuery,
} from "../project-list.ts";
import type {
  ProjectAnswer,
  ProjectCreate,
  ProjectImageAnswer,
  ProjectImagesAnswer,
  ProjectImageUpdate,
  ProjectsAnswer,
  ProjectUpdate,
} from "../projects.ts";

export const PROJECTS = {
  all: endpoint<ProjectsAnswer>().get("/api/admin/projects"),
  /** One page of the admin's list, searched and filtered. */
  list: endpoint<ProjectListAnswer, undefined, ProjectListQuery>().get(PROJECT_LIST_PATH),
  /** Each service's projects and drafts: the counts, not the projects. */
  counts: endpoint<ProjectCountsAnswer>().get(PROJECT_COUNTS_PATH),
  /** Every project's title and address, to choose one from. */
  choices: endpoint<ProjectChoicesAnswer>().get(PROJECT_CHOICES_PATH),
  get: endpoint<ProjectAnswer>().get("/api/admin/projects/:id"),
  create: endpoint<ProjectAnswer, ProjectCreate>().post("/api/admin/projects"),
  order: endpoint<ProjectsAnswer, { family: string; ids: string[] }>().put("/api/admin/projects/order"),
  /** Answers 409 with the newer project when `version` is no longer the latest. */
  update: endpoint<ProjectAnswer, ProjectUpdate>().patch("/api/admin/projects/:id"),
  remove: endpoint<TrashedAnswer>().delete("/api/admin/projects/:id"),
  addImage: endpoint<ProjectImageAnswer, FormData>().post("/api/admin/projects/:id/images"),
  orderImages: endpoint<ProjectImagesAnswer, { ids: string[] }>().put("/api/admin/projects/:id/images/order"),
  updateImage: endpoint<ProjectImageAnswer, ProjectImageUpdate>().patch("/api/admin/projects/:id/images/:imageId"),
  removeImage: endpoint<TrashedAnswer>().delete("/api/admin/projects/:id/images/:imageId"),
};

/** A project's gallery page as one draft (edit mode on a gallery page): a page document's calls, by project id. */
type Version = { version: number };

export const PROJECT_PAGES = {
  get: endpoint<PageAnswer>().get("/api/admin/projects/:id/page"),
  saveDraft: endpoint<PageAnswer, Version & { content: unknown }>().put("/api/admin/projects/:id/page/draft"),
  discard: endpoint<PageAnswer, Version>().delete("/api/admin/projects/:id/page/draft"),
  publish: endpoint<PageAnswer, Version>().post("/api/admin/projects/:id/page/publish"),
};
