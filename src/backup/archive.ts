// One backup archive (.tar.gz): manifest.json, tables/<table>.json (every row) and
// objects/<key> (every object in the bucket, byte for byte). Made and read with Bun.Archive.
import { fail } from "../http/errors.ts";
import type { ObjectStore } from "../media/object-store.ts";
import type { Sql } from "../db/connect.ts";
import { dumpTables, type TableDump } from "./tables.ts";

export const BACKUP_FORMAT = 1;

export type Manifest = {
  format: number;
  createdAt: string;
  /** schema_migrations names: a backup is restored into the same schema it was taken from. */
  migrations: string[];
  tables: Record<string, number>;
  objects: Array<{ key: string; contentType: string; size: number }>;
};

export type Backup = { manifest: Manifest; tables: TableDump; objects: Map<string, Uint8Array> };

/** Rows first, then objects: a row never points at an object the archive lacks, except one removed in between. */
export async function makeBackup(deps: { sql: Sql; objects: ObjectStore }, now = new Date()): Promise<Uint8Array<ArrayBuffer>> {
  const tables = await dumpTables(deps.sql);
  const files: Record<string, string | Uint8Array> = {};
  const manifest: Manifest = { format: BACKUP_FORMAT, createdAt: now.toISOString(), migrations: [], tables: {}, objects: [] };
  for (const [table, rows] of Object.entries(tables)) {
    files[`tables/${table}.json`] = rows;
    manifest.tables[table] = (JSON.parse(rows) as unknown[]).length;
  }
  manifest.migrations = (JSON.parse(tables.schema_migrations ?? "[]") as { name: string }[]).map((row) => row.name).sort();
  for (const key of (await deps.objects.list()).sort()) {
    const object = await deps.objects.get(key);
    if (!object) continue; // removed since it was listed
    const bytes = new Uint8Array(await new Response(object.body).arrayBuffer());
    files[`objects/${key}`] = bytes;
    manifest.objects.push({ key, contentType: object.contentType, size: bytes.byteLength });
  }
  files["manifest.json"] = JSON.stringify(manifest, null, 2);
  return new Bun.Archive(files, { compress: "gzip" }).bytes();
}

/** Reads and checks an archive; anything that is not one of ours is a 400 naming the problem. */
export async function readBackup(bytes: Uint8Array): Promise<Backup> {
  let files: Map<string, File>;
  try {
    files = await new Bun.Archive(bytes).files();
  } catch {
    fail(400, "This file is not a backup archive (.tar.gz) made by this site");
  }
  const manifestFile = files.get("manifest.json") ?? fail(400, "This archive has no manifest.json: it is not a backup made by this site");
  let manifest: Manifest;
  try {
    manifest = JSON.parse(await manifestFile.text()) as Manifest;
  } catch {
    fail(400, "The backup's manifest.json could not be read");
  }
  if (manifest.format !== BACKUP_FORMAT || !Array.isArray(manifest.objects) || !Array.isArray(manifest.migrations)) {
    fail(400, `This backup's format (${String(manifest.format)}) is not one this version can restore`);
  }
  const tables: TableDump = {};
  for (const table of Object.keys(manifest.tables ?? {})) {
    const file = files.get(`tables/${table}.json`) ?? fail(400, `The backup is missing the rows of ${table}`);
    tables[table] = await file.text();
  }
  const objects = new Map<string, Uint8Array>();
  for (const { key, size } of manifest.objects) {
    if (typeof key !== "string" || key.startsWith("/") || key.split("/").includes("..")) fail(400, "The backup names an invalid object key");
    const file = files.get(`objects/${key}`) ?? fail(400, `The backup is missing the object ${key}`);
    const data = await file.bytes();
    if (data.byteLength !== size) fail(400, `The object ${key} in the backup is damaged`);
    objects.set(key, data);
  }
  return { manifest, tables, objects };
}

/** "studio-backup-20261122-210501.tar.gz" */
export function backupFileName(now = new Date()): string {
  const stamp = now.toISOString().replace(/[-:]/g, "").replace("T", "-").slice(0, 15);
  return `studio-backup-${stamp}.tar.gz`;
}
