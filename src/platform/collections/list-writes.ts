// The reads and writes of a list declared from its contract (declared-list.ts), made from its
// schemas: a field is the column of its name in snake_case (the connection's transform,
// src/platform/db/connect.ts), a record's `_id` is the row's id. Each write runs in one
// transaction with the feature's own check before it and what else it records after it
// (AdminList.check, AdminList.written), so a refused write changes nothing.
import type { TObject } from "@sinclair/typebox";
import type { Queries, Sql } from "../db/connect.ts";
import type { AdminList, Collection } from "./collection.ts";
import { firstPosition, lastPosition } from "./reorder.ts";

type Row = Record<string, unknown> & { id: string | number };

/** Every live record of `table`: the record schema's fields, in the owner's order. */
export async function listRecords(sql: Queries, table: string, record: TObject): Promise<Record<string, unknown>[]> {
  const fields = Object.keys(record.properties).filter((field) => field !== "_id");
  const rows = await sql<Row[]>`
    select id, ${sql(fields)} from ${sql(table)} where deleted_at is null order by position, id`;
  return rows.map(({ id, ...fields }) => ({ _id: String(id), ...fields }));
}

/** The live record with this id (in any case), as the list answers it, or undefined. */
export async function findRecord(sql: Queries, collection: Collection, id: string): Promise<Record<string, unknown> | undefined> {
  const wanted = id.toLowerCase();
  return (await collection.list(sql)).find((record) => String((record as { _id: unknown })._id).toLowerCase() === wanted) as
    | Record<string, unknown>
    | undefined;
}

/**
 * The fields a body gives, their strings trimmed ("  Speed Boat " is stored as "Speed Boat"): an
 * absent one keeps the column's default (or its value, on update).
 */
const given = (values: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(values)
      .filter(([, value]) => value !== undefined)
      .map(([field, value]) => [field, typeof value === "string" ? value.trim() : value]),
  );

/** Adds the record where the list places new ones; its id. */
export async function insertRecord(sql: Sql, collection: Collection, admin: AdminList, body: Record<string, unknown>): Promise<string> {
  const values = admin.create ? given(admin.create(given(body))) : given(body);
  return sql.begin(async (tx) => {
    await admin.check?.(tx, values, null, null);
    const place = admin.place === "last" ? lastPosition(tx, collection) : firstPosition(tx, collection);
    const [row] = await tx<Row[]>`
      insert into ${tx(collection.table)} ${tx({ ...values, position: place } as Record<string, unknown>)} returning id`;
    const id = String(row!.id);
    await admin.written?.(tx, id, values, null);
    return id;
  });
}

/** Applies the changes and sets the declared `touched` columns to now; false when there is no such live record. */
export async function updateRecord(sql: Sql, collection: Collection, admin: AdminList, id: string, changes: Record<string, unknown>) {
  const values = given(changes);
  return sql.begin(async (tx) => {
    const [current] = await tx<Row[]>`select * from ${tx(collection.table)} where id = ${id} and deleted_at is null for update`;
    if (!current) return false;
    await admin.check?.(tx, values, id, current);
    const columns = { ...values, ...Object.fromEntries((collection.touched ?? []).map((column) => [column, new Date()])) };
    if (Object.keys(columns).length > 0) await tx`update ${tx(collection.table)} set ${tx(columns)} where id = ${id}`;
    await admin.written?.(tx, id, values, current);
    return true;
  });
}
