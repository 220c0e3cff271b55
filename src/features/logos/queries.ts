import type { Logo, LogoTreatment } from "../../../client/contract/logos.ts";
import type { Queries, Sql } from "../../platform/db/connect.ts";
import { mediaUrl } from "../../../client/contract/stored-media.ts";

export type LogoRow = { id: string; name: string; imageKey: string | null; position: number };

export function toLogo(row: LogoRow): Logo {
  return { _id: row.id, name: row.name, image: mediaUrl(row.imageKey), position: row.position };
}

export async function listLogos(sql: Queries): Promise<Logo[]> {
  const rows = await sql<LogoRow[]>`
    select id, name, image_key, position from logos where deleted_at is null order by position, created_at desc, id`;
  return rows.map(toLogo);
}

export async function getLogo(sql: Sql, id: string): Promise<Logo | null> {
  const [row] = await sql<(LogoRow & { treatment: LogoTreatment })[]>`
    select id, name, image_key, position, treatment from logos where id = ${id} and deleted_at is null`;
  // With its treatment: the editor that replaces its image starts from it.
  return row ? { ...toLogo(row), treatment: row.treatment } : null;
}
