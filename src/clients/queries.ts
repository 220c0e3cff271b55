import type { Client } from "../../client/entities.ts";
import type { Sql } from "../db/connect.ts";
import { mediaUrl } from "../media/urls.ts";
import type { ClientText } from "./model.ts";

type ClientRow = { id: string; name: string; primaryTitle: string; title: string; profileKey: string | null };

export function toClient(row: ClientRow): Client {
  return { _id: row.id, name: row.name, primarytitle: row.primaryTitle, title: row.title, profileimg: mediaUrl(row.profileKey) };
}

export async function listClients(sql: Sql): Promise<Client[]> {
  const rows = await sql<ClientRow[]>`
    select id, name, primary_title, title, profile_key from clients order by created_at, id`;
  return rows.map(toClient);
}

export async function getClient(sql: Sql, id: string): Promise<Client | null> {
  const [row] = await sql<ClientRow[]>`select id, name, primary_title, title, profile_key from clients where id = ${id}`;
  return row ? toClient(row) : null;
}

export async function insertClient(sql: Sql, client: ClientText & { profileKey: string }): Promise<Client> {
  const [row] = await sql<ClientRow[]>`
    insert into clients (name, primary_title, title, profile_key)
    values (${client.name}, ${client.primaryTitle}, ${client.title}, ${client.profileKey})
    returning id, name, primary_title, title, profile_key`;
  return toClient(row!);
}

/** Applies the given changes; answers the updated review and the image key it replaced. */
export async function updateClient(sql: Sql, id: string, changes: Partial<ClientText> & { profileKey?: string }) {
  const [row] = await sql<(ClientRow & { oldKey: string | null })[]>`
    with old as (select id, profile_key from clients where id = ${id} for update)
    update clients set
      name = coalesce(${changes.name ?? null}, clients.name),
      primary_title = coalesce(${changes.primaryTitle ?? null}, clients.primary_title),
      title = coalesce(${changes.title ?? null}, clients.title),
      profile_key = coalesce(${changes.profileKey ?? null}, clients.profile_key)
    from old where clients.id = old.id
    returning clients.id, clients.name, clients.primary_title, clients.title, clients.profile_key, old.profile_key as old_key`;
  if (!row) return null;
  return { client: toClient(row), oldKey: changes.profileKey ? row.oldKey : null };
}

export async function deleteClient(sql: Sql, id: string): Promise<{ profileKey: string | null } | undefined> {
  const [row] = await sql<{ profileKey: string | null }[]>`delete from clients where id = ${id} returning profile_key`;
  return row;
}
