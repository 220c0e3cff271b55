// One backup archive (.tar.gz, made with tar-stream and node:zlib as it is sent): manifest.json
// first (format, schema, content tables), then tables/<table>/<part>.jsonl (the rows, one JSON
// object a line), then objects/<key> (every stored object, byte for byte, its content type in
// the entry's pax header), then summary.json (how many rows and objects were written: an archive
// without it was cut short). Nothing is held whole: rows a part, objects one at a time.
import { Readable } from "node:stream";
import { createGzip } from "node:zlib";
import { pack as tarPack, type Header, type Pack } from "tar-stream";
import type { Sql } from "../db/connect.ts";
import type { ObjectStore } from "../media/object-store.ts";
import { appliedMigrations, contentTables } from "./content.ts";
import { gcPace } from "../gc-pace.ts";
import { dumpTables } from "./tables.ts";

const BACKUP_FORMAT = 2;
export const CONTENT_TYPE_PAX = "STUDIO.content-type";

export type Manifest = {
  format: number;
  createdAt: string;
  /** schema_migrations names: a backup restores into this version, or a later one that brings its rows forward (bring-forward.ts). */
  migrations: string[];
  /** Format 2: the content tables. Format 1 (every table, credentials too): table → row count. */
  tables: string[] | Record<string, number>;
  /** Format 1 only: the objects, with their content types. */
  objects?: Array<{ key: string; contentType: string; size: number }>;
};

export type Summary = { rows: Record<string, number>; objects: number };

export type BackupDeps = { sql: Sql; objects: ObjectStore };

/** The archive as a gzip stream; an error while making it ends the stream with that error. */
export function backupStream(deps: BackupDeps, now = new Date()): Readable {
  const tar = tarPack();
  const gzip = createGzip();
  const source = Readable.from(tar);
  // Every error ends the gzip stream, which its reader sees; none is left unheard (it would end the process).
  tar.on("error", (error: Error) => gzip.destroy(error));
  source.on("error", (error) => gzip.destroy(error));
  // A download given up (the client gone) ends the archive too, and with it the snapshot it reads.
  gzip.on("close", () => tar.destroy());
  source.pipe(gzip);
  writeArchive(deps, tar, now).then(
    () => tar.finalize(),
    (error: Error) => tar.destroy(error),
  );
  return gzip;
}

/** Rows first, then objects: a row never points at an object the archive lacks, except one removed in between. */
async function writeArchive(deps: BackupDeps, tar: Pack, now: Date): Promise<void> {
  const manifest: Manifest = {
    format: BACKUP_FORMAT,
    createdAt: now.toISOString(),
    migrations: await appliedMigrations(deps.sql),
    tables: await contentTables(deps.sql),
  };
  await entry(tar, { name: "manifest.json" }, Buffer.from(JSON.stringify(manifest, null, 2)));
  const parts: Record<string, number> = {};
  const rows = await dumpTables(deps.sql, async (table, lines) => {
    parts[table] = (parts[table] ?? 0) + 1;
    await entry(tar, { name: `tables/${table}/${String(parts[table]).padStart(5, "0")}.jsonl` }, Buffer.from(lines));
  });
  let objects = 0;
  const paced = gcPace();
  for (const key of (await deps.objects.list()).sort()) {
    const object = await deps.objects.get(key);
    if (!object) continue; // removed since it was listed
    await streamEntry(tar, { name: `objects/${key}`, size: object.size, pax: { [CONTENT_TYPE_PAX]: object.contentType } }, object.body);
    objects++;
    paced();
  }
  const summary: Summary = { rows, objects };
  await entry(tar, { name: "summary.json" }, Buffer.from(JSON.stringify(summary)));
}

/** Adds one file; resolves once the archive's reader has taken it (the stream's back-pressure). */
function entry(tar: Pack, header: Partial<Header> & { name: string }, body: Buffer): Promise<void> {
  return new Promise((resolve, reject) => {
    tar.entry({ ...header, size: body.byteLength, mtime: new Date(0) }, body, (error) => (error ? reject(error) : resolve()));
  });
}

/** Adds one file from a stream of known size, as fast as the archive's reader takes it. */
function streamEntry(tar: Pack, header: Partial<Header> & { name: string; size: number }, body: ReadableStream<Uint8Array>): Promise<void> {
  return new Promise((resolve, reject) => {
    const sink = tar.entry({ ...header, mtime: new Date(0) }, (error) => (error ? reject(error) : resolve()));
    (async () => {
      for await (const chunk of body) {
        if (sink.destroyed) throw new Error("the backup was given up");
        if (!sink.write(chunk)) await new Promise<void>((drained) => sink.once("drain", () => drained()).once("close", () => drained()));
      }
      sink.end(Buffer.alloc(0));
    })().catch((error: Error) => {
      sink.destroy(error);
      reject(error);
    });
  });
}

/** "studio-backup-20261122-210501.tar.gz" */
export function backupFileName(now = new Date()): string {
  const stamp = now.toISOString().replace(/[-:]/g, "").replace("T", "-").slice(0, 15);
  return `studio-backup-${stamp}.tar.gz`;
}
