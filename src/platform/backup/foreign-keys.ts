// The order a restore fills tables in: each table after the tables its required (not null)
// foreign keys point at. An optional reference that points forward in that order (a cycle such
// as projects.cover_image_id → project_images → projects, or a self-reference) cannot hold
// during the inserts: its columns are left out and written once every row is in ("late").
import type { TransactionSql } from "postgres";

type Link = { child: string; parent: string; columns: string[]; required: boolean };

export type InsertionPlan = { order: string[]; late: Map<string, string[]> };

export async function insertionPlan(tx: TransactionSql, tables: string[]): Promise<InsertionPlan> {
  const links = await tx<Link[]>`
    select c.relname as child, p.relname as parent,
      array(select attname from pg_attribute a where a.attrelid = k.conrelid and a.attnum = any(k.conkey))::text[] as columns,
      (select bool_or(attnotnull) from pg_attribute a where a.attrelid = k.conrelid and a.attnum = any(k.conkey)) as required
    from pg_constraint k join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid
    where k.contype = 'f' and k.connamespace = current_schema()::regnamespace`;
  // Tables whose references are all in go next; when none can (a cycle), the cycle is broken
  // at an optional reference inside it, which becomes late.
  const pending = new Set(tables);
  const active = links.filter((link) => link.child !== link.parent && pending.has(link.child) && pending.has(link.parent));
  const lateLinks = links.filter((link) => link.child === link.parent);
  const waitsOn = (table: string) => active.filter((link) => link.child === table && pending.has(link.parent));
  const reaches = (from: string, to: string, seen = new Set<string>()): boolean =>
    from === to || (!seen.has(from) && (seen.add(from), waitsOn(from).some((link) => reaches(link.parent, to, seen))));
  const order: string[] = [];
  while (pending.size > 0) {
    const ready = [...pending].filter((table) => waitsOn(table).length === 0).sort();
    if (ready.length === 0) {
      const cut = active.find((link) => !link.required && pending.has(link.child) && reaches(link.parent, link.child));
      if (!cut) throw new Error(`required foreign keys form a cycle among ${[...pending].join(", ")}`);
      active.splice(active.indexOf(cut), 1);
      lateLinks.push(cut);
      continue;
    }
    for (const table of ready) {
      order.push(table);
      pending.delete(table);
    }
  }
  const late = new Map<string, string[]>();
  for (const link of lateLinks) late.set(link.child, [...(late.get(link.child) ?? []), ...link.columns]);
  return { order, late };
}

/** The table's single-column primary key, by which late columns are written. */
export async function primaryKey(tx: TransactionSql, table: string): Promise<string> {
  const rows = await tx<{ name: string }[]>`
    select a.attname as name from pg_index i join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
    where i.indrelid = ${`"${table}"`}::regclass and i.indisprimary`;
  if (rows.length !== 1) throw new Error(`${table} needs a one-column primary key to restore its cyclic references`);
  return rows[0]!.name;
}
