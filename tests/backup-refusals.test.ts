// Archives a restore must refuse, against a listening server: each is answered with a 4xx naming
// the problem, and the site is byte for byte what it was (every row of every table, every
// stored object). Nothing in an archive takes the process down or holds its memory.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { adminToken } from "./support/admin-api.ts";
import { listen, startTestApp, type TestApp } from "./support/app.ts";
import { repack, siteObjects, siteRows, streamedArchive, text, unpack, zeroEntry, type ArchiveFile } from "./support/site-state.ts";
import { downloadBackup, sendRestore } from "./support/backup-api.ts";
import { json } from "./api/helpers.ts";
import { RESTORE_LOSS_FIELD, RESTORE_LOSS_HEADER, RESTORE_LOSS_WORD } from "../client/contract/safety.ts";

const LIMIT = 4 * 1024 * 1024;
let t: TestApp & { url: string; stop(): Promise<void> };
let token: string;
let files: ArchiveFile[];
let before: { rows: Record<string, string[]>; objects: Record<string, string> };

beforeAll(async () => {
  const app = await startTestApp({ config: { backupMaxBytes: LIMIT } });
  const server = listen(app.app);
  t = { ...app, url: server.url, stop: server.stop };
  token = await adminToken(t);
  await t.stores.objects.put(`logos/${Bun.randomUUIDv7()}.webp`, Buffer.from("a stored image"), "image/webp");
  files = await unpack(await downloadBackup(t, token));
  before = { rows: await siteRows(t.stores.sql), objects: await siteObjects(t.stores.objects) };
}, 180_000);
afterAll(async () => {
  await t?.stop();
  await t?.close();
});

const manifestWith = (change: (manifest: Record<string, unknown>) => void): ArchiveFile[] =>
  files.map((file) => {
    if (file.name !== "manifest.json") return file;
    const manifest = JSON.parse(text(file));
    change(manifest);
    return { ...file, body: JSON.stringify(manifest) };
  });

const withFile = (extra: ArchiveFile, at = files.length - 1) => [...files.slice(0, at), extra, ...files.slice(at)];

/** A table's first part with `edit` applied to its rows. */
const rowsEdited = (table: string, edit: (rows: unknown[]) => unknown[]) =>
  files.map((file) =>
    file.name === `tables/${table}/00001.jsonl`
      ? {
          ...file,
          body: edit(
            text(file)
              .split("\n")
              .filter(Boolean)
              .map((line) => JSON.parse(line)),
          )
            .map((row) => JSON.stringify(row))
            .join("\n"),
        }
      : file,
  );

const firstRowEdited = (table: string, change: Record<string, unknown>) =>
  rowsEdited(table, (rows) => rows.map((row, i) => (i === 0 ? { ...(row as object), ...change } : row)));

async function expectRefused(body: BodyInit | Uint8Array, status: number, message: RegExp) {
  const response = await sendRestore(t, token, body);
  const answer = await json(response);
  expect({ status: response.status, message: answer.message }).toEqual({ status, message: expect.stringMatching(message) });
  expect(answer.success).toBe(false);
  expect(await siteRows(t.stores.sql)).toEqual(before.rows);
  expect(await siteObjects(t.stores.objects)).toEqual(before.objects);
  expect((await fetch(`${t.url}/`)).status).toBe(200);
}

/** An archive whose one big entry is `size` zero bytes, made as a stream: a few MB once compressed. */
function zeros(name: string, size: number): Promise<Uint8Array> {
  return streamedArchive(async (tar) => {
    tar.entry({ name: "manifest.json" }, text(files[0]));
    await zeroEntry(tar, { name, pax: { "STUDIO.content-type": "image/webp" } }, size);
  });
}

describe("a restore refuses, changing nothing", () => {
  test("a manifest that lists no tables (it would have emptied every table)", async () => {
    await expectRefused(
      await repack(manifestWith((manifest) => (manifest.tables = []))),
      400,
      /lacks the site's activity, clients, documents, (.+, )?logos, /,
    );
  });

  test("a backup missing a content table", async () => {
    const archive = manifestWith((manifest) => (manifest.tables = (manifest.tables as string[]).filter((table) => table !== "logos"))).filter(
      (file) => !file.name.startsWith("tables/logos/"),
    );
    await expectRefused(await repack(archive), 400, /lacks the site's logos/);
  });

  test("a row the API would refuse: a studio named 5", async () => {
    const archive = rowsEdited("site_settings", (rows) =>
      rows.map((row) => ({ ...(row as object), studio: { ...(row as { studio: object }).studio, name: 5 } })),
    );
    await expectRefused(await repack(archive), 400, /studio details cannot be restored: Studio name must be text/);
  });

  test("a main site the pages cannot show (a port past 65535), refused in the API's words", async () => {
    const archive = rowsEdited("site_settings", (rows) =>
      rows.map((row) => ({ ...(row as object), studio: { ...(row as { studio: object }).studio, mainSite: "https://studio.com:99999" } })),
    );
    await expectRefused(await repack(archive), 400, /studio details cannot be restored: Main site must be a full http\(s\):\/\/ address/);
  });

  test("rows the API would refuse, each named by its record and its field in the contract's words", async () => {
    const record = /The backup's (?:logo|project|portfolio item) [0-9a-f-]{36} cannot be restored: /.source;
    await expectRefused(
      await repack(firstRowEdited("logos", { name: "L".repeat(5000) })),
      400,
      new RegExp(`${record}Logo name must be at most 80 characters`),
    );
    await expectRefused(
      await repack(firstRowEdited("portfolio_items", { link: "javascript:alert(1)" })),
      400,
      new RegExp(`${record}Link must be a path on this site`),
    );
    await expectRefused(
      await repack(firstRowEdited("projects", { title: "Speed\u0007Boat" })),
      400,
      new RegExp(`${record}Title must not contain control characters`),
    );
  });

  test("a row pointing at an object the archive does not hold, shown or in the trash", async () => {
    const key = `logos/${Bun.randomUUIDv7()}.webp`;
    await expectRefused(
      await repack(firstRowEdited("logos", { image_key: key })),
      400,
      new RegExp(`logo [0-9a-f-]{36} shows the image ${key}, which the backup does not hold`),
    );
    const prefix = `portfolio/${Bun.randomUUIDv7()}`;
    const trashed = { image_key: prefix, image_width: 480, image_height: 320, image_blur: "", deleted_at: new Date().toISOString() };
    await expectRefused(
      await repack(firstRowEdited("portfolio_items", trashed)),
      400,
      new RegExp(`row of portfolio_items in the backup points at the image ${prefix}, which the backup does not hold`),
    );
  });

  test("a row that is null, and a row of the wrong type", async () => {
    await expectRefused(await repack(rowsEdited("logos", (rows) => [...rows, null])), 400, /row \d+ of logos is not a record/);
    await expectRefused(
      await repack(rowsEdited("logos", (rows) => rows.map((row) => ({ ...(row as object), position: "first" })))),
      400,
      /row 1 of logos has a position that is not a integer/,
    );
  });

  test("a row the database refuses, after a new object was staged: the object is removed again", async () => {
    const newObject = { name: `objects/logos/${Bun.randomUUIDv7()}.webp`, body: "new bytes", pax: { "STUDIO.content-type": "image/webp" } };
    const summary = files.find((file) => file.name === "summary.json")!;
    const counts = JSON.parse(text(summary));
    counts.objects++;
    counts.rows.logos++;
    const duplicate = rowsEdited("logos", (rows) => [...rows, rows[0]]).map((file) =>
      file === summary ? { ...file, body: JSON.stringify(counts) } : file,
    );
    await expectRefused(await repack([...duplicate.slice(0, -1), newObject, duplicate.at(-1)!]), 400, /rows of logos could not be restored/);
  });

  test("object keys that are not the site's: 300 characters long, or climbing out with ../", async () => {
    const body = { body: "x", pax: { "STUDIO.content-type": "image/webp" } };
    await expectRefused(await repack(withFile({ name: `objects/logos/${"a".repeat(300)}.webp`, ...body })), 400, /invalid object key/);
    await expectRefused(await repack(withFile({ name: "objects/../../escape.webp", ...body })), 400, /invalid object key/);
  });

  test("1.5 GB of zeros in a small archive, as an object and as rows", async () => {
    const object = await zeros(`objects/logos/${Bun.randomUUIDv7()}.webp`, 1536 * 1024 * 1024);
    expect(object.byteLength).toBeLessThan(LIMIT);
    await expectRefused(object, 413, /larger than any image or video this site stores/);
    await expectRefused(
      await zeros("tables/logos/00002.jsonl", 256 * 1024 * 1024),
      400,
      /^The backup unpacks to more than 16 MB, more than an archive of [\d.]+ [KM]B made by this site can hold/,
    );
  }, 180_000);

  test("a cut-short gzip, a file that is not an archive, and an upload over the limit sent in chunks", async () => {
    const archive = await repack(files);
    await expectRefused(archive.slice(0, Math.floor(archive.byteLength / 2)), 400, /not a backup archive|damaged|cut short/);
    await expectRefused(new TextEncoder().encode("just some notes, not a backup"), 400, /not a backup archive/);
    let sent = 0;
    const chunked = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent > 2 * LIMIT) return controller.close();
        sent += 64 * 1024;
        controller.enqueue(new Uint8Array(64 * 1024));
      },
    });
    await expectRefused(chunked, 413, /larger than 4 MB/);
  }, 90_000);

  test("an archive made before backups left credentials out restores the content only", async () => {
    const rows = await siteRows(t.stores.sql);
    const tables: Record<string, unknown[]> = Object.fromEntries(
      Object.entries(rows).map(([table, lines]) => [table, lines.map((line) => JSON.parse(line))]),
    );
    tables.logos!.push({ ...(tables.logos![0] as object), id: crypto.randomUUID(), name: "From The Older Backup", position: -5 });
    tables.admins = (tables.admins as Array<Record<string, unknown>>).map((admin) => ({
      ...admin,
      password_hash: "an old hash",
      totp_secret: "OLDSECRET",
      token_version: 0,
    }));
    tables.revoked_tokens = [];
    tables.sign_in_limits = [{ key: "old", points: 1, expire: Date.now() + 60_000 }];
    const archived = Object.fromEntries(Object.entries(before.objects).map(([key]) => [key, key]));
    const objects = await Promise.all(
      Object.keys(archived).map(async (key) => ({
        key,
        bytes: new Uint8Array(await new Response((await t.stores.objects.get(key))!.body).arrayBuffer()),
      })),
    );
    const manifest = {
      format: 1,
      createdAt: "2026-11-01T10:00:00.000Z",
      migrations: tables.schema_migrations!.map((row) => (row as { name: string }).name).sort(),
      tables: Object.fromEntries(Object.entries(tables).map(([table, list]) => [table, list.length])),
      objects: objects.map(({ key, bytes }) => ({ key, contentType: "image/webp", size: bytes.byteLength })),
    };
    const older: Record<string, string | Uint8Array> = Object.fromEntries(
      Object.entries(tables).map(([table, list]) => [`tables/${table}.json`, JSON.stringify(list)]),
    );
    for (const { key, bytes } of objects) older[`objects/${key}`] = bytes;
    older["manifest.json"] = JSON.stringify(manifest);
    const response = await sendRestore(t, token, await new Bun.Archive(older, { compress: "gzip" }).bytes());
    expect(response.status).toBe(200);
    const after = await siteRows(t.stores.sql);
    expect(after.logos!.some((row) => row.includes("From The Older Backup"))).toBe(true);
    for (const table of [
      "admins",
      "admin_recovery_codes",
      "revoked_tokens",
      "login_failures",
      "sign_in_limits",
      "sign_in_challenges",
      "schema_migrations",
    ])
      expect(after[table]).toEqual(rows[table]!);
    expect((await fetch(`${t.url}/api/admin/account`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(200);
    before = { rows: after, objects: await siteObjects(t.stores.objects) };
  }, 90_000);

  test("an archive that would leave the site empty, or without its page documents, asks for a second confirmation", async () => {
    const summary = files.find((file) => file.name === "summary.json")!;
    const counts = JSON.parse(text(summary)) as { rows: Record<string, number>; objects: number };
    /** The archive with `tables`' rows left out, and `objects` its only objects. */
    const without = (tables: (table: string) => boolean, keepObjects: boolean) => {
      const rows = Object.fromEntries(Object.entries(counts.rows).map(([table, n]) => [table, tables(table) ? 0 : n]));
      return files
        .filter((file) => keepObjects || !file.name.startsWith("objects/"))
        .map((file) => {
          if (file === summary) return { ...file, body: JSON.stringify({ rows, objects: keepObjects ? counts.objects : 0 }) };
          const table = /^tables\/([a-z_]+)\//.exec(file.name)?.[1];
          return table && tables(table) ? { ...file, body: "" } : file;
        });
    };
    const askedTwice = async (archive: Uint8Array, message: RegExp) => {
      const response = await sendRestore(t, token, archive);
      const answer = await json(response);
      expect({ status: response.status, message: answer.message, confirmLoss: answer[RESTORE_LOSS_FIELD] }).toEqual({
        status: 409,
        message: expect.stringMatching(message),
        confirmLoss: true,
      });
      expect(await siteRows(t.stores.sql)).toEqual(before.rows);
      expect(await siteObjects(t.stores.objects)).toEqual(before.objects);
    };
    const empty = await repack(without(() => true, false));
    await askedTwice(empty, /^This backup holds no content: restoring it would leave every list and page of the site empty. Confirm it again/);
    await askedTwice(
      await repack(without((table) => table === "documents" || table === "revisions", true)),
      /^This backup holds no home page, portfolio page, .*: restoring it would remove them for good/,
    );
    // Confirmed twice, it is what the owner asked for.
    const confirmed = await sendRestore(t, token, empty, { [RESTORE_LOSS_HEADER]: RESTORE_LOSS_WORD });
    expect(confirmed.status).toBe(200);
    expect((await t.stores.sql`select count(*)::int as n from logos`)[0]!.n).toBe(0);
    expect(await t.stores.objects.list()).toEqual([]);
  }, 180_000);

  test("the unchanged archive itself is restored (the refusals above were about their faults)", async () => {
    const response = await sendRestore(t, token, await repack(files));
    expect(response.status).toBe(200);
  });
});
