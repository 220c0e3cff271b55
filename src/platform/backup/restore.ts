// Bringing a site back from an archive, all or nothing. The whole archive is checked first
// (check.ts). Then the objects it has that the bucket lacks are added: no row references them
// yet, so the site is unchanged, a failure removes them, and a crash leaves them to the start-up
// sweep. Then every content table is replaced in one transaction (an archive of an earlier
// version brought forward inside it: bring-forward.ts), which reads the restored content back
// as the API answers it and checks it with the contract's schemas before it commits
// (content-check.ts). Only after that commit are the objects the backup lacks removed (and an
// object stored under the same key with other bytes, which the site never makes, rewritten):
// until then every byte the current rows point at is in place.
import { createReadStream, createWriteStream, existsSync } from "node:fs";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { mkdtemp, rm } from "node:fs/promises";
import { createInterface } from "node:readline";
import { join } from "node:path";
import type { Sql } from "../db/connect.ts";
import type { Seeds } from "../db/migrate.ts";
import { fail } from "../http/errors.ts";
import type { Logger } from "../logger.ts";
import type { ObjectStore } from "../media/object-store.ts";
import { checkArchive, type CheckedArchive, type CheckLimits } from "./check.ts";
import { checkContent, refuseLoss, type RestoreChecks } from "./content-check.ts";
import { gcPace } from "../gc-pace.ts";
import { withRestoreLock } from "./lock.ts";
import { makeWorkDir } from "./work-dirs.ts";
import { archiveEntries } from "./read-archive.ts";
import { BATCH_ROWS, loadTables, type RowSource } from "./tables.ts";
import { bringForward } from "./bring-forward.ts";

export type RestoreDeps = {
  sql: Sql;
  objects: ObjectStore;
  log: Logger;
  limits: CheckLimits;
  contentChecks: RestoreChecks;
  /** The migrations' seeds (db/migrate.ts), which an archive of an earlier version is brought forward with. */
  seeds: Seeds;
  /**
   * Drops the cached pages (on every instance): called once the restored rows are committed and
   * before the objects only the old rows used are removed, so no page served meanwhile names one.
   */
  dropCaches: () => Promise<void> | void;
  /** The owner confirmed a restore that leaves the site empty or without a page document; else such a restore is refused (content-check.ts). */
  loss?: { allowed: boolean; howToAllow: string };
};
export type RestoreResult = { createdAt: string; rows: number; objects: number; removed: number };

/**
 * Objects written at once while staging, and the bytes they may come to together (one larger
 * object goes alone). Each is unpacked to a file in the work directory first and sent from there
 * in one PUT, as an uploaded video is (object-store.ts putFile): nothing is held in memory, and
 * an object of any size is one plain PUT, which every store implements (s3rver has no multipart).
 */
const PARALLEL_PUTS = 8;
const PARALLEL_BYTES = 64 * 1024 * 1024;

/** `go` sees the checked archive and may still decline (the command line asks first): null then. */
export async function restoreArchive(
  deps: RestoreDeps,
  path: string,
  go: (archive: CheckedArchive) => Promise<boolean> = async () => true,
): Promise<RestoreResult | null> {
  return withRestoreLock(deps.sql, async () => {
    const workDir = await makeWorkDir("restore");
    try {
      const archive = await checkArchive(deps.sql, path, workDir, deps.limits);
      if (!(await go(archive))) return null;
      const before = await deps.objects.etags();
      const added: string[] = [];
      let rows: number;
      try {
        await copyObjects(deps, path, archive, workDir, (key) => !before.has(key) && (added.push(key), true));
        rows = await deps.sql.begin(async (tx) => {
          const archived = rowsFrom(archive.rowsDir);
          const load = (source: RowSource) => loadTables(tx, source, refuseTable);
          const loaded =
            archive.missing.length === 0
              ? await load(archived)
              : await bringForward(
                  tx,
                  { archived: archive.manifest.migrations, missing: archive.missing, seeds: deps.seeds },
                  archived,
                  refuseTable,
                  load,
                );
          const left = await checkContent(tx, deps.contentChecks, archive.objects);
          refuseLoss(left, deps.loss ?? { allowed: false, howToAllow: "" });
          return loaded;
        });
      } catch (error) {
        await removeAll(deps, added);
        throw error;
      }
      await deps.dropCaches();
      const changed = new Set([...archive.objects].filter(([key, object]) => before.has(key) && before.get(key) !== object.md5).map(([key]) => key));
      if (changed.size > 0) await copyObjects(deps, path, archive, workDir, (key) => changed.has(key));
      const removed = await removeAll(
        deps,
        [...before.keys()].filter((key) => !archive.objects.has(key)),
      );
      return { createdAt: String(archive.manifest.createdAt).slice(0, 40), rows, objects: archive.objects.size, removed };
    } finally {
      await rm(workDir, { recursive: true, force: true });
    }
  });
}

/** Stores the archive's objects that `wanted` picks, a few at a time, each from a file of the work directory. */
async function copyObjects(
  deps: RestoreDeps,
  path: string,
  archive: CheckedArchive,
  workDir: string,
  wanted: (key: string) => boolean,
): Promise<void> {
  const dir = await mkdtemp(join(workDir, "objects-"));
  const writing = new Set<Promise<void>>();
  let bytes = 0;
  let count = 0;
  let failure: unknown;
  const paced = gcPace();
  try {
    for await (const entry of archiveEntries(path, deps.limits)) {
      if (failure) throw failure;
      paced();
      const key = entry.name.startsWith("objects/") ? entry.name.slice("objects/".length) : null;
      if (!key || !wanted(key)) continue;
      const { size, contentType } = archive.objects.get(key)!;
      while (writing.size > 0 && (writing.size >= PARALLEL_PUTS || bytes + size > PARALLEL_BYTES)) await Promise.race(writing);
      const file = join(dir, String(++count));
      await pipeline(Readable.from(entry.body), createWriteStream(file));
      bytes += size;
      const put = deps.objects
        .putFile(key, file, contentType)
        .catch((error) => void (failure ??= error))
        .finally(() => rm(file, { force: true }));
      const tracked = put.finally(() => {
        writing.delete(tracked);
        bytes -= size;
      });
      writing.add(tracked);
    }
    await Promise.all(writing);
    if (failure) throw failure;
  } finally {
    await Promise.allSettled(writing);
    await rm(dir, { recursive: true, force: true });
  }
}

/** Removes each key, logging one it could not (the start-up sweep removes it then); answers how many went. */
async function removeAll(deps: RestoreDeps, keys: string[]): Promise<number> {
  let removed = 0;
  for (const key of keys) {
    try {
      await deps.objects.remove(key);
      removed++;
    } catch (error) {
      deps.log.warn(`restore: could not remove ${key} (the start-up sweep will): ${(error as Error).message}`);
    }
  }
  return removed;
}

/** The checked rows of a table, read back from the work directory a batch at a time. */
function rowsFrom(dir: string) {
  return async function* (table: string): AsyncGenerator<Record<string, unknown>[]> {
    const file = join(dir, `${table}.jsonl`);
    if (!existsSync(file)) return;
    let batch: Record<string, unknown>[] = [];
    for await (const line of createInterface({ input: createReadStream(file), crlfDelay: Infinity })) {
      if (!line) continue;
      batch.push(JSON.parse(line));
      if (batch.length === BATCH_ROWS) {
        yield batch;
        batch = [];
      }
    }
    if (batch.length > 0) yield batch;
  };
}

function refuseTable(table: string, error: Error): never {
  fail(400, `The backup's rows of ${table} could not be restored: ${error.message}`);
}
