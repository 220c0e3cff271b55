// An archive made by an earlier version of the site (its migrations a prefix of this version's)
// is restored as an upgrade would have carried it: in the restore's one transaction, a scratch
// schema is built by the archive's own migrations (their seeds included, keyed by file name as
// db/migrate.ts keys them), the archive's rows are loaded into it, the migrations it lacks are
// applied there (seeds too), and the rows they leave are what the live tables are filled with.
// The scratch schema goes with the transaction: dropped at its end, never there after a failure.
// Before that, the archive's rows are checked against the columns its own version had
// (olderColumns: the same schema built in a transaction that is rolled back).
import type { TransactionSql } from "postgres";
import type { Sql } from "../db/connect.ts";
import { applyMigration, type Seeds } from "../db/migrate.ts";
import { fail } from "../http/errors.ts";
import { contentTables, writableColumns, type Column } from "./content.ts";
import { BATCH_ROWS, loadTables, type RowSource } from "./tables.ts";

type Tx = TransactionSql;

/**
 * The migrations this version has that the archive lacks (none: the same version). Refuses an
 * archive of a newer version, and one whose list is not a prefix of this version's (a version
 * that went another way), which no run of migrations brings here.
 */
export function missingMigrations(applied: readonly string[], archived: readonly string[]): string[] {
  const theirs = [...archived].sort();
  const newer = theirs.filter((name) => !applied.includes(name));
  if (newer.length > 0)
    fail(409, `This backup is from a newer version of the site (it has ${newer.join(", ").slice(0, 200)}). Update the site, then restore it.`);
  const gaps = applied.slice(0, theirs.length).filter((name) => !theirs.includes(name));
  if (gaps.length > 0)
    fail(
      409,
      `This backup was made by a version of the site whose changes to its data differ from this one's (it lacks ${gaps.join(", ").slice(0, 200)} but has later ones), so it cannot be brought forward. Restore it with the version that made it.`,
    );
  return applied.slice(theirs.length);
}

/** The content tables and their columns as the archive's version had them. */
export async function olderColumns(sql: Sql, archived: readonly string[]): Promise<Map<string, Column[]>> {
  const columns = new Map<string, Column[]>();
  const rollback = new Error("rolled back");
  await sql
    .begin(async (tx) => {
      // Without the seeds: only the tables' shape is read, and none of it is kept.
      await inScratchSchema(tx, async () => {
        for (const name of [...archived].sort()) await applyMigration(tx as unknown as Sql, name, { seeds: {} });
        for (const table of await contentTables(tx)) columns.set(table, await writableColumns(tx, table));
      });
      throw rollback;
    })
    .catch((error) => {
      if (error !== rollback) throw error;
    });
  return columns;
}

/**
 * Loads `rows` (of the archive's version) into a scratch schema of that version, applies the
 * `missing` migrations to them, then calls `into` (on the live schema again) with the rows as
 * this version has them.
 */
export async function bringForward<T>(
  tx: Tx,
  { archived, missing, seeds }: { archived: readonly string[]; missing: readonly string[]; seeds: Seeds },
  rows: RowSource,
  failed: (table: string, error: Error) => never,
  into: (rows: RowSource) => Promise<T>,
): Promise<T> {
  return inScratchSchema(tx, async (scratch, live) => {
    for (const name of [...archived].sort()) await applyMigration(tx as unknown as Sql, name, { seeds });
    await loadTables(tx, rows, failed);
    for (const name of missing) {
      try {
        await applyMigration(tx as unknown as Sql, name, { seeds });
      } catch (error) {
        fail(400, `The backup's content could not be brought forward to this version (${name}): ${(error as Error).message}`);
      }
    }
    await live();
    return into(scratchRows(tx, scratch));
  });
}

/** Runs `work` with a new schema first on the search path; `live()` puts the search path back. The schema is dropped after. */
async function inScratchSchema<T>(tx: Tx, work: (scratch: string, live: () => Promise<void>) => Promise<T>): Promise<T> {
  const scratch = `studio_restore_${crypto.randomUUID().replace(/-/g, "").slice(0, 16)}`;
  const [{ path } = { path: "public" }] = await tx<{ path: string }[]>`select current_setting('search_path') as path`;
  await tx.unsafe(`create schema ${scratch}`);
  await tx.unsafe(`set local search_path to ${scratch}`);
  // Migrations may read the record (when an earlier one was applied: 00019 marks the sample's
  // rows by it). The scratch one is empty, as the archive's rows carry no such moment here.
  await tx.unsafe("create table schema_migrations (name text primary key, applied_at timestamptz not null default now())");
  const live = async () => void (await tx.unsafe(`set local search_path to ${path}`));
  const result = await work(scratch, live);
  await live();
  await tx.unsafe(`drop schema ${scratch} cascade`);
  return result;
}

/** A table's rows in the scratch schema, a batch at a time (nothing of a table that is not there). */
function scratchRows(tx: Tx, scratch: string): RowSource {
  return async function* (table) {
    const [found] = await tx`select 1 from information_schema.tables where table_schema = ${scratch} and table_name = ${table}`;
    if (!found) return;
    for (let offset = 0; ; offset += BATCH_ROWS) {
      const batch = await tx<{ row: string }[]>`
        select row_to_json(t)::text as row from ${tx(`${scratch}.${table}`)} t order by ctid limit ${BATCH_ROWS} offset ${offset}`;
      if (batch.length === 0) return;
      yield batch.map(({ row }) => JSON.parse(row) as Record<string, unknown>);
    }
  };
}
