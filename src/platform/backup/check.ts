// The first reading of an uploaded archive, before anything is changed: every entry is read and
// checked (the manifest, the schema it was made with, every content table present, every row,
// every object key and size). The rows are written out as JSON lines for the restore to load,
// and checked once the manifest says which version made them, against that version's columns
// (this one's, or an earlier one's that the restore brings forward: bring-forward.ts). The
// objects are noted with their size, content type and MD5 (to tell an object the bucket already
// holds from one with other bytes). Anything wrong is a 4xx naming it.
import { createReadStream } from "node:fs";
import { appendFile, mkdir } from "node:fs/promises";
import { createInterface } from "node:readline";
import { join } from "node:path";
import type { Sql } from "../db/connect.ts";
import { fail } from "../http/errors.ts";
import { isStoredKey } from "../media/keys.ts";
import { CONTENT_TYPE_PAX, type Manifest, type Summary } from "./archive.ts";
import { olderColumns, missingMigrations } from "./bring-forward.ts";
import { appliedMigrations, contentTables, SITE_STATE_TABLES, writableColumns, type Column } from "./content.ts";
import { gcPace } from "../gc-pace.ts";
import { archiveEntries, readAll, type Entry, type UnpackLimits } from "./read-archive.ts";
import { rowCheck, type RowCheck } from "./rows.ts";

type ArchiveObject = { size: number; md5: string; contentType: string };
/** `missing`: the migrations this version has that the archive's lacks, which the restore applies to its rows (bring-forward.ts). */
export type CheckedArchive = {
  manifest: Manifest;
  rowsDir: string;
  rows: Record<string, number>;
  objects: Map<string, ArchiveObject>;
  missing: string[];
};
export type CheckLimits = UnpackLimits;

/** A part of a table's rows as this site writes it is about 1 MB; an older archive held a table whole. */
const PART_MAX_BYTES = 16 * 1024 * 1024;
const TABLE_FILE_MAX_BYTES = 64 * 1024 * 1024;
const SMALL_FILE_MAX_BYTES = 1024 * 1024;

export async function checkArchive(sql: Sql, path: string, workDir: string, limits: CheckLimits): Promise<CheckedArchive> {
  const rowsDir = join(workDir, "rows");
  await mkdir(rowsDir, { recursive: true });
  const rows: Record<string, number> = {};
  const objects = new Map<string, ArchiveObject>();
  let manifest: Manifest | undefined;
  let summary: Summary | undefined;

  // Rows are put aside as they come and checked once the manifest says which version made them.
  const addRows = async (table: string, parsed: unknown[]) => {
    rows[table] = (rows[table] ?? 0) + parsed.length;
    await appendFile(join(rowsDir, `${table}.jsonl`), parsed.map((row) => `${JSON.stringify(row)}\n`).join(""));
  };

  const paced = gcPace();
  for await (const entry of archiveEntries(path, limits)) {
    paced();
    if (entry.type === "directory") continue;
    if (entry.type !== "file") fail(400, `The backup holds ${entry.name.slice(0, 80)}, which is not a file`);
    const { name } = entry;
    if (name === "manifest.json") manifest = await readJson<Manifest>(entry, "manifest.json");
    else if (name === "summary.json") summary = await readJson<Summary>(entry, "summary.json");
    else if (name.startsWith("objects/")) objects.set(...(await readObject(entry, objects, limits.objectMaxBytes)));
    else {
      const part =
        /^tables\/([a-z_][a-z0-9_]{0,62})(?:\/\d{1,6}\.jsonl|\.json)$/.exec(name) ??
        fail(400, `The backup holds a file this site does not know: ${name.slice(0, 80)}`);
      const table = part[1]!;
      if (SITE_STATE_TABLES.has(table)) continue; // an older backup's accounts and sign-ins stay out, and the site's working state
      const whole = name.endsWith(".json");
      const text = (
        await readAll(entry.body, whole ? TABLE_FILE_MAX_BYTES : PART_MAX_BYTES, () => fail(413, `The rows of ${table} in the backup are too large`))
      ).toString("utf8");
      await addRows(
        table,
        whole
          ? parseJson(text, `tables/${table}.json`, Array.isArray)
          : text
              .split("\n")
              .filter(Boolean)
              .map((line) => parseJson(line, `a row of ${table}`)),
      );
    }
  }

  if (!manifest) fail(400, "This archive has no manifest.json: it is not a backup made by this site");
  const { missing, columns } = await checkSchema(sql, manifest);
  for (const table of Object.keys(rows)) {
    const check = rowCheck(table, columns.get(table) ?? fail(409, `This backup has tables this site does not: ${table.slice(0, 60)}`));
    await checkRows(join(rowsDir, `${table}.jsonl`), check);
  }
  if (manifest.format === 2) checkSummary(summary, rows, objects);
  else checkOlderFormat(manifest, rows, objects);
  return { manifest, rowsDir, rows, objects, missing };
}

/** Every row of a table's file, one at a time. */
async function checkRows(file: string, check: RowCheck): Promise<void> {
  let n = 0;
  for await (const line of createInterface({ input: createReadStream(file), crlfDelay: Infinity })) {
    if (line) check(JSON.parse(line), ++n);
  }
}

async function readJson<T>(entry: Entry, file: string): Promise<T> {
  const text = (await readAll(entry.body, SMALL_FILE_MAX_BYTES, () => fail(400, `The backup's ${file} is too large`))).toString("utf8");
  return parseJson(text, file, (value) => typeof value === "object" && value !== null && !Array.isArray(value)) as T;
}

function parseJson(text: string, what: string, shape: (value: unknown) => boolean = () => true): any {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    fail(400, `The backup's ${what} could not be read`);
  }
  if (!shape(value)) fail(400, `The backup's ${what} is not what this site writes`);
  return value;
}

async function readObject(entry: Entry, objects: Map<string, ArchiveObject>, max: number): Promise<[string, ArchiveObject]> {
  const key = entry.name.slice("objects/".length);
  if (!isStoredKey(key)) fail(400, `The backup names an invalid object key (${key.slice(0, 80)})`);
  if (objects.has(key)) fail(400, `The backup holds the object ${key} twice`);
  const tooLarge = () => fail(413, `The object ${key} in the backup is larger than any image or video this site stores`);
  const hash = new Bun.CryptoHasher("md5");
  let size = 0;
  for await (const chunk of entry.body) {
    size += chunk.byteLength;
    if (size > max) tooLarge();
    hash.update(chunk);
  }
  return [key, { size, md5: hash.digest("hex"), contentType: entry.pax[CONTENT_TYPE_PAX] ?? "" }];
}

/**
 * A backup goes back into this version's schema, or is brought forward to it from an earlier
 * version's (bring-forward.ts): answers the migrations it lacks and the content tables' columns
 * its rows are checked against (its own version's). Every content table must be there.
 */
async function checkSchema(sql: Sql, manifest: Manifest): Promise<{ missing: string[]; columns: Map<string, Column[]> }> {
  if (manifest.format !== 1 && manifest.format !== 2)
    fail(400, `This backup's format (${String(manifest.format).slice(0, 20)}) is not one this version can restore`);
  if (!Array.isArray(manifest.migrations) || !manifest.migrations.every((name) => typeof name === "string"))
    fail(400, "The backup's manifest.json is not what this site writes");
  const missing = missingMigrations(await appliedMigrations(sql), manifest.migrations);
  const columns = missing.length === 0 ? await liveColumns(sql) : await olderColumns(sql, manifest.migrations);
  const tables = [...columns.keys()];
  const listed = Array.isArray(manifest.tables) ? manifest.tables : Object.keys(manifest.tables ?? {});
  const named = listed.filter((table) => typeof table === "string" && !SITE_STATE_TABLES.has(table));
  const unknown = named.filter((table) => !tables.includes(table));
  if (unknown.length > 0) fail(409, `This backup has tables this site does not: ${unknown.join(", ").slice(0, 200)}`);
  const absent = tables.filter((table) => !named.includes(table));
  if (absent.length > 0) fail(400, `This backup lacks the site's ${absent.join(", ")}: it is incomplete, and restoring it would empty them`);
  return { missing, columns };
}

async function liveColumns(sql: Sql): Promise<Map<string, Column[]>> {
  const columns = new Map<string, Column[]>();
  for (const table of await contentTables(sql)) columns.set(table, await writableColumns(sql, table));
  return columns;
}

function checkSummary(summary: Summary | undefined, rows: Record<string, number>, objects: Map<string, ArchiveObject>): void {
  if (!summary || typeof summary.rows !== "object" || summary.rows === null) fail(400, "The backup was cut short (it has no summary.json)");
  for (const [table, count] of Object.entries(summary.rows)) {
    if ((rows[table] ?? 0) !== count) fail(400, `The backup is missing rows of ${table.slice(0, 60)}`);
  }
  if (summary.objects !== objects.size) fail(400, "The backup is missing objects");
  for (const [key, object] of objects) if (!object.contentType) fail(400, `The object ${key} in the backup has no content type`);
}

/** Format 1 (before this version): counts and content types are in the manifest, which came last. */
function checkOlderFormat(manifest: Manifest, rows: Record<string, number>, objects: Map<string, ArchiveObject>): void {
  for (const [table, count] of Object.entries(manifest.tables as Record<string, number>)) {
    if (!SITE_STATE_TABLES.has(table) && (rows[table] ?? 0) !== count) fail(400, `The backup is missing rows of ${table.slice(0, 60)}`);
  }
  const listed = Array.isArray(manifest.objects) ? manifest.objects : fail(400, "The backup's manifest.json is not what this site writes");
  if (listed.length !== objects.size) fail(400, "The backup is missing objects");
  for (const { key, contentType, size } of listed) {
    const object = objects.get(key) ?? fail(400, `The backup is missing the object ${String(key).slice(0, 80)}`);
    if (object.size !== size || typeof contentType !== "string") fail(400, `The object ${key} in the backup is damaged`);
    object.contentType = contentType;
  }
}
