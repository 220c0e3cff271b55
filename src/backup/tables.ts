// The database side of a backup: every table of the app's schema, discovered from the catalog
// (so tables added by later migrations are included without naming them), dumped as JSON by
// Postgres itself and loaded back with json_populate_recordset, which parses every value with
// its column's own type: timestamps, uuids and numbers come back exactly.
import type { TransactionSql } from "postgres";
import type { Sql } from "../db/connect.ts";
import { insertionPlan, primaryKey } from "./foreign-keys.ts";

type Tx = TransactionSql;

/** Table name → its rows as a JSON array (text, untouched by the client's camelCase transform). */
export type TableDump = Record<string, string>;

export async function appTables(sql: Sql | Tx): Promise<string[]> {
  const rows = await sql<{ name: string }[]>`
    select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`;
  return rows.map((row) => row.name);
}

/** Columns a row can be written to: generated columns are computed, never stored from a dump. */
async function writableColumns(tx: Tx, table: string): Promise<string[]> {
  const rows = await tx<{ name: string }[]>`
    select column_name as name from information_schema.columns
    where table_schema = current_schema() and table_name = ${table} and is_generated = 'NEVER'
    order by ordinal_position`;
  return rows.map((row) => row.name);
}

/** Every row of every table, read in one repeatable-read snapshot so the tables agree. */
export async function dumpTables(sql: Sql): Promise<TableDump> {
  return sql.begin("isolation level repeatable read read only", async (tx) => {
    const dump: TableDump = {};
    for (const table of await appTables(tx)) {
      const columns = await writableColumns(tx, table);
      const [row] = await tx<{ rows: string }[]>`
        select coalesce(json_agg(t), '[]')::text as rows from (select ${tx(columns)} from ${tx(table)}) t`;
      dump[table] = row!.rows;
    }
    return dump;
  });
}

/**
 * Replaces every row of every table with the dump's, inside the caller's transaction: all
 * tables are emptied at once, then filled parents-first (foreign keys hold at every insert;
 * columns of cyclic references are written last), then identity and serial counters are moved
 * past the restored ids.
 */
export async function loadTables(tx: Tx, dump: TableDump): Promise<number> {
  const tables = await appTables(tx);
  await tx`truncate ${tx(tables)}`;
  const { order, late } = await insertionPlan(tx, tables);
  const rowsOf = (table: string) => tx`json_populate_recordset(null::${tx(table)}, ${dump[table]!}::text::json)`;
  let count = 0;
  for (const table of order.filter((name) => dump[name])) {
    const columns = (await writableColumns(tx, table)).filter((column) => !late.get(table)?.includes(column));
    const inserted = await tx`
      insert into ${tx(table)} (${tx(columns)}) overriding system value select ${tx(columns)} from ${rowsOf(table)}`;
    count += inserted.count;
  }
  for (const [table, columns] of late) {
    if (!dump[table]) continue;
    const key = await primaryKey(tx, table);
    for (const column of columns) {
      await tx`update ${tx(table)} t set ${tx(column)} = s.${tx(column)} from ${rowsOf(table)} s where t.${tx(key)} = s.${tx(key)}`;
    }
  }
  const counters = await tx<{ tableName: string; columnName: string }[]>`
    select table_name, column_name from information_schema.columns
    where table_schema = current_schema() and (is_identity = 'YES' or column_default like 'nextval(%')`;
  for (const { tableName, columnName } of counters) {
    await tx`
      select setval(pg_get_serial_sequence(${`"${tableName}"`}, ${columnName}),
                    coalesce((select max(${tx(columnName)}) from ${tx(tableName)}), 0) + 1, false)`;
  }
  return count;
}
