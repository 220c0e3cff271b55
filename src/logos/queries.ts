import type { Logo } from "../../client/entities.ts";
import type { Sql } from "../db/connect.ts";
import { mediaUrl } from "../media/urls.ts";

type LogoRow = { id: string; name: string; imageKey: string | null };

export function toLogo(row: LogoRow): Logo {
  return { _id: row.id, name: row.name, image: mediaUrl(row.imageKey) };
}

export async function listLogos(sql: Sql): Promise<Logo[]> {
  const rows = await sql<LogoRow[]>`select id, name, image_key from logos order by created_at, id`;
  return rows.map(toLogo);
}
