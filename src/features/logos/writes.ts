// Admin writes to the logo strip; a replaced image's key is answered so it can be removed once
// no cached page shows it.
import type { Logo, LogoTreatment } from "../../../client/contract/logos.ts";
import { firstPosition } from "../../platform/collections/reorder.ts";
import type { Sql } from "../../platform/db/connect.ts";
import { logos } from "./collection.ts";
import { toLogo, type LogoRow } from "./queries.ts";

export async function insertLogo(sql: Sql, logo: { name: string; imageKey: string; treatment: LogoTreatment }): Promise<Logo> {
  const [row] = await sql<LogoRow[]>`
    insert into logos (name, image_key, treatment, position) values (${logo.name}, ${logo.imageKey}, ${logo.treatment}, ${firstPosition(sql, logos)})
    returning id, name, image_key, position`;
  return toLogo(row!);
}

/** The treatment a live logo's image was stored with; null for no such logo. */
export async function logoTreatment(sql: Sql, id: string): Promise<LogoTreatment | null> {
  const [row] = await sql<{ treatment: LogoTreatment }[]>`select treatment from logos where id = ${id} and deleted_at is null`;
  return row?.treatment ?? null;
}

/** Points the logo at a new image (and name, when given) stored with `treatment`; answers the key it replaced. */
export async function replaceLogoImage(sql: Sql, id: string, change: { imageKey: string; name?: string; treatment: LogoTreatment }) {
  const [row] = await sql<(LogoRow & { oldKey: string | null })[]>`
    with old as (select id, image_key from logos where id = ${id} and deleted_at is null for update)
    update logos set image_key = ${change.imageKey}, name = coalesce(${change.name ?? null}, logos.name), treatment = ${change.treatment}
    from old where logos.id = old.id
    returning logos.id, logos.name, logos.image_key, logos.position, old.image_key as old_key`;
  return row ? { logo: toLogo(row), oldKey: row.oldKey } : null;
}
