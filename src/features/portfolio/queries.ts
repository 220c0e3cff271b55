// Reading the portfolio tabs. An item that stands for a project shows that project's cover,
// title, tagline and link (its own fields override them), so a piece of work looks the same on
// its tab, its service page and its gallery; while the project is a draft or in the trash, such
// an item is not shown.
import type { AdminPortfolioItem, PortfolioItem, PortfolioTabItems } from "../../../client/contract/portfolio.ts";
import type { PortfolioTab } from "../../../client/contract/portfolio-tabs.ts";
import { projectPath } from "../../../client/contract/families.ts";
import type { Queries } from "../../platform/db/connect.ts";
import { containsPattern } from "../../platform/db/like-pattern.ts";
import { listTabs } from "./tabs.ts";
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
  /** The project's service's address (the first segment of its path). */
  projectFamily: string | null;
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

/** An item's columns (an ItemRow), read from `items` (shownItems). */
const itemColumns = (sql: Queries) => sql`
  i.id, i.tab, i.project_id, i.title, i.caption, i.alt, i.link,
  (select s.slug from services s where s.id = p.family) as project_family, p.slug as project_slug, p.title as project_title, p.tagline as project_tagline,
  p.status as project_status,
  ${sql.unsafe(IMAGE_OR_COVER)}`;

/**
 * The live items with their projects (i) and covers (c), as a from-and-where the queries below
 * share. `publishedOnly`: items of draft projects, and items with no picture, are left out (the
 * public pages); the admin sees them.
 */
const shownItems = (sql: Queries, publishedOnly: boolean) => sql`
  portfolio_items i
  left join projects p on p.id = i.project_id and p.deleted_at is null
    and (${!publishedOnly} or p.status = 'published')
  left join project_images c on c.id = p.shown_cover_id
  where i.deleted_at is null
    and (${!publishedOnly} or i.image_key is not null or c.image_key is not null)
    and (i.project_id is null or p.id is not null)`;

/** Items whose own title, or whose project's title, holds the words (containsPattern); every item without words. */
const matching = (sql: Queries, words?: string) => {
  const like = containsPattern(words);
  return like ? sql`(i.title ilike ${like} or p.title ilike ${like})` : sql`true`;
};

/** The order within a tab. */
const ITEM_ORDER = "i.position, i.created_at desc, i.id";

type Selection = { publishedOnly: boolean; id?: string; tab?: string; q?: string; page?: { limit: number; offset: number } };

/**
 * Live items (of one item id, of one tab, or all; with `q`, those it matches), in each tab's
 * order, with what their project lends them; with `page`, that many from that offset (a tab's page in the admin).
 */
export async function selectItems(sql: Queries, { publishedOnly, id, tab, q, page }: Selection): Promise<AdminPortfolioItem[]> {
  const rows = await sql<ItemRow[]>`
    select ${itemColumns(sql)}
    from ${shownItems(sql, publishedOnly)}
      and ${id ? sql`i.id = ${id}` : sql`true`}
      and ${tab ? sql`i.tab = ${tab}` : sql`true`}
      and ${matching(sql, q)}
    order by i.tab, ${sql.unsafe(ITEM_ORDER)}
    ${page ? sql`limit ${page.limit} offset ${page.offset}` : sql``}`;
  return rows.map(toAdminItem);
}

/** Every tab given with its items (empty tabs too), in the tabs' order. */
function groupByTab<T extends { tab: string }>(tabs: PortfolioTab[], items: T[]): (PortfolioTab & { items: T[] })[] {
  return tabs.map((tab) => ({ ...tab, items: items.filter((item) => item.tab === tab._id) }));
}

/** The tabs the owner has not hidden, in the owner's order. */
export const listShownTabs = async (sql: Queries): Promise<PortfolioTab[]> => (await listTabs(sql)).filter((tab) => !tab.hidden);

/**
 * Public: the tabs the owner has not hidden, each with `limit` of its published pieces (from the
 * first, or for the tab at `from.slug`, after `from.skip`). Each tab's rows are read with limit
 * and offset (a lateral query over portfolio_items_tab_position), so a tab of 400 pieces costs a
 * page of rows, not 400.
 */
export async function shownTabItems(sql: Queries, limit: number, from?: { slug: string; skip: number }): Promise<PortfolioTabItems[]> {
  const [tabs, rows] = await Promise.all([
    listShownTabs(sql),
    sql<ItemRow[]>`
      select x.* from portfolio_tabs t
      cross join lateral (
        select ${itemColumns(sql)}, i.position as place, i.created_at as made
        from ${shownItems(sql, true)} and i.tab = t.id
        order by ${sql.unsafe(ITEM_ORDER)}
        limit ${limit} offset (case when t.slug = ${from?.slug ?? null} then ${from?.skip ?? 0} else 0 end)::int
      ) x
      where t.deleted_at is null and not t.hidden
      order by x.tab, x.place, x.made desc, x.id`,
  ]);
  return groupByTab(tabs, rows.map(toPortfolioItem));
}

/** How many pieces each tab shows in all: published ones (public), or every live one (the admin); a tab with none is absent. */
export async function countItems(sql: Queries, publishedOnly: boolean): Promise<Map<string, number>> {
  const rows = await sql<
    { tab: string; total: number }[]
  >`select i.tab, count(*)::int as total from ${shownItems(sql, publishedOnly)} group by i.tab`;
  return new Map(rows.map((row) => [row.tab, row.total]));
}

/** How many live items of one tab the words match (the admin's search). */
export async function countMatches(sql: Queries, tab: string, q: string): Promise<number> {
  const [row] = await sql<{ total: number }[]>`
    select count(*)::int as total from ${shownItems(sql, false)} and i.tab = ${tab} and ${matching(sql, q)}`;
  return row?.total ?? 0;
}
