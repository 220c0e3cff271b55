// Admin writes to the Web Design and Animation cards. Deletes move a card to the trash; a
// replaced image is reported back so its objects can be removed once no page shows it.
import { firstPosition } from "../../platform/collections/reorder.ts";
import type { Sql } from "../../platform/db/connect.ts";
import { toColumns } from "../../platform/media/responsive.ts";
import type { StoredImage } from "../../../client/contract/stored-media.ts";
import { serviceCards } from "./collection.ts";

/** The card's text columns; null clears an optional one. */
export type CardText = {
  title?: string;
  caption?: string;
  alt?: string;
  link?: string | null;
  live?: string | null;
  watch?: string | null;
  breakdown?: string | null;
};

/** Adds the card first on its service page. */
export async function insertCard(sql: Sql, service: string, card: CardText & { title: string; image: StoredImage }): Promise<string> {
  const [row] = await sql<{ id: string }[]>`
    insert into service_cards (service, image_key, image_width, image_height, image_blur, title, caption, alt, link, live, watch, breakdown, position)
    values (${service}, ${card.image.key}, ${card.image.width}, ${card.image.height}, ${card.image.blur},
            ${card.title}, ${card.caption ?? ""}, ${card.alt ?? ""}, ${card.link ?? null}, ${card.live ?? null}, ${card.watch ?? null}, ${card.breakdown ?? null},
            ${firstPosition(sql, serviceCards, service)})
    returning id`;
  return row!.id;
}

/** Applies the changes; answers the image key it replaced (null when none), or undefined for no live card. */
export async function updateCard(sql: Sql, id: string, changes: CardText & { image?: StoredImage }): Promise<{ oldKey: string | null } | undefined> {
  const { image, ...text } = changes;
  // A new image never keeps the old one's alt text: without its own, the title stands in.
  const columns: Record<string, string | number | Date | null> = image ? { ...toColumns(image), alt: "" } : {};
  for (const [field, value] of Object.entries(text)) if (value !== undefined) columns[field] = value;
  const [row] = await sql<{ oldKey: string }[]>`
    with old as (select id, image_key from service_cards where id = ${id} and deleted_at is null for update)
    update service_cards set ${sql({ ...columns, updatedAt: new Date() })}
    from old where service_cards.id = old.id
    returning old.image_key as old_key`;
  if (!row) return undefined;
  return { oldKey: image ? row.oldKey : null };
}
