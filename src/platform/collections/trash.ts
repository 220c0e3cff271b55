// The trash, for any managed list: a delete sets deleted_at (the row and its image
// stay), a restore clears it, and only "delete forever" or the purge after TRASH_DAYS remove
// the row, then the objects no remaining row references. Rows of a collection with a `parent`
// go to the trash and come back with their parent row.
import type { TransactionSql } from "postgres";
import { TRASH_DAYS } from "../../../client/contract/common.ts";
import type { TrashedRef, TrashItem } from "../../../client/contract/safety.ts";
import type { Sql } from "../db/connect.ts";
import { fail } from "../http/errors.ts";
import type { Logger } from "../logger.ts";
import type { ObjectStore } from "../media/object-store.ts";
import { thumbnailUrl } from "../media/thumbnail.ts";
import { deleteBatchForever, listBatches } from "./batches.ts";
import { refuseScopeTrashed, scopeTrashed } from "./scope-trashed.ts";
import { removeUnreferenced } from "./unreferenced.ts";
import { childrenOf, parentOf, type Collection, type Collections } from "./collection.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

type Tx = TransactionSql;

/** The lists a trash works across (a row's children are found among them). */
export type TrashLists = { sql: Sql; collections: Collections };
export type TrashDeps = TrashLists & { objects: ObjectStore; log: Logger };

/**
 * Moves a live row (and its live children) to the trash; null when there is no such live row
 * (or, given `scopeValue`, none in that scope: an image of another project).
 */
export async function moveToTrash(
  { sql, collections }: TrashLists,
  collection: Collection,
  id: string,
  scopeValue?: string,
): Promise<TrashedRef | null> {
  return sql.begin(async (tx) => {
    const inScope = collection.scope && scopeValue !== undefined ? tx`and ${tx(collection.scope)}::text = ${scopeValue}` : tx``;
    const [row] = await tx<{ title: string | null }[]>`
      update ${tx(collection.table)} set deleted_at = now()
      where id::text = ${id} and deleted_at is null ${inScope}
      returning ${tx(collection.titleColumn)} as title`;
    if (!row) return null;
    // now() is fixed for the transaction: children share their parent's deleted_at exactly,
    // which is how a restore tells them from children trashed on their own earlier.
    await cascade(tx, collections, collection, [{ id }], null);
    return ref(collection, id, row.title);
  });
}

/**
 * Carries a trash or a restore down to the rows' children, and theirs: trashing (`at` null)
 * marks the live ones with this transaction's now(), which is the parent's deleted_at;
 * restoring brings back only those trashed with the parent (`at`), not ones trashed before.
 */
export async function cascade(tx: Tx, collections: Collections, parent: Collection, records: { id: string }[], at: string | null): Promise<void> {
  const ids = records.map((record) => record.id);
  for (const child of childrenOf(collections, parent)) {
    const belongs = tx`${tx(child.parent!.column)}::text = any(${ids}::text[])`;
    const rows =
      at === null
        ? await tx<{ id: string }[]>`
            update ${tx(child.table)} set deleted_at = now() where ${belongs} and deleted_at is null returning id::text as id`
        : await tx<{ id: string }[]>`
            update ${tx(child.table)} set deleted_at = null where ${belongs} and deleted_at = ${at}::text::timestamptz returning id::text as id`;
    if (rows.length > 0) await cascade(tx, collections, child, rows, at);
  }
}

/** Brings a trashed row back (with the children trashed with it) at its old position. */
export async function restoreFromTrash({ sql, collections }: TrashLists, collection: Collection, id: string): Promise<TrashedRef | null> {
  return sql.begin(async (tx) => {
    const [row] = await tx<{ title: string | null; at: string; parentTrashed: boolean; scopeTrashed: string | null }[]>`
      select ${tx(collection.titleColumn)} as title, deleted_at::text as at, ${parentTrashed(tx, collections, collection)} as parent_trashed,
        ${scopeTrashed(tx, collections, collection)} as scope_trashed
      from ${tx(collection.table)} where id::text = ${id} and deleted_at is not null for update`;
    if (!row) return null;
    if (row.parentTrashed) fail(409, `Restore its ${parentOf(collections, collection)!.label.toLowerCase()} first`);
    refuseScopeTrashed(collections, collection, row.scopeTrashed);
    // `at` is deleted_at as Postgres wrote it: sent as text, so no microsecond is lost on the way.
    await cascade(tx, collections, collection, [{ id }], row.at);
    await tx`update ${tx(collection.table)} set deleted_at = null where id::text = ${id}`;
    return ref(collection, id, row.title);
  });
}

/** Whether the row's parent row is in the trash (a child cannot come back without it). */
export function parentTrashed(tx: Tx, collections: Collections, collection: Collection) {
  const parent = parentOf(collections, collection);
  if (!parent || !collection.parent) return tx`false`;
  return tx`exists (select 1 from ${tx(parent.table)} p
    where p.id = ${tx(collection.table)}.${tx(collection.parent.column)} and p.deleted_at is not null)`;
}

/** Everything in the trash, newest first; children trashed with their parent are listed as the parent. */
export async function listTrash({ sql: db, objects, collections }: Omit<TrashDeps, "log">): Promise<TrashItem[]> {
  type Row = { id: string; title: string | null; image: string | null; deletedAt: Date };
  const found: Array<{ collection: Collection; row: Row }> = [];
  // Rows trashed as one batch (batches.ts) are one entry: the batch.
  let batches: Awaited<ReturnType<typeof listBatches>> = [];
  // One transaction: parentTrashed is built for one, and every list is read at the same moment.
  await db.begin(async (sql) => {
    for (const collection of collections) {
      const image = collection.image ? sql`${sql(collection.image.column)}::text` : sql`null::text`;
      const rows = await sql<Row[]>`
        select id::text as id, ${sql(collection.titleColumn)} as title, ${image} as image, deleted_at
        from ${sql(collection.table)}
        where deleted_at is not null and not ${parentTrashed(sql, collections, collection)}
          and deleted_at not in (select deleted_at from trash_batches)`;
      for (const row of rows) found.push({ collection, row });
    }
    batches = await listBatches(sql, collections);
  });
  const items: TrashItem[] = [...batches];
  for (const { collection, row } of found) {
    items.push({
      ...ref(collection, row.id, row.title),
      image: await thumbnailUrl(row.image, objects),
      deletedAt: row.deletedAt.toISOString(),
      purgeAt: new Date(row.deletedAt.getTime() + TRASH_DAYS * DAY_MS).toISOString(),
    });
  }
  return items.sort((a, b) => b.deletedAt.localeCompare(a.deletedAt));
}

/** Removes a trashed row and its children now, then the objects no remaining row references. */
export async function deleteForever(deps: TrashDeps, collection: Collection, id: string): Promise<TrashedRef | null> {
  const deleted = await deps.sql.begin(async (tx) => {
    const [row] = await tx<{ title: string | null }[]>`
      select ${tx(collection.titleColumn)} as title from ${tx(collection.table)}
      where id::text = ${id} and deleted_at is not null for update`;
    if (!row) return null;
    return { title: row.title, keys: await deleteRows(tx, deps.collections, collection, [id]) };
  });
  if (!deleted) return null;
  await removeUnreferenced(deps, deleted.keys);
  return ref(collection, id, deleted.title);
}

/** Deletes the rows (children first) and answers the image keys they held. */
async function deleteRows(tx: Tx, collections: Collections, collection: Collection, ids: string[]): Promise<string[]> {
  const keys: string[] = [];
  for (const child of childrenOf(collections, collection)) {
    const childIds = await tx<{ id: string }[]>`
      select id::text as id from ${tx(child.table)} where ${tx(child.parent!.column)}::text = any(${ids}::text[])`;
    if (childIds.length > 0)
      keys.push(
        ...(await deleteRows(
          tx,
          collections,
          child,
          childIds.map((row) => row.id),
        )),
      );
  }
  const columns = [collection.image?.column, collection.file?.column].filter((column) => column !== undefined);
  const images = columns.length > 0 ? tx`, ${tx(columns)}` : tx``;
  const rows = await tx<Record<string, unknown>[]>`
    delete from ${tx(collection.table)} where id::text = any(${ids}::text[]) returning id ${images}`;
  for (const row of rows) {
    for (const [column, value] of Object.entries(row)) if (column !== "id" && typeof value === "string") keys.push(value);
  }
  return keys;
}

/** Rows trashed more than TRASH_DAYS before `now`, removed as by "delete forever". */
export async function purgeExpired(deps: TrashDeps, now: Date): Promise<TrashedRef[]> {
  const cutoff = new Date(now.getTime() - TRASH_DAYS * DAY_MS);
  const purged: TrashedRef[] = [];
  // A batch goes whole, before its rows would go one by one and leave it naming nothing.
  const batches = await deps.sql<{ id: string }[]>`select id::text as id from trash_batches where deleted_at < ${cutoff}`;
  for (const { id } of batches) {
    const done = await deleteBatchForever(deps, id);
    if (done) purged.push(done);
  }
  for (const collection of deps.collections) {
    const rows = await deps.sql<{ id: string }[]>`
      select id::text as id from ${deps.sql(collection.table)} where deleted_at < ${cutoff}`;
    for (const { id } of rows) {
      // A child may already have gone with its parent, earlier in this loop.
      const done = await deleteForever(deps, collection, id);
      if (done) purged.push(done);
    }
  }
  return purged;
}

/** A record as the trash names it; a record without a title of its own (null) is titled "". */
export function ref(collection: Collection, id: string, title: string | null): TrashedRef {
  return { collection: collection.name, id, label: collection.label, title: title ?? "" };
}
