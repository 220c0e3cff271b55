import type { Logo } from "../../../client/contract/logos.ts";
import { firstPosition } from "../../platform/collections/reorder.ts";
import { collection } from "../../platform/collections/registry.ts";
import type { Queries, Sql } from "../../platform/db/connect.ts";
import { mediaUrl } from "../../platform/media/urls.ts";

type LogoRow = { id: string; name: string; imageKey: string | null; position: number };

const LOGOS = collection("logos");

export function toLogo(row: LogoRow): Logo {
  return { _id: row.id, name: row.name, image: mediaUrl(row.imageKey), position: row.position };
}

export async function listLogos(sql: Queries): Promise<Logo[]> {
  const rows = await sql<LogoRow[]>`
    select id, name, image_key, position from logos where deleted_at is null order by position, created_at desc, id`;
  return rows.map(toLogo);
}

export async function getLogo(sql: Sql, id: string): Promise<Logo | null> {
  const [row] = await sql<LogoRow[]>`
    select id, name, image_key, position from logos where id = ${id} and deleted_at is null`;
  return row ? toLogo(row) : null;
}

export async function insertLogo(sql: Sql, logo: { name: string; imageKey: string }): Promise<Logo> {
  const [row] = await sql<LogoRow[]>`
    insert into logos (name, image_key, position) values (${logo.name}, ${logo.imageKey}, ${firstPosition(sql, LOGOS)})
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
