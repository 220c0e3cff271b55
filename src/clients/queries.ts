import type { Client } from "../../client/entities.ts";
import type { Sql } from "../db/connect.ts";
import { mediaUrl } from "../media/urls.ts";

type ClientRow = { id: string; name: string; primaryTitle: string; title: string; profileKey: string | null };

export function toClient(row: ClientRow): Client {
  return { _id: row.id, name: row.name, primarytitle: row.primaryTitle, title: row.title, profileimg: mediaUrl(row.profileKey) };
}

export async function listClients(sql: Sql): Promise<Client[]> {
  const rows = await sql<ClientRow[]>`
    select id, name, primary_title, title, profile_key from clients order by created_at, id`;
  return rows.map(toClient);
}
