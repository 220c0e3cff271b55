// The database side of a backup: every content table's rows as JSON lines, written by Postgres
// itself (row_to_json) and read a batch at a time through a cursor, and loaded back with
// json_populate_recordset, which parses every value with its column's own type: timestamps,
// uuids and numbers come back exactly. Neither side holds more than a batch of rows.
import type { TransactionSql } from "postgres";
import type { Sql } from "../db/connect.ts";
import { contentTables, writableColumns } from "./content.ts";
import { insertionPlan, primaryKey } from "./foreign-keys.ts";

type Tx = TransactionSql;

/** Rows per cursor read and per insert. */
export const BATCH_ROWS = 500;
/** A part of a table's rows in the archive ends after this many bytes (tar needs each entry's size up front). */
const PART_BYTES = 1024 * 1024;

/**
 * Calls `part` with each table's rows as JSON lines, at most about PART_BYTES at a time (every
 * table at least once, an empty one with ""), all read in one repeatable-read snapshot so the
 * tables agree.
 */
export async function dumpTables(sql: Sql, part: (table: string, lines: string) => Promise<void>): Promise<Record<string, number>> {
  return sql.begin("isolation level repeatable read read only", async (tx) => {
    const counts: Record<string, number> = {};
    for (const table of await contentTables(tx)) {
      const columns = (await writableColumns(tx, table)).map((column) => column.name);
      let lines = "";
      let written = 0;
      counts[table] = 0;
      const cursor = tx<{ row: string }[]>`select row_to_json(t)::text as row from (select ${tx(columns)} from ${tx(table)}) t`.cursor(BATCH_ROWS);
      for await (const rows of cursor) {
        for (const { row } of rows) {
          lines += `${row}\n`;
          counts[table]++;
          if (lines.length >= PART_BYTES) {
            await part(table, lines);
            lines = "";
            written++;
          }
        }
      }
      if (lines || written === 0) await part(table, lines);
    }
    return counts;
  });
}

/** A source of one table's rows (parsed JSON objects), read again as often as asked. */
export type RowSource = (table: string) => AsyncIterable<Record<string, unknown>[]>;

/**
 * Replaces every content table's rows with the source's, inside the caller's transaction: the
 * tables are emptied at once, then filled parents-first (foreign keys hold at every insert;
 * columns of cyclic references are written last), then identity and serial counters are moved
 * past the restored ids. `failed` turns a database error into the message naming the table.
 */
export async function loadTables(tx: Tx, rowsOf: RowSource, failed: (table: string, error: Error) => never): Promise<number> {
  const tables = await contentTables(tx);
  await tx`truncate ${tx(tables)}`;
  const { order, late } = await insertionPlan(tx, tables);
  const recordset = (table: string, rows: Record<string, unknown>[]) =>
    tx`json_populate_recordset(null::${tx(table)}, ${JSON.stringify(rows)}::text::json)`;
  let count = 0;
  for (const table of order) {
    const columns = (await writableColumns(tx, table)).map((column) => column.name).filter((column) => !late.get(table)?.includes(column));
    try {
      for await (const rows of rowsOf(table)) {
        const inserted =
          await tx`insert into ${tx(table)} (${tx(columns)}) overriding system value select ${tx(columns)} from ${recordset(table, rows)}`;
        count += inserted.count;
      }
    } catch (error) {
      failed(table, error as Error);
    }
  }
  for (const [table, columns] of late) {
    if (!tables.includes(table)) continue;
    const key = await primaryKey(tx, table);
    try {
      for await (const rows of rowsOf(table)) {
        for (const column of columns) {
          await tx`update ${tx(table)} t set ${tx(column)} = s.${tx(column)} from ${recordset(table, rows)} s where t.${tx(key)} = s.${tx(key)}`;
        }
      }
    } catch (error) {
      failed(table, error as Error);
    }
  }
  const counters = await tx<{ tableName: string; columnName: string }[]>`
    select table_name, column_name from information_schema.columns
    where table_schema = current_schema() and table_name in ${tx(tables)} and (is_identity = 'YES' or column_default like 'nextval(%')`;
  for (const { tableName, columnName } of counters) {
    await tx`
      select setval(pg_get_serial_sequence(${`"${tableName}"`}, ${columnName}),
                    coalesce((select max(${tx(columnName)}) from ${tx(tableName)}), 0) + 1, false)`;
  }
  return count;
}
