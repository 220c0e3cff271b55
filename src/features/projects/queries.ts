// Reading projects: the admin's lists (drafts too) and the public reads the page-data loaders
// call (published only). Two queries per read, projects then their live images, whatever the
// number of projects.
import { SLUG_PATTERN, type Project, type ProjectImage } from "../../../client/contract/projects.ts";
import { FAMILIES, projectPath, type Family } from "../../../client/contract/families.ts";
import type { Queries, Sql } from "../../platform/db/connect.ts";
import { fromColumns, type ImageColumns } from "../../platform/media/responsive.ts";
import { toImage } from "../../../client/contract/stored-media.ts";
import { TAB_SLUGS } from "../../../client/contract/portfolio.ts";
import { HELD_KEYS_PATH } from "../../platform/media/sweep.ts";

type ProjectRow = Omit<Project, "_id" | "cover" | "images" | "tabs" | "updatedAt"> & { id: string; shownCoverId: string | null; updatedAt: Date };
export type ImageRow = ImageColumns & { id: string; projectId: string; alt: string; decorative: boolean };

const PROJECT_COLUMNS = [
  "id",
  "family",
  "slug",
  "title",
  "tagline",
  "description",
  "status",
  "cover_image_id",
  "shown_cover_id",
  "featured",
  "film",
  "updated_at",
];
export const IMAGE_COLUMNS = ["id", "project_id", "image_key", "image_width", "image_height", "image_blur", "alt", "decorative"];

export function toProjectImage(row: ImageRow): ProjectImage {
  return {
    _id: row.id,
    image: toImage(fromColumns(row)),
    alt: row.alt,
    decorative: row.decorative,
  };
}

/** The tabs each project is on: its live entries among the portfolio items (migrations/00009). */
async function tabsOf(sql: Queries, ids: string[]): Promise<Map<string, string[]>> {
  const entries = await sql<{ projectId: string; tab: string }[]>`
    select distinct project_id, tab from portfolio_items where project_id in ${sql(ids)} and deleted_at is null`;
  const tabs = new Map<string, string[]>();
  for (const slug of TAB_SLUGS) {
    for (const entry of entries) if (entry.tab === slug) tabs.set(entry.projectId, [...(tabs.get(entry.projectId) ?? []), slug]);
  }
  return tabs;
}

/** The projects with their live images in the owner's order, the cover the database keeps for each (migrations/00006) and their tabs. */
async function withImages(sql: Queries, rows: ProjectRow[]): Promise<Project[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [images, tabs] = await Promise.all([
    sql<ImageRow[]>`
      select ${sql(IMAGE_COLUMNS)} from project_images
      where project_id in ${sql(ids)} and deleted_at is null
      order by position, created_at desc, id`,
    tabsOf(sql, ids),
  ]);
  const byProject = Map.groupBy(images, (image) => image.projectId);
  return rows.map((row) => {
    const own = byProject.get(row.id) ?? [];
    const cover = own.find((image) => image.id === row.shownCoverId);
    return {
      _id: row.id,
      slug: row.slug,
      title: row.title,
      family: row.family,
      tagline: row.tagline,
      description: row.description,
      status: row.status,
      cover: cover ? toProjectImage(cover).image : null,
      coverImageId: row.coverImageId,
      images: own.map(toProjectImage),
      tabs: tabs.get(row.id) ?? [],
      featured: row.featured,
      film: row.film ?? null,
      updatedAt: row.updatedAt.toISOString(),
    };
  });
}

/** Admin: every live project, drafts too, by family then the owner's order. */
export async function listProjects(sql: Queries): Promise<Project[]> {
  const rows = await sql<ProjectRow[]>`
    select ${sql(PROJECT_COLUMNS)} from projects where deleted_at is null
    order by family, position, created_at desc, id`;
  return withImages(sql, rows);
}

/** Admin: one live project, draft or published. */
export async function getProject(sql: Sql, id: string): Promise<Project | null> {
  const rows = await sql<ProjectRow[]>`select ${sql(PROJECT_COLUMNS)} from projects where id = ${id} and deleted_at is null`;
  return (await withImages(sql, rows))[0] ?? null;
}

/** Public: the published projects of one family (a service page's cards), in the owner's order. */
export async function listPublishedProjects(sql: Queries, family: Family): Promise<Project[]> {
  const rows = await sql<ProjectRow[]>`
    select ${sql(PROJECT_COLUMNS)} from projects
    where family = ${family} and status = 'published' and deleted_at is null
    order by position, created_at desc, id`;
  return withImages(sql, rows);
}

/** Public: every published project's path, for the sitemap. */
export async function listPublishedPaths(sql: Sql): Promise<{ path: string; updatedAt: string }[]> {
  const rows = await sql<{ family: Family; slug: string; updatedAt: Date }[]>`
    select family, slug, updated_at from projects where status = 'published' and deleted_at is null
    order by family, position, created_at desc, id`;
  return rows.map((row) => ({ path: projectPath(row.family, row.slug), updatedAt: row.updatedAt.toISOString() }));
}

const SLUG = new RegExp(SLUG_PATTERN);

export type PublicProject = { project: Project } | { redirect: string } | null;

/**
 * Public: the gallery page at /<family>/<slug>. A published project answers; an earlier address
 * of one answers its current path (the page answers 301 there); anything else, drafts included, null.
 */
export async function findPublicProject(sql: Sql, urlFamily: string, urlSlug: string): Promise<PublicProject> {
  // Path segments as typed: "webdesign" is WebDesign, "Boat" is boat; anything that cannot be a
  // family or a slug (control characters, …) is not looked up at all.
  const family = FAMILIES.find((name) => name.toLowerCase() === urlFamily.toLowerCase());
  const slug = urlSlug.toLowerCase();
  if (!family || !SLUG.test(slug)) return null;
  const rows = await sql<ProjectRow[]>`
    select ${sql(PROJECT_COLUMNS)} from projects
    where family = ${family} and slug = ${slug} and status = 'published' and deleted_at is null`;
  const [project] = await withImages(sql, rows);
  if (project) return { project };
  const [moved] = await sql<{ family: Family; slug: string }[]>`
    select p.family, p.slug from project_slugs s join projects p on p.id = s.project_id
    where s.family = ${family} and s.slug = ${slug} and p.status = 'published' and p.deleted_at is null`;
  return moved ? { redirect: projectPath(moved.family, moved.slug) } : null;
}

/** Public: the titles and paths of a family's published projects, in the owner's order (the gallery pager). */
export async function listPublishedLinks(sql: Sql, family: Family): Promise<{ title: string; path: string }[]> {
  const rows = await sql<{ title: string; slug: string }[]>`
    select title, slug from projects
    where family = ${family} and status = 'published' and deleted_at is null
    order by position, created_at desc, id`;
  return rows.map((row) => ({ title: row.title, path: projectPath(family, row.slug) }));
}

/** The bucket keys projects' films hold (the video and its poster), trashed projects' too: for the sweep and a restore's checks. */
export async function filmMediaKeys(sql: Queries): Promise<string[]> {
  const rows = await sql<{ key: string }[]>`
    select distinct jsonb_path_query(film, ${HELD_KEYS_PATH}::jsonpath) #>> '{}' as key from projects where film is not null`;
  return rows.map((row) => row.key);
}
