// Trash batches: many records of several lists trashed as one action (the first run's "start
// empty"), listed in the trash as one entry and brought back by one restore or one Undo. The rows
// are trashed in one transaction, so they, and their children, share its now() as deleted_at to
// the microsecond: the batch is that moment (trash_batches, migration 00019), and a row trashed on
// its own at any other moment is not part of it. The batch's maker may keep what else it changed
// (`undo`), which is handed back to it when the batch is restored, in the same transaction.
import type { TransactionSql } from "postgres";
import { TRASH_DAYS } from "../../../client/contract/common.ts";
import type { TrashedRef, TrashItem } from "../../../client/contract/safety.ts";
import type { Queries } from "../db/connect.ts";
import { fail } from "../http/errors.ts";
import { childrenOf, type Collection, type Collections } from "./collection.ts";
import { refuseScopeTrashed, scopeTrashed } from "./scope-trashed.ts";
import { removeUnreferenced, type RemovalDeps } from "./unreferenced.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/** The trash's name for a batch, where a record has its list's (`/api/admin/trash/batch/<id>/restore`). */
export const BATCH = "batch";
const BATCH_LABEL = "Batch";

/** Puts back what a batch's maker changed besides the rows, from the `undo` it kept; `author`: who restores. */
export type BatchUndo = (tx: TransactionSql, undo: unknown, author: string) => Promise<void>;

/** Whether a live row the seed made (a list's `sampleColumn`) is still on the site. */
export async function hasSample(sql: Queries, collections: Collections): Promise<boolean> {
  for (const collection of collections) {
    if (!collection.sampleColumn) continue;
    const [row] = await sql<{ found: boolean }[]>`
      select exists (select 1 from ${sql(collection.table)} where ${sql(collection.sampleColumn)} and deleted_at is null) as found`;
    if (row!.found) return true;
  }
  return false;
}

/**
 * Moves every live row the seed made (each list's `sampleColumn`), and their live children, to the
 * trash as one batch, inside `tx`, and answers the batch as the trash names it. The batch is kept
 * even when no row was left to move: its `undo` still puts back what its maker changed.
 */
export async function trashSample(
  tx: TransactionSql,
  collections: Collections,
  { title, undo }: { title: string; undo: unknown },
): Promise<TrashedRef> {
  for (const collection of collections) {
    if (!collection.sampleColumn) continue;
    const trashed = await tx<{ id: string }[]>`
      update ${tx(collection.table)} set deleted_at = now() where ${tx(collection.sampleColumn)} and deleted_at is null returning id::text as id`;
    await trashChildren(
      tx,
      collections,
      collection,
      trashed.map((row) => row.id),
    );
  }
  const [batch] = await tx<{ id: string }[]>`
    insert into trash_batches (title, deleted_at, undo) values (${title}, now(), ${tx.json(undo as never)}) returning id::text as id`;
  return { collection: BATCH, id: batch!.id, label: BATCH_LABEL, title };
}

async function trashChildren(tx: TransactionSql, collections: Collections, parent: Collection, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  for (const child of childrenOf(collections, parent)) {
    const rows = await tx<{ id: string }[]>`
      update ${tx(child.table)} set deleted_at = now()
      where ${tx(child.parent!.column)}::text = any(${ids}::text[]) and deleted_at is null returning id::text as id`;
    await trashChildren(
      tx,
      collections,
      child,
      rows.map((row) => row.id),
    );
  }
}

type BatchRow = { id: string; title: string; at: string; deletedAt: Date; undo: unknown };

/**
 * The batches in the trash, as its entries, each labelled with how many records it holds (a
 * child, such as a project's image, counts with its parent); their rows are listed only through it.
 */
export async function listBatches(sql: Queries, collections: Collections): Promise<TrashItem[]> {
  const rows = await sql<
    (BatchRow & { records: number })[]
  >`select id::text as id, title, deleted_at::text as at, deleted_at, 0 as records from trash_batches`;
  for (const row of rows) {
    for (const collection of collections) {
      const parent = collections.find((candidate) => candidate.name === collection.parent?.collection);
      const withParent = parent
        ? sql`and not exists (select 1 from ${sql(parent.table)} p
            where p.id = ${sql(collection.table)}.${sql(collection.parent!.column)} and p.deleted_at = ${row.at}::text::timestamptz)`
        : sql``;
      const [counted] = await sql<{ n: number }[]>`
        select count(*)::int as n from ${sql(collection.table)} where deleted_at = ${row.at}::text::timestamptz ${withParent}`;
      row.records += counted!.n;
    }
  }
  return rows.map((row) => ({
    collection: BATCH,
    id: row.id,
    label: row.records === 1 ? "1 record" : `${row.records} records`,
    title: row.title,
    image: null,
    deletedAt: row.deletedAt.toISOString(),
    purgeAt: new Date(row.deletedAt.getTime() + TRASH_DAYS * DAY_MS).toISOString(),
  }));
}

/** Brings every row of the batch back, then lets its maker put back the rest (`undoBatch`). */
export async function restoreBatch(
  { sql, collections }: Pick<RemovalDeps, "sql" | "collections">,
  id: string,
  { undoBatch, author }: { undoBatch: BatchUndo; author: string },
): Promise<TrashedRef | null> {
  if (!/^[0-9a-f-]{36}$/.test(id)) return null;
  return sql.begin(async (tx) => {
    const [batch] = await tx<BatchRow[]>`
      select id::text as id, title, deleted_at::text as at, undo from trash_batches where id = ${id}::uuid for update`;
    if (!batch) return null;
    const restored = new Map<Collection, string[]>();
    try {
      // deleted_at as Postgres wrote it, sent back as text: no microsecond is lost on the way.
      for (const collection of collections) {
        const rows = await tx<{ id: string }[]>`
          update ${tx(collection.table)} set deleted_at = null where deleted_at = ${batch.at}::text::timestamptz returning id::text as id`;
        restored.set(
          collection,
          rows.map((row) => row.id),
        );
      }
    } catch (error) {
      // A live record made since holds a place one of the batch needs (a project's address).
      if ((error as { code?: string }).code === "23505")
        fail(409, "A record made since has the address of one in this batch: rename it, then restore");
      throw error;
    }
    // Once all are back (a scope record of the batch included): none returns where no one sees it.
    for (const [collection, ids] of restored) {
      const [stranded] = await tx<{ scopeTrashed: string | null }[]>`
        select ${scopeTrashed(tx, collections, collection)} as scope_trashed from ${tx(collection.table)}
        where id::text = any(${ids}::text[]) and ${scopeTrashed(tx, collections, collection)} is not null limit 1`;
      if (stranded) refuseScopeTrashed(collections, collection, stranded.scopeTrashed);
    }
    await undoBatch(tx, batch.undo, author);
    await tx`delete from trash_batches where id = ${id}::uuid`;
    return { collection: BATCH, id, label: BATCH_LABEL, title: batch.title };
  });
}

/** Removes every row of the batch now (children first), then the objects no remaining row uses. */
export async function deleteBatchForever(deps: RemovalDeps, id: string): Promise<TrashedRef | null> {
  if (!/^[0-9a-f-]{36}$/.test(id)) return null;
  const deleted = await deps.sql.begin(async (tx) => {
    const [batch] = await tx<BatchRow[]>`select id::text as id, title, deleted_at::text as at from trash_batches where id = ${id}::uuid for update`;
    if (!batch) return null;
    const keys: string[] = [];
    // Children before parents: a list that is another's parent is emptied after its children.
    const ordered = [...deps.collections].sort((a, b) => depth(deps.collections, b) - depth(deps.collections, a));
    for (const collection of ordered) {
      const columns = [collection.image?.column, collection.file?.column].filter((column) => column !== undefined);
      const held = columns.length > 0 ? tx`, ${tx(columns)}` : tx``;
      const rows = await tx<Record<string, unknown>[]>`
        delete from ${tx(collection.table)} where deleted_at = ${batch.at}::text::timestamptz returning id ${held}`;
      for (const row of rows) for (const [column, value] of Object.entries(row)) if (column !== "id" && typeof value === "string") keys.push(value);
    }
    await tx`delete from trash_batches where id = ${id}::uuid`;
    return { title: batch.title, keys };
  });
  if (!deleted) return null;
  await removeUnreferenced(deps, deleted.keys);
  return { collection: BATCH, id, label: BATCH_LABEL, title: deleted.title };
}

/** How many parents a list has above it (0: a top-level list). */
function depth(collections: Collections, collection: Collection): number {
  const parent = collections.find((candidate) => candidate.name === collection.parent?.collection);
  return parent ? 1 + depth(collections, parent) : 0;
}
