// What the dashboard counts beyond its logo and review grids: the projects by status, the
// portfolio items and service cards, the pages with unpublished changes (a project's page edited
// in place among them), and the newest drafts.
import { listDocumentSpecs } from "../services/documents.ts";
import { RECENT_DRAFTS, type DashboardCounts, type RecentDraft } from "../../../client/contract/dashboard.ts";
import type { Sql } from "../../platform/db/connect.ts";
import { projectPath } from "../../../client/contract/families.ts";

export async function countContent(sql: Sql): Promise<Omit<DashboardCounts, "newEnquiries">> {
  const [row] = await sql<{ published: number; draft: number; portfolioItems: number; serviceCards: number; pagesWithDrafts: number }[]>`
    select
      (select count(*)::int from projects where deleted_at is null and status = 'published') as published,
      (select count(*)::int from projects where deleted_at is null and status = 'draft') as draft,
      (select count(*)::int from portfolio_items i where deleted_at is null
         and (project_id is null or exists (select 1 from projects p where p.id = i.project_id and p.deleted_at is null))) as portfolio_items,
      (select count(*)::int from service_cards where deleted_at is null) as service_cards,
      (select count(*)::int from documents where draft is not null)
        + (select count(*)::int from projects where deleted_at is null and draft is not null) as pages_with_drafts`;
  const { published, draft, ...rest } = row!;
  return { projects: { published, draft }, ...rest };
}

/** Draft projects, pages with unpublished changes and projects' pages edited in place, newest first. */
export async function listRecentDrafts(sql: Sql): Promise<RecentDraft[]> {
  const rows = await sql<
    { kind: "project" | "page" | "project-page"; ref: string; title: string; at: Date; family: string | null; slug: string | null }[]
  >`
    (select 'project' as kind, id::text as ref, title, updated_at as at, null as family, null as slug
     from projects where deleted_at is null and status = 'draft')
    union all
    (select 'page', key, key, updated_at, null, null from documents where draft is not null)
    union all
    (select 'project-page', id::text, title, draft_saved_at, (select s.slug from services s where s.id = family), slug from projects where deleted_at is null and draft is not null)
    order by at desc, ref limit ${RECENT_DRAFTS}`;
  const specs = await listDocumentSpecs(sql);
  return rows.map((row) => ({
    kind: row.kind === "project" ? "project" : "page",
    title:
      row.kind === "page"
        ? (specs.find((spec) => spec.key === row.ref)?.label ?? row.ref)
        : row.kind === "project-page"
          ? `Project page: ${row.title}`
          : row.title,
    // A project's page draft is edited where it stands: its live page in edit mode.
    path:
      row.kind === "page"
        ? `/admin/pages/${row.ref}`
        : row.kind === "project-page"
          ? `${projectPath(row.family!, row.slug!)}#edit`
          : `/admin/projects/${row.ref}`,
    updatedAt: row.at.toISOString(),
  }));
}
