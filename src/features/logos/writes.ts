// Admin writes to the logo strip; a replaced image's key is answered so it can be removed once
// no cached page shows it.
import type { Logo } from "../../../client/contract/logos.ts";
import { firstPosition } from "../../platform/collections/reorder.ts";
import type { Sql } from "../../platform/db/connect.ts";
import { logos } from "./collection.ts";
import { toLogo, type LogoRow } from "./queries.ts";

export async function insertLogo(sql: Sql, logo: { name: string; imageKey: string }): Promise<Logo> {
  const [row] = await sql<LogoRow[]>`
    insert into logos (name, image_key, position) values (${logo.name}, ${logo.imageKey}, ${firstPosition(sql, logos)})
    returning id, name, image_key, position`;
  return toLogo(row!);
}

/** Points the logo at a new image (and name, when given); answers the key it replaced. */
export async function replaceLogoImage(sql: Sql, id: string, change: { imageKey: string; name?: string }) {
  const [row] = await sql<(LogoRow & { oldKey: string | null })[]>`
    with old as (select id, image_key from logos where id = ${id} and deleted_at is null for update)
    update logos set image_key = ${change.imageKey}, name = coalesce(${change.name ?? null}, logos.name)
    from old where logos.id = old.id
    returning logos.id, logos.name, logos.image_key, logos.position, old.image_key as old_key`;
  return row ? { logo: toLogo(row), oldKey: row.oldKey } : null;
}
