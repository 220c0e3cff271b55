// The studio's details: one row, written whole (checked against the contract's Studio schema
// by the route before it gets here).
import type { Studio } from "../../../client/contract/studio.ts";
import type { Queries, Sql } from "../../platform/db/connect.ts";
import { seedStudio } from "../seed/content.ts";

/** The saved details; the seed's example values if the row is missing (never after migration 00004). */
export async function getStudio(sql: Queries): Promise<Studio> {
  const [row] = await sql<{ studio: Studio }[]>`select studio from site_settings`;
  return row?.studio ?? seedStudio;
}

export async function saveStudio(sql: Sql, studio: Studio): Promise<Studio> {
  const [row] = await sql<{ studio: Studio }[]>`
    insert into site_settings (studio) values (${sql.json(studio)})
    on conflict (id) do update set studio = excluded.studio, updated_at = now()
    returning studio`;
  return row!.studio;
}
