import type { Client } from "../../../client/contract/clients.ts";
import type { Queries, Sql } from "../../platform/db/connect.ts";
import { mediaUrl } from "../../../client/contract/stored-media.ts";

export type ClientRow = { id: string; name: string; primaryTitle: string; title: string; profileKey: string | null; position: number };

export function toClient(row: ClientRow): Client {
  return {
    _id: row.id,
    name: row.name,
    primarytitle: row.primaryTitle,
    title: row.title,
    profileimg: mediaUrl(row.profileKey),
    position: row.position,
  };
}

export async function listClients(sql: Queries): Promise<Client[]> {
  const rows = await sql<ClientRow[]>`
    select id, name, primary_title, title, profile_key, position from clients
    where deleted_at is null order by position, created_at desc, id`;
  return rows.map(toClient);
}

export async function getClient(sql: Sql, id: string): Promise<Client | null> {
  const [row] = await sql<ClientRow[]>`
    select id, name, primary_title, title, profile_key, position from clients where id = ${id} and deleted_at is null`;
  return row ? toClient(row) : null;
}
