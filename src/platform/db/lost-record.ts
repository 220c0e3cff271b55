// Rebuilding a migration record that was lost while the schema stayed (an emptied
// schema_migrations, as a restore by an earlier version could leave it). Instead of guessing
// from errors ("already exists" would also pass a migration whose first object exists and whose
// later ones do not), the migrations are replayed into a scratch schema inside a transaction that
// is rolled back, and a migration counts as applied only when every object it and those before
// it make (tables, columns, indexes, constraints, functions, triggers) exists in the live schema.
// Migrations that make no object (they change rows) after the last one proven are left to run
// again: over the rows they find they do what they always do.
import { readdir } from "node:fs/promises";
import { join } from "node:path";
import type { Sql } from "./connect.ts";

const PROBE_SCHEMA = "migration_probe";

/** Every object a schema holds, each as one string ("column logos.name text"). */
async function catalogue(sql: Sql, schema: string): Promise<Set<string>> {
  const rows = await sql<{ entry: string }[]>`
    select 'column ' || table_name || '.' || column_name || ' ' || data_type as entry
      from information_schema.columns where table_schema = ${schema}
    union all select 'index ' || indexname from pg_indexes where schemaname = ${schema}
    union all select 'constraint ' || c.conrelid::regclass::text || ' ' || c.conname
      from pg_constraint c join pg_namespace n on n.oid = c.connamespace where n.nspname = ${schema}
    union all select 'function ' || p.proname from pg_proc p join pg_namespace n on n.oid = p.pronamespace where n.nspname = ${schema}
    union all select 'trigger ' || t.tgname from pg_trigger t join pg_class r on r.oid = t.tgrelid
      join pg_namespace n on n.oid = r.relnamespace where n.nspname = ${schema} and not t.tgisinternal`;
  // A constraint's table prints with its schema outside the search path; the live one without.
  return new Set(rows.map((row) => row.entry.replace(`${schema}.`, "")));
}

/**
 * The migrations (in name order, from `dir`) whose objects the live schema holds, in full and in
 * order; [] when the first one's are not all there.
 */
export async function appliedBySchema(sql: Sql, dir: string): Promise<string[]> {
  const files = (await readdir(dir)).filter((name) => name.endsWith(".sql")).sort();
  const live = await catalogue(sql, (await sql<{ schema: string }[]>`select current_schema() as schema`)[0]!.schema);
  let proven: string[] = [];
  const replayed: string[] = [];
  await sql.unsafe("begin");
  try {
    await sql.unsafe(`create schema ${PROBE_SCHEMA}`);
    await sql.unsafe(`set local search_path to ${PROBE_SCHEMA}`);
    // Migrations may read the record (the moment an earlier one was applied): an empty one here.
    await sql.unsafe("create table schema_migrations (name text primary key, applied_at timestamptz not null default now())");
    let before = 0;
    for (const name of files) {
      await sql.unsafe(await Bun.file(join(dir, name)).text());
      replayed.push(name);
      const made = await catalogue(sql, PROBE_SCHEMA);
      if (made.size === before) continue; // changes rows only: proven by a later one, or run again
      before = made.size;
      if (![...made].every((entry) => live.has(entry))) break;
      proven = [...replayed];
    }
  } finally {
    await sql.unsafe("rollback");
  }
  return proven;
}
