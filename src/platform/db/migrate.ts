// Forward-only SQL migrations: every file in migrations/ is applied once, in name order, each
// in its own transaction, and recorded. An advisory lock makes a second instance that starts
// at the same moment wait instead of applying the same file twice. A record that was lost (an
// emptied schema_migrations, as an old restore could leave) does not wedge the start: it is
// rebuilt from the objects the schema holds (lost-record.ts), never from a failing statement.
// The data a migration brings (the seed, a feature's content) is passed in by whoever opens the
// stores: the runner knows only files and steps.
import { readdir } from "node:fs/promises";
import { join } from "node:path";
import type { Sql } from "./connect.ts";
import { appliedBySchema } from "./lost-record.ts";

const LOCK_ID = 7_240_113; // any constant shared by every instance of this app

export const MIGRATIONS_DIR = join(import.meta.dir, "../../../migrations");

/** Data a migration brings that is easier kept as TypeScript: run after its SQL, in its transaction. */
type Seed = (sql: Sql) => Promise<void>;
/**
 * The seed steps, by migration file name. Required, never defaulted to none: a migration
 * recorded as applied without its seed would leave a fresh site empty for good.
 */
export type Seeds = Readonly<Record<string, Seed>>;

/** One migration's SQL, then its seed, on `sql` (a connection inside a transaction), without recording it. */
export async function applyMigration(sql: Sql, name: string, { seeds, dir = MIGRATIONS_DIR }: { seeds: Seeds; dir?: string }): Promise<void> {
  await sql.unsafe(await Bun.file(join(dir, name)).text());
  await seeds[name]?.(sql);
}

/** Tables besides the record itself: an earlier start did run migrations, whatever the record says. */
async function hasTables(sql: Sql): Promise<boolean> {
  const [row] = await sql<{ found: boolean }[]>`
    select count(*) > 0 as found from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE' and table_name <> 'schema_migrations'`;
  return row?.found ?? false;
}

export async function migrate(sql: Sql, { seeds, dir = MIGRATIONS_DIR }: { seeds: Seeds; dir?: string }): Promise<string[]> {
  const files = (await readdir(dir)).filter((name) => name.endsWith(".sql")).sort();
  const applied: string[] = [];
  const conn = await sql.reserve();
  try {
    await conn`select pg_advisory_lock(${LOCK_ID})`;
    await conn`
      create table if not exists schema_migrations (
        name text primary key,
        applied_at timestamptz not null default now()
      )`;
    const done = new Set((await conn<{ name: string }[]>`select name from schema_migrations`).map((r) => r.name));
    if (done.size === 0 && (await hasTables(conn))) {
      const found = await appliedBySchema(conn, dir);
      for (const name of found) {
        await conn`insert into schema_migrations (name) values (${name})`;
        done.add(name);
      }
      console.warn(`the migration record was empty over an existing schema: ${found.length} migrations found applied and recorded`);
    }
    for (const name of files) {
      if (done.has(name)) continue;
      await conn.unsafe("begin");
      try {
        await applyMigration(conn, name, { seeds, dir });
        await conn`insert into schema_migrations (name) values (${name})`;
        await conn.unsafe("commit");
      } catch (error) {
        await conn.unsafe("rollback");
        throw new Error(`migration ${name} failed: ${(error as Error).message}`);
      }
      applied.push(name);
    }
    // Tables a migration just filled (the seed) have no planner statistics, and small ones may
    // never change enough for autovacuum to gather them; without, Postgres guesses one row per
    // table and plans the page reads' joins as repeated scans, several times slower.
    if (applied.length > 0) {
      const tables = await conn<{ name: string }[]>`select quote_ident(tablename) as name from pg_tables where schemaname = current_schema()`;
      if (tables.length > 0) await conn.unsafe(`analyze ${tables.map((table) => table.name).join(", ")}`);
    }
  } finally {
    await conn`select pg_advisory_unlock(${LOCK_ID})`.catch(() => {});
    conn.release();
  }
  return applied;
}
