// Admin writes to the portfolio tabs' items. Deletes move an
// item to the trash; an item's replaced image is reported back so its objects can be removed
// once no visitor can be shown it any more.
import { firstPosition } from "../../platform/collections/reorder.ts";
import type { Sql } from "../../platform/db/connect.ts";
import { toColumns } from "../../platform/media/responsive.ts";
import type { StoredImage } from "../../../client/contract/stored-media.ts";
import { portfolioItems } from "./collection.ts";

/** The columns an item's text fields fill; null: none of its own (a project item shows its project's). */
export type ItemText = { title?: string | null; caption?: string | null; alt?: string | null; link?: string | null };

/** Adds the item first in its tab. */
export async function insertItem(sql: Sql, tab: string, item: ItemText & { projectId: string | null; image: StoredImage | null }): Promise<string> {
  const image = item.image;
  const [row] = await sql<{ id: string }[]>`
    insert into portfolio_items (tab, project_id, image_key, image_width, image_height, image_blur, title, caption, alt, link, position)
    values (${tab}, ${item.projectId}, ${image?.key ?? null}, ${image?.width ?? null}, ${image?.height ?? null}, ${image?.blur ?? null},
            ${item.title ?? null}, ${item.caption ?? null}, ${item.alt ?? null}, ${item.link ?? null},
            ${firstPosition(sql, portfolioItems, tab)})
    returning id`;
  return row!.id;
}

/** Whether the project has its entry on the tab already (it is on a tab once). */
export async function projectOnTab(sql: Sql, projectId: string, tab: string): Promise<boolean> {
  const rows = await sql`select 1 from portfolio_items where project_id = ${projectId} and tab = ${tab} and deleted_at is null`;
  return rows.length > 0;
}

/** The item as stored before a change, or null for no live item. */
export async function currentItem(sql: Sql, id: string) {
  const [row] = await sql<{ tab: string; projectId: string | null; imageKey: string | null; title: string | null }[]>`
    select tab, project_id, image_key, title from portfolio_items where id = ${id} and deleted_at is null`;
  return row ?? null;
}

/** Applies the changes; answers the image key it replaced (null when none), or undefined for no live item. */
export async function updateItem(sql: Sql, id: string, changes: ItemText & { image?: StoredImage }): Promise<{ oldKey: string | null } | undefined> {
  // A new image never keeps the old one's alt text: without its own, the title stands in.
  const columns: Record<string, string | number | Date | null> = { ...(changes.image ? { ...toColumns(changes.image), alt: null } : {}) };
  for (const field of ["title", "caption", "alt", "link"] as const) if (changes[field] !== undefined) columns[field] = changes[field];
  const [row] = await sql<{ oldKey: string | null }[]>`
    with old as (select id, image_key from portfolio_items where id = ${id} and deleted_at is null for update)
    update portfolio_items set ${sql({ ...columns, updatedAt: new Date() })}
    from old where portfolio_items.id = old.id
    returning old.image_key as old_key`;
  if (!row) return undefined;
  return { oldKey: changes.image ? row.oldKey : null };
}
