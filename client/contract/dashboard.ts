// GET /api/admin/dashboard: both lists at once, under their records' field names, with the counts of
// every other kind of content and what waits unpublished.
import { Type as t, type Static } from "@sinclair/typebox";
import { Review } from "./reviews.ts";
import { Answer } from "./common.ts";
import { Logo } from "./logos.ts";

export const DashboardCounts = t.Object({
  projects: t.Object({ published: t.Integer(), draft: t.Integer() }),
  portfolioItems: t.Integer(),
  serviceCards: t.Integer(),
  /** Pages whose owner has unpublished changes (a draft), projects' pages edited in place among them. */
  pagesWithDrafts: t.Integer(),
  /** Enquiries not opened yet (spam never counts). */
  newEnquiries: t.Integer(),
});
export type DashboardCounts = Static<typeof DashboardCounts>;

/** A draft project or a page with unpublished changes, and the editor that opens it. */
export const RecentDraft = t.Object({
  kind: t.Union([t.Literal("project"), t.Literal("page")]),
  title: t.String(),
  /** Where it is edited: /admin/projects/:id, /admin/pages/:key, or a project's page in edit mode (/<family>/<slug>#edit). */
  path: t.String(),
  updatedAt: t.String(),
});
export type RecentDraft = Static<typeof RecentDraft>;

/** How many drafts the dashboard lists, newest first. */
export const RECENT_DRAFTS = 8;

export const DashboardAnswer = Answer({
  dashboardData: t.Object({
    Logos: t.Array(Logo),
    /** The reviews, under the name the answer has always given them. */
    getAllClients: t.Array(Review),
    counts: DashboardCounts,
    recentDrafts: t.Array(RecentDraft),
  }),
});
export type DashboardAnswer = Static<typeof DashboardAnswer>;
