// Admin writes to the client reviews; a replaced avatar's key is answered so it can be removed
// once no cached page shows it.
import type { Client } from "../../../client/contract/clients.ts";
import { firstPosition } from "../../platform/collections/reorder.ts";
import type { Sql } from "../../platform/db/connect.ts";
import { clients } from "./collection.ts";
import type { ClientText } from "./form.ts";
import { toClient, type ClientRow } from "./queries.ts";

export async function insertClient(sql: Sql, client: ClientText & { profileKey: string }): Promise<Client> {
  const [row] = await sql<ClientRow[]>`
    insert into clients (name, primary_title, title, profile_key, position)
    values (${client.name}, ${client.primaryTitle}, ${client.title}, ${client.profileKey}, ${firstPosition(sql, clients)})
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
