// Reading projects: the admin's lists (drafts too) and the public reads the page-data loaders
// call (published only). Two queries per read, projects then their live images, whatever the
// number of projects.
import { SLUG_PATTERN, type Project, type ProjectImage } from "../../../client/contract/projects.ts";
import { projectPath, type ServiceInfo } from "../../../client/contract/families.ts";
import type { Queries, Sql } from "../../platform/db/connect.ts";
import { fromColumns, type ImageColumns } from "../../platform/media/responsive.ts";
import { toImage } from "../../../client/contract/stored-media.ts";
import { HELD_KEYS_PATH } from "../../platform/media/sweep.ts";
import { serviceAt } from "../services/catalog.ts";

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

/** The tabs each project is on, in the tabs' order: its live entries among the portfolio items (migrations/00009). */
async function tabsOf(sql: Queries, ids: string[]): Promise<Map<string, string[]>> {
  const entries = await sql<{ projectId: string; tab: string }[]>`
    select distinct i.project_id, i.tab, t.position from portfolio_items i join portfolio_tabs t on t.id = i.tab
    where i.project_id in ${sql(ids)} and i.deleted_at is null order by t.position`;
  const tabs = new Map<string, string[]>();
  for (const entry of entries) tabs.set(entry.projectId, [...(tabs.get(entry.projectId) ?? []), entry.tab]);
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
export async function listPublishedProjects(sql: Queries, family: string): Promise<Project[]> {
  const rows = await sql<ProjectRow[]>`
    select ${sql(PROJECT_COLUMNS)} from projects
    where family = ${family} and status = 'published' and deleted_at is null
    order by position, created_at desc, id`;
  return withImages(sql, rows);
}

/** Public: every published project's path, for the sitemap (a hidden service's are not shown). */
export async function listPublishedPaths(sql: Sql): Promise<{ path: string; updatedAt: string }[]> {
  const rows = await sql<{ serviceSlug: string; slug: string; updatedAt: Date }[]>`
    select s.slug as service_slug, p.slug, p.updated_at from projects p join services s on s.id = p.family
    where p.status = 'published' and p.deleted_at is null and s.deleted_at is null and not s.hidden
    order by s.position, p.position, p.created_at desc, p.id`;
  return rows.map((row) => ({ path: projectPath(row.serviceSlug, row.slug), updatedAt: row.updatedAt.toISOString() }));
}

const SLUG = new RegExp(SLUG_PATTERN);

export type PublicProject = { project: Project; service: ServiceInfo; path: string } | { redirect: string } | null;

/**
 * Public: the gallery page at /<service>/<slug>, its service shown. A published project answers;
 * an earlier address of one (its own, or its service's) answers its current path (the page
 * answers 301 there); anything else, drafts included, null.
 */
export async function findPublicProject(sql: Sql, urlService: string, urlSlug: string): Promise<PublicProject> {
  // Path segments as typed: "webdesign" is WebDesign, "Boat" is boat; anything that cannot be a
  // slug (control characters, …) is not looked up at all.
  const slug = urlSlug.toLowerCase();
  const service = SLUG.test(slug) ? await serviceAt(sql, urlService) : null;
  if (!service || service.hidden) return null;
  const rows = await sql<ProjectRow[]>`
    select ${sql(PROJECT_COLUMNS)} from projects
    where family = ${service.id} and slug = ${slug} and status = 'published' and deleted_at is null`;
  const [project] = await withImages(sql, rows);
  if (project) {
    const path = projectPath(service.slug, project.slug);
    const { hidden, moved, ...info } = service;
    return moved ? { redirect: path } : { project, service: info, path };
  }
  const [moved] = await sql<{ serviceSlug: string; slug: string }[]>`
    select sv.slug as service_slug, p.slug from project_slugs s join projects p on p.id = s.project_id join services sv on sv.id = p.family
    where s.family = ${service.id} and s.slug = ${slug} and p.status = 'published' and p.deleted_at is null
      and sv.deleted_at is null and not sv.hidden`;
  return moved ? { redirect: projectPath(moved.serviceSlug, moved.slug) } : null;
}

/** Public: the titles and paths of a service's published projects, in the owner's order (the gallery pager). */
export async function listPublishedLinks(sql: Sql, service: ServiceInfo): Promise<{ title: string; path: string }[]> {
  const rows = await sql<{ title: string; slug: string }[]>`
    select title, slug from projects
    where family = ${service.id} and status = 'published' and deleted_at is null
    order by position, created_at desc, id`;
  return rows.map((row) => ({ title: row.title, path: projectPath(service.slug, row.slug) }));
}

/** The bucket keys projects' films hold (the video and its poster), trashed projects' too: for the sweep and a restore's checks. */
export async function filmMediaKeys(sql: Queries): Promise<string[]> {
  const rows = await sql<{ key: string }[]>`
    select distinct jsonb_path_query(film, ${HELD_KEYS_PATH}::jsonpath) #>> '{}' as key from projects where film is not null`;
  return rows.map((row) => row.key);
}
