// What a site holds, comparable before and after: every row of every table (credentials too),
// each row as JSON, sorted; every stored object's content type and SHA-256. A refused restore
// must leave both exactly as they were. And an archive's files, to read and rewrite backups.
import { Readable } from "node:stream";
import { createGunzip, createGzip, gzipSync } from "node:zlib";
import { extract, pack, type Pack } from "tar-stream";
import { SITE_STATE_TABLES } from "../../src/platform/backup/content.ts";
import type { Sql } from "../../src/platform/db/connect.ts";
import type { ObjectStore } from "../../src/platform/media/object-store.ts";

export async function siteRows(sql: Sql): Promise<Record<string, string[]>> {
  const tables = await sql<{ name: string }[]>`select tablename as name from pg_tables where schemaname = current_schema() order by tablename`;
  const rows: Record<string, string[]> = {};
  for (const { name } of tables) {
    rows[name] = (await sql<{ row: string }[]>`select row_to_json(t)::text as row from ${sql(name)} t`).map((row) => row.row).sort();
  }
  return rows;
}

/** The rows a backup carries: every table but the accounts, sign-in state and working state (the mail outbox) (and, if asked, the activity log, which a restore adds to). */
export function contentRows(rows: Record<string, string[]>, { activity = true } = {}): Record<string, string[]> {
  return Object.fromEntries(Object.entries(rows).filter(([table]) => !SITE_STATE_TABLES.has(table) && (activity || table !== "activity")));
}

export async function siteObjects(objects: ObjectStore): Promise<Record<string, string>> {
  const all: Record<string, string> = {};
  for (const key of await objects.list()) {
    const object = await objects.get(key);
    all[key] = `${object!.contentType} ${new Bun.CryptoHasher("sha256").update(await new Response(object!.body).arrayBuffer()).digest("hex")}`;
  }
  return all;
}

export type ArchiveFile = { name: string; body: string | Uint8Array; pax?: Record<string, string> };

/** An archive's files, in order (the test reads and rewrites archives with the same library). */
export async function unpack(archive: Uint8Array): Promise<ArchiveFile[]> {
  const files: ArchiveFile[] = [];
  const tar = extract();
  Readable.from([archive])
    .pipe(createGunzip())
    .pipe(tar as unknown as NodeJS.WritableStream);
  for await (const entry of tar) {
    const chunks: Uint8Array[] = [];
    for await (const chunk of entry) chunks.push(chunk as Uint8Array);
    files.push({ name: entry.header.name, body: Buffer.concat(chunks), pax: (entry.header.pax ?? undefined) as Record<string, string> | undefined });
  }
  return files;
}

export async function repack(files: ArchiveFile[]): Promise<Uint8Array> {
  const tar = pack();
  for (const file of files) tar.entry({ name: file.name, pax: file.pax }, typeof file.body === "string" ? Buffer.from(file.body) : file.body);
  tar.finalize();
  const chunks: Uint8Array[] = [];
  for await (const chunk of tar) chunks.push(chunk as Uint8Array);
  return gzipSync(Buffer.concat(chunks));
}

export const text = (file: ArchiveFile | undefined) => Buffer.from(file!.body).toString("utf8");

/** The same archive with every table emptied and no objects: a restore of it would leave the site with nothing. */
export function emptiedArchive(files: ArchiveFile[]): ArchiveFile[] {
  const summary = JSON.parse(text(files.find((file) => file.name === "summary.json")));
  const rows = Object.fromEntries(Object.keys(summary.rows).map((table) => [table, 0]));
  return files
    .filter((file) => !file.name.startsWith("objects/"))
    .map((file) =>
      file.name === "summary.json"
        ? { ...file, body: JSON.stringify({ rows, objects: 0 }) }
        : file.name.startsWith("tables/")
          ? { ...file, body: "" }
          : file,
    );
}

/** An archive written entry by entry as a gzip stream, for archives too large to hold (`write` adds the entries). */
export async function streamedArchive(write: (tar: Pack) => Promise<void>): Promise<Uint8Array> {
  const tar = pack();
  const gzip = createGzip({ level: 9 });
  const chunks: Uint8Array[] = [];
  const done = new Promise<void>((resolve, reject) =>
    gzip
      .on("data", (chunk) => chunks.push(chunk))
      .on("end", resolve)
      .on("error", reject),
  );
  tar.pipe(gzip as unknown as NodeJS.WritableStream);
  await write(tar);
  tar.finalize();
  await done;
  return Buffer.concat(chunks);
}

/** One entry of `size` zero bytes, written a megabyte at a time. */
export async function zeroEntry(tar: Pack, header: { name: string; pax?: Record<string, string> }, size: number): Promise<void> {
  const entry = tar.entry({ ...header, size });
  const block = Buffer.alloc(1024 * 1024);
  for (let written = 0; written < size; written += block.byteLength) {
    if (!entry.write(block.subarray(0, Math.min(block.byteLength, size - written))))
      await new Promise<void>((resolve) => entry.once("drain", () => resolve()));
  }
  entry.end(Buffer.alloc(0));
}
