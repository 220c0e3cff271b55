import type { Client } from "../../../client/contract/clients.ts";
import { firstPosition } from "../../platform/collections/reorder.ts";
import { collection } from "../../platform/collections/registry.ts";
import type { Queries, Sql } from "../../platform/db/connect.ts";
import { mediaUrl } from "../../platform/media/urls.ts";
import type { ClientText } from "./form.ts";

type ClientRow = { id: string; name: string; primaryTitle: string; title: string; profileKey: string | null; position: number };

const CLIENTS = collection("clients");

export function toClient(row: ClientRow): Client {
  return { _id: row.id, name: row.name, primarytitle: row.primaryTitle, title: row.title, profileimg: mediaUrl(row.profileKey), position: row.position };
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

export async function insertClient(sql: Sql, client: ClientText & { profileKey: string }): Promise<Client> {
  const [row] = await sql<ClientRow[]>`
    insert into clients (name, primary_title, title, profile_key, position)
    values (${client.name}, ${client.primaryTitle}, ${client.title}, ${client.profileKey}, ${firstPosition(sql, CLIENTS)})
    returning id, name, primary_title, title, profile_key, position`;
  return toClient(row!);
}

/** Applies the given changes; answers the updated review and the image key it replaced. */
export async function updateClient(sql: Sql, id: string, changes: Partial<ClientText> & { profileKey?: string }) {
  const [row] = await sql<(ClientRow & { oldKey: string | null })[]>`
    with old as (select id, profile_key from clients where id = ${id} and deleted_at is null for update)
    update clients set
      name = coalesce(${changes.name ?? null}, clients.name),
      primary_title = coalesce(${changes.primaryTitle ?? null}, clients.primary_title),
      title = coalesce(${changes.title ?? null}, clients.title),
      profile_key = coalesce(${changes.profileKey ?? null}, clients.profile_key)
    from old where clients.id = old.id
    returning clients.id, clients.name, clients.primary_title, clients.title, clients.profile_key, clients.position, old.profile_key as old_key`;
  if (!row) return null;
  return { client: toClient(row), oldKey: changes.profileKey ? row.oldKey : null };
}
