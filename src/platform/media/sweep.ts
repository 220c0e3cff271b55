// At start: remove bucket objects that no row references (left by a crash between storing an
// object and writing its row, or by a failed removal), and derived files out of date. Recent objects are spared, since another
// instance may be between those two steps right now. The same listing first sets image sizes a
// request once gave to the stored ones (stored-sizes.ts).
import type { Queries, Sql } from "../db/connect.ts";
import { HttpError } from "../http/errors.ts";
import type { Logger } from "../logger.ts";
import { objectKeyTime, setOf, type MediaColumns } from "./keys.ts";
import { repairStoredSizes } from "./stored-sizes.ts";
import type { ObjectStore } from "./object-store.ts";

export const SWEEP_GRACE_MS = 10 * 60 * 1000;

/** Keys held where no list's image column is (inside the page documents' JSON, say): who holds them, and how to read them. */
export type HeldKeys = { holder: string; keys(sql: Queries): Promise<string[]> };

/** A JSON path to every image's or video's `key` in a document, however deep (jsonb_path_query). */
export const HELD_KEYS_PATH = '$.**.key ? (@.type() == "string")';

export type SweepDeps = {
  sql: Sql;
  objects: ObjectStore;
  log: Logger;
  /** Every managed list's media columns (src/collections.ts). */
  collections: readonly MediaColumns[];
  held?: readonly HeldKeys[];
  /** Of the bucket's keys, the derived files out of date although their set is held (a link preview cut around a point since moved). */
  outdated?(keys: readonly string[]): Promise<string[]>;
  /** The backup's one-restore-at-a-time lock (backup/lock.ts, a layer above media): a 409 while a restore holds it. */
  withRestoreLock<T>(sql: Sql, work: () => Promise<T>): Promise<T>;
};

export async function sweepOrphans(deps: SweepDeps, now = Date.now()): Promise<string[]> {
  // A restore under way on another instance has added objects its rows will reference once they
  // commit: the sweep waits for a start with no restore running.
  try {
    return await deps.withRestoreLock(deps.sql, () => sweep(deps, now));
  } catch (error) {
    if (!(error instanceof HttpError && error.status === 409)) throw error;
    deps.log.info("sweep skipped: a restore is under way");
    return [];
  }
}

async function sweep(deps: SweepDeps, now: number): Promise<string[]> {
  const keys = await deps.objects.list();
  if (keys.length === 0) return [];
  await repairStoredSizes(deps, keys).catch((error) => deps.log.warn(`sweep: image sizes not checked: ${(error as Error).message}`));
  const referenced = await referencedKeys(deps.sql, deps.collections, deps.held);
  const outdated = new Set(await deps.outdated?.(keys));
  const orphans = keys.filter((key) => (outdated.has(key) || !isReferenced(key, referenced)) && now - (objectKeyTime(key) ?? 0) > SWEEP_GRACE_MS);
  for (const key of orphans) {
    try {
      await deps.objects.remove(key);
    } catch (error) {
      deps.log.warn(`sweep: could not remove ${key}: ${(error as Error).message}`);
    }
  }
  if (orphans.length > 0) deps.log.info(`sweep: removed ${orphans.length} unreferenced object(s)`);
  return orphans;
}

/** Every object key or variant-set prefix a row holds, trashed rows included (they can come back), with the row's table (or holder). */
export async function referencedKeys(
  sql: Queries,
  collections: readonly MediaColumns[],
  held: readonly HeldKeys[] = [],
): Promise<Map<string, string>> {
  const referenced = new Map<string, string>();
  for (const { holder, keys } of held) for (const key of await keys(sql)) referenced.set(key, holder);
  for (const { table, image, file } of collections) {
    for (const column of [image?.column, file?.column]) {
      if (!column) continue;
      const rows = await sql<{ key: string }[]>`select ${sql(column)} as key from ${sql(table)} where ${sql(column)} is not null`;
      for (const row of rows) referenced.set(row.key, table);
    }
  }
  return referenced;
}

/** A key is in use when a row holds it, or holds the variant-set prefix it belongs to. */
function isReferenced(key: string, referenced: ReadonlyMap<string, string>): boolean {
  return referenced.has(key) || referenced.has(setOf(key));
}
