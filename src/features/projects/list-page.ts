// The admin's projects list, one page at a time (client/contract/project-list.ts): searched by
// title or address, filtered by service and status, in the screen's order (service by service,
// each in the owner's order). Light rows: the cover and the number of images, not the images.
// Beside it, what the Services and Portfolio screens need of every project: the counts of each
// service's projects, and the projects' titles and addresses to choose from.
import {
  PROJECT_LIST_LIMITS,
  type ProjectChoicesAnswer,
  type ProjectListAnswer,
  type ProjectListQuery,
} from "../../../client/contract/project-list.ts";
import { toImage } from "../../../client/contract/stored-media.ts";
import type { Queries } from "../../platform/db/connect.ts";
import { containsPattern } from "../../platform/db/like-pattern.ts";
import { fromColumns, type ImageColumns } from "../../platform/media/responsive.ts";

type Row = Partial<ImageColumns> & {
  id: string;
  family: string;
  slug: string;
  title: string;
  tagline: string;
  status: "draft" | "published";
  imageCount: number;
  total: number;
};

type Page = Omit<ProjectListAnswer, "success" | "message">;

export async function listProjectsPage(sql: Queries, query: ProjectListQuery): Promise<Page> {
  const page = query.page ? Number(query.page) : 1;
  const size = PROJECT_LIST_LIMITS.pageSize;
  const [rows, families] = await Promise.all([
    // The page is cut first, then its rows' covers and image counts are read: the count of every
    // match (the window) is taken before the limit, so nothing else may be read for every row.
    sql<Row[]>`
      select p.id, p.family, p.slug, p.title, p.tagline, p.status, p.total,
             c.image_key, c.image_width, c.image_height, c.image_blur,
             (select count(*) from project_images i where i.project_id = p.id and i.deleted_at is null)::int as image_count
      from (
        select p.id, p.family, p.slug, p.title, p.tagline, p.status, p.shown_cover_id, count(*) over ()::int as total,
               row_number() over (order by s.position, p.position, p.created_at desc, p.id) as place
        from projects p join services s on s.id = p.family
        where ${matching(sql, query)}
        order by place
        limit ${size} offset ${(page - 1) * size}
      ) p
      left join project_images c on c.id = p.shown_cover_id and c.deleted_at is null
      order by p.place`,
    countByFamily(sql),
  ]);
  // Past the last page there is no row to carry the count: the screen moves back to the last page.
  const total = rows[0]?.total ?? (page > 1 ? await countMatches(sql, query) : 0);
  return {
    projects: rows.map((row) => ({
      _id: row.id,
      slug: row.slug,
      title: row.title,
      tagline: row.tagline,
      family: row.family,
      status: row.status,
      cover: row.imageKey ? toImage(fromColumns(row as ImageColumns)) : null,
      imageCount: row.imageCount,
    })),
    total,
    families,
  };
}

/** Every live service, in the owner's order, with its projects and drafts (0 and 0 for a service without). */
export async function countByFamily(sql: Queries): Promise<Page["families"]> {
  return sql<Page["families"]>`
    select s.id as family, count(p.id)::int as total, (count(p.id) filter (where p.status = 'draft'))::int as drafts
    from services s left join projects p on p.family = s.id and p.deleted_at is null
    where s.deleted_at is null group by s.id, s.position order by s.position`;
}

/** Every live project, light, in the projects screen's order (service by service, each in the owner's order). */
export async function listProjectChoices(sql: Queries): Promise<ProjectChoicesAnswer["projects"]> {
  const rows = await sql<{ id: string; title: string; family: string; slug: string; status: "draft" | "published" }[]>`
    select p.id, p.title, p.family, p.slug, p.status from projects p join services s on s.id = p.family
    where p.deleted_at is null order by s.position, p.position, p.created_at desc, p.id`;
  return rows.map(({ id, ...row }) => ({ _id: id, ...row }));
}

async function countMatches(sql: Queries, query: ProjectListQuery): Promise<number> {
  const [row] = await sql<{ total: number }[]>`select count(*)::int as total from projects p where ${matching(sql, query)}`;
  return row?.total ?? 0;
}

/** The live projects the query asks for: its service and status, its words in the title or the address. */
function matching(sql: Queries, { service, status, q }: ProjectListQuery) {
  const like = containsPattern(q);
  return sql`p.deleted_at is null
    and ${service ? sql`p.family = ${service}` : sql`true`}
    and ${status ? sql`p.status = ${status}` : sql`true`}
    and ${like ? sql`(p.title ilike ${like} or p.slug ilike ${like})` : sql`true`}`;
}
