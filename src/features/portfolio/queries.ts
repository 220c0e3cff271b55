// Reading the portfolio tabs. An item that stands for a project shows that project's cover,
// title, tagline and link (its own fields override them), so a piece of work looks the same on
// its tab, its service page and its gallery; while the project is a draft or in the trash, such
// an item is not shown.
import { TABS, type AdminPortfolioItem, type PortfolioItem, type PortfolioTabItems } from "../../../client/contract/portfolio.ts";
import { projectPath, type Family } from "../../../client/contract/families.ts";
import type { Queries, Sql } from "../../platform/db/connect.ts";
import { fromColumns, type ImageColumns } from "../../platform/media/responsive.ts";
import { toImage } from "../../../client/contract/stored-media.ts";

/** The image columns are the item's own image, or else its project's cover. */
export type ItemRow = ImageColumns & {
  id: string;
  tab: string;
  projectId: string | null;
  title: string | null;
  caption: string | null;
  alt: string | null;
  link: string | null;
  projectFamily: Family | null;
  projectSlug: string | null;
  projectTitle: string | null;
  projectTagline: string | null;
  projectStatus?: "draft" | "published" | null;
};

export function toPortfolioItem(row: ItemRow): PortfolioItem {
  const { projectStatus, image, ...item } = toAdminItem(row);
  return { ...item, image: image! };
}

function toAdminItem(row: ItemRow): AdminPortfolioItem {
  const title = row.title ?? row.projectTitle ?? "";
  return {
    _id: row.id,
    tab: row.tab,
    image: row.imageKey ? toImage(fromColumns(row)) : null,
    title,
    caption: row.caption ?? row.projectTagline ?? "",
    alt: row.alt ?? title,
    link: row.link ?? (row.projectFamily && row.projectSlug ? projectPath(row.projectFamily, row.projectSlug) : null),
    projectId: row.projectId,
    projectStatus: row.projectStatus ?? null,
  };
}

const IMAGE_OR_COVER = ["key", "width", "height", "blur"]
  .map((column) => `case when i.image_key is null then c.image_${column} else i.image_${column} end as image_${column}`)
  .join(", ");

/**
 * Live items (of one item id, or all), in each tab's order, with what their project lends them.
 * `publishedOnly`: items of draft projects are left out (the public pages); the admin sees them.
 */
export async function selectItems(sql: Queries, { publishedOnly, id }: { publishedOnly: boolean; id?: string }): Promise<AdminPortfolioItem[]> {
  const rows = await sql<ItemRow[]>`
    select i.id, i.tab, i.project_id, i.title, i.caption, i.alt, i.link,
           p.family as project_family, p.slug as project_slug, p.title as project_title, p.tagline as project_tagline,
           p.status as project_status,
           ${sql.unsafe(IMAGE_OR_COVER)}
    from portfolio_items i
    left join projects p on p.id = i.project_id and p.deleted_at is null
      and (${!publishedOnly} or p.status = 'published')
    left join project_images c on c.id = p.shown_cover_id
    where i.deleted_at is null
      and ${id ? sql`i.id = ${id}` : sql`true`}
      and (${!publishedOnly} or i.image_key is not null or c.image_key is not null)
      and (i.project_id is null or p.id is not null)
    order by i.tab, i.position, i.created_at desc, i.id`;
  return rows.map(toAdminItem);
}

/** Every tab with its items (empty tabs too), in the fixed tab order. */
export function groupByTab<T extends { tab: string }>(items: T[]): { slug: string; label: string; items: T[] }[] {
  return TABS.map((tab) => ({ slug: tab.slug, label: tab.label, items: items.filter((item) => item.tab === tab.slug) }));
}

/** The Motion tab's playlist id set in the admin, or null (then YOUTUBE_PLAYLIST_ID applies). */
export async function getMotionPlaylistId(sql: Queries): Promise<string | null> {
  const [row] = await sql<{ motionPlaylistId: string | null }[]>`select motion_playlist_id from site_settings`;
  return row?.motionPlaylistId ?? null;
}

/** Public: the portfolio page's tabs, published work only. */
export async function listPortfolioTabs(sql: Sql): Promise<PortfolioTabItems[]> {
  const items = await selectItems(sql, { publishedOnly: true });
  return groupByTab(items.map(({ projectStatus, ...item }) => ({ ...item, image: item.image! })));
}
