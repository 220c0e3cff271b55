// Bringing a site back from a backup. Objects are written first (a restored row never points at
// a missing image), then every table is replaced in one transaction (all rows or none), then
// the objects the backup does not have are removed, so the bucket matches it exactly.
import type { Sql } from "../db/connect.ts";
import { fail } from "../http/errors.ts";
import type { Logger } from "../logger.ts";
import type { ObjectStore } from "../media/object-store.ts";
import type { Backup } from "./archive.ts";
import { appTables, loadTables } from "./tables.ts";

export type RestoreDeps = { sql: Sql; objects: ObjectStore; log: Logger };
export type RestoreResult = { rows: number; objects: number; removed: number };

export async function restoreBackup(deps: RestoreDeps, backup: Backup): Promise<RestoreResult> {
  await checkSameSchema(deps.sql, backup);
  for (const { key, contentType } of backup.manifest.objects) {
    await deps.objects.put(key, Buffer.from(backup.objects.get(key)!), contentType);
  }
  const rows = await deps.sql.begin((tx) => loadTables(tx, backup.tables));
  let removed = 0;
  for (const key of await deps.objects.list()) {
    if (backup.objects.has(key)) continue;
    try {
      await deps.objects.remove(key);
      removed++;
    } catch (error) {
      deps.log.warn(`restore: could not remove ${key} (the start-up sweep will): ${(error as Error).message}`);
    }
  }
  return { rows, objects: backup.objects.size, removed };
}

/**
 * A backup goes back into the schema it was taken from: same migrations, same tables. One from
 * an older version is restored with that version, which the newer one then migrates at start.
 */
async function checkSameSchema(sql: Sql, backup: Backup): Promise<void> {
  const applied = (await sql<{ name: string }[]>`select name from schema_migrations order by name`).map((row) => row.name);
  const theirs = [...backup.manifest.migrations].sort();
  if (applied.join("\n") !== theirs.join("\n")) {
    const newer = theirs.filter((name) => !applied.includes(name));
    fail(
      409,
      newer.length > 0
        ? `This backup is from a newer version of the site (it has ${newer.join(", ")}). Update the site, then restore it.`
        : `This backup is from an older version of the site (up to ${theirs.at(-1) ?? "no migrations"}). Restore it with that version; the current one then upgrades it at start.`,
    );
  }
  const tables = await appTables(sql);
  const unknown = Object.keys(backup.tables).filter((table) => !tables.includes(table));
  if (unknown.length > 0) fail(409, `This backup has tables this site does not: ${unknown.join(", ")}`);
}
