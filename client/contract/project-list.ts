// The admin's projects list, searched, filtered and paged on the server: GET
// /api/admin/projects/list?q=&service=&status=&page= answers one page of light rows (no image
// stacks), so a studio with 400 projects loads 50 rows, not 400 projects with every image.
import { Type as t, type Static } from "@sinclair/typebox";
import { Answer, SearchWords } from "./common.ts";
import { FamilySchema, Project } from "./projects.ts";

export const PROJECT_LIST_PATH = "/api/admin/projects/list";
/** Every project as a picker offers it (ProjectChoicesAnswer); each service's counts (ProjectCountsAnswer). */
export const PROJECT_CHOICES_PATH = "/api/admin/projects/choices";
export const PROJECT_COUNTS_PATH = "/api/admin/projects/counts";

/** Rows on a page of the admin's list; the longest search it takes. */
export const PROJECT_LIST_LIMITS = { pageSize: 50, search: 100 } as const;

export const PROJECT_LIST_MESSAGES = { noService: "service names no service of this site" } as const;

const statusMessage = 'status must be "draft" or "published"';

/** The list's query, as the URL and the screen's address both spell it. */
export const ProjectListQuery = t.Object({
  q: t.Optional(SearchWords(PROJECT_LIST_LIMITS.search)),
  service: t.Optional(FamilySchema),
  status: t.Optional(t.Union([t.Literal("draft"), t.Literal("published")], { error: statusMessage })),
  page: t.Optional(t.String({ pattern: "^[1-9][0-9]{0,5}$", error: "page must be a whole number from 1" })),
});
export type ProjectListQuery = Static<typeof ProjectListQuery>;

/** A project as its row shows it: no image stack, the number of its images. */
export const ProjectSummary = t.Composite([
  t.Pick(Project, ["_id", "slug", "title", "tagline", "family", "status", "cover"]),
  t.Object({ imageCount: t.Integer() }),
]);
export type ProjectSummary = Static<typeof ProjectSummary>;

/** Every live service, in the owner's order, with its live projects and drafts among them. */
const FamilyCounts = t.Array(t.Object({ family: FamilySchema, total: t.Integer(), drafts: t.Integer() }));

/**
 * The query's page of projects (PROJECT_LIST_LIMITS.pageSize a page); `total`: the projects the
 * query matches; `families`: every service's projects and drafts, whatever the query (the filter's counts).
 */
export const ProjectListAnswer = Answer({
  projects: t.Array(ProjectSummary),
  total: t.Integer(),
  families: FamilyCounts,
});
export type ProjectListAnswer = Static<typeof ProjectListAnswer>;

export const ProjectCountsAnswer = Answer({ families: FamilyCounts });
export type ProjectCountsAnswer = Static<typeof ProjectCountsAnswer>;

/**
 * Every live project as the portfolio's "Stands for a project" offers it: its title, address and
 * status, nothing else (about 100 bytes each, where a project with its images is over 1 KB).
 */
export const ProjectChoicesAnswer = Answer({ projects: t.Array(t.Pick(Project, ["_id", "title", "family", "slug", "status"])) });
export type ProjectChoicesAnswer = Static<typeof ProjectChoicesAnswer>;
