// Backups: a site (rows of every table, trashed records, the activity log, uploaded images) goes
// through POST /api/admin/backup and comes back through POST /api/admin/restore on a fresh data
// directory (or a fresh database with DATABASE_URL), row for row and byte for byte.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { readBackup } from "../src/backup/archive.ts";
import { restoreBackup } from "../src/backup/restore.ts";
import { dumpTables } from "../src/backup/tables.ts";
import type { Sql } from "../src/db/connect.ts";
import type { ObjectStore } from "../src/media/object-store.ts";
import { api, imageFile, json } from "./api/helpers.ts";
import { adminToken } from "./support/admin-api.ts";
import { startTestApp, type TestApp } from "./support/app.ts";

let site: TestApp;
let fresh: TestApp;

beforeAll(async () => {
  // One after the other: two embedded databases starting at once can outlast the connect timeout.
  site = await startTestApp();
  fresh = await startTestApp();
}, 90_000);
afterAll(async () => {
  await site?.close();
  await fresh?.close();
});

/** Every table's rows, each row as canonical JSON, sorted: comparable across databases. */
async function rowsOf(sql: Sql): Promise<Record<string, string[]>> {
  const dump = await dumpTables(sql);
  return Object.fromEntries(Object.entries(dump).map(([table, rows]) => [table, (JSON.parse(rows) as unknown[]).map((row) => JSON.stringify(row)).sort()]));
}

async function objectsOf(objects: ObjectStore): Promise<Record<string, string>> {
  const all: Record<string, string> = {};
  for (const key of await objects.list()) {
    const object = await objects.get(key);
    all[key] = `${object!.contentType} ${new Bun.CryptoHasher("sha256").update(await new Response(object!.body).arrayBuffer()).digest("hex")}`;
  }
  return all;
}

async function buildSite(call: ReturnType<typeof api>) {
  const added = [];
  for (const [i, name] of ["Kept Logo", "Trashed Logo", "Another"].entries()) {
    added.push((await json(await call.form("/api/admin/addlogo", { name, image: await imageFile(`${i}.png`, 200 + i * 10, 100, `#${i}0${i}0a0`) }))).logo);
  }
  const review = JSON.stringify({ clientName: "Backed Up", clientPryTitle: "Quote", clientSryTitle: "Highlight" });
  await call.form("/api/admin/clients", { client: review, clientImg: await imageFile("me.png") });
  await call.json("/api/admin/deletelogo", { id: added[1]._id });
  const ids = (await json(await site.request("/api/admin/logos"))).logos.map((logo: { _id: string }) => logo._id).reverse();
  await call.json("/api/admin/logos/order", { ids }, "PUT");
  // A project whose cover is one of its images: the two tables point at each other.
  const { project } = await json(await call.json("/api/admin/projects", { title: "Backed Up Project", family: "productvisualization" }));
  const { image } = await json(await call.form(`/api/admin/projects/${project._id}/images`, { image: await imageFile("cover.png", 700, 500), alt: "Cover" }));
  expect((await call.json(`/api/admin/projects/${project._id}`, { coverImageId: image._id }, "PATCH")).status).toBe(200);
  await site.stores.sql`insert into login_failures (key_hash) values ('deadbeef')`;
}

describe("backup and restore", () => {
  test("a site round-trips through the admin's backup and restore onto a fresh data directory", async () => {
    const call = api(site, await adminToken(site));
    await buildSite(call);
    const rows = await rowsOf(site.stores.sql);
    const objects = await objectsOf(site.stores.objects);
    expect(Object.keys(objects).length).toBeGreaterThanOrEqual(4);
    expect(Object.keys(rows)).toEqual(expect.arrayContaining(["activity", "admins", "clients", "login_failures", "logos", "schema_migrations", "projects", "project_images"]));
    expect(rows.projects!.some((row) => JSON.parse(row).cover_image_id)).toBe(true);

    const response = await call.form("/api/admin/backup", {});
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/gzip");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="studio-backup-\d{8}-\d{6}\.tar\.gz"$/);
    const archive = new Uint8Array(await response.arrayBuffer());
    expect([archive[0], archive[1]]).toEqual([0x1f, 0x8b]); // gzip
    const [logged] = (await json(await call.get("/api/admin/activity?limit=1"))).entries;
    expect(logged).toMatchObject({ action: "backup", actor: "admin", summary: "Downloaded a backup of the site" });

    const freshCall = api(fresh, await adminToken(fresh));
    const leftover = "logos/0190b7d0-0000-7000-8000-000000000000.webp";
    await fresh.stores.objects.put(leftover, Buffer.from("not in the backup"), "image/webp");
    await fresh.request("/"); // cached before the restore
    const form = { archive: new File([archive], "site.tar.gz", { type: "application/gzip" }), confirm: "RESTORE" };
    const restored = await freshCall.form("/api/admin/restore", form);
    const answer = await json(restored);
    expect(restored.status).toBe(200);
    expect(answer.message).toMatch(/^Site restored from the backup of .*\. (You are still signed in\.|Sign in again with an account from the backup\.)$/);

    const after = await rowsOf(fresh.stores.sql);
    const { activity: restoredActivity, ...restoredRest } = after;
    const { activity, ...rest } = rows;
    expect(restoredRest).toEqual(rest);
    // The restore itself is the one entry after the backup's.
    expect(restoredActivity!.filter((row) => !activity!.includes(row)).map((row) => JSON.parse(row).action)).toEqual(["restore-backup"]);
    expect(restoredActivity!.length).toBe(activity!.length + 1);
    expect(await objectsOf(fresh.stores.objects)).toEqual(objects);

    // The fresh site now shows the restored site, in its order, without the trashed logo.
    expect(await json(await fresh.request("/api/admin/logos"))).toEqual(await json(await site.request("/api/admin/logos")));
    const home = await (await fresh.request("/")).text();
    expect(home).toContain("Kept Logo");
    expect(home).not.toContain("Trashed Logo");
    const trash = await json(await api(fresh, await adminToken(fresh)).get("/api/admin/trash"));
    expect(trash.items.map((item: { title: string }) => item.title)).toEqual(["Trashed Logo"]);
  }, 60_000);

  test("restore is all or nothing: a backup with a bad row changes no row", async () => {
    const archive = await (await api(site, await adminToken(site)).form("/api/admin/backup", {})).arrayBuffer();
    const backup = await readBackup(new Uint8Array(archive));
    const logos = JSON.parse(backup.tables.logos!) as Array<Record<string, unknown>>;
    logos.push({ ...logos[0], name: "Duplicate id" });
    backup.tables.logos = JSON.stringify(logos);
    const before = await rowsOf(fresh.stores.sql);
    await expect(restoreBackup({ ...fresh.stores, log: fresh.log }, backup)).rejects.toThrow();
    expect(await rowsOf(fresh.stores.sql)).toEqual(before);
  }, 30_000);

  test("a backup from another version of the site is refused before anything changes", async () => {
    const backup = await readBackup(new Uint8Array(await (await api(site, await adminToken(site)).form("/api/admin/backup", {})).arrayBuffer()));
    const deps = { ...fresh.stores, log: fresh.log };
    const before = await rowsOf(fresh.stores.sql);
    const newer = { ...backup, manifest: { ...backup.manifest, migrations: [...backup.manifest.migrations, "99999_future.sql"] } };
    await expect(restoreBackup(deps, newer)).rejects.toThrow(/newer version of the site \(it has 99999_future\.sql\)/);
    const older = { ...backup, manifest: { ...backup.manifest, migrations: backup.manifest.migrations.slice(0, -1) } };
    await expect(restoreBackup(deps, older)).rejects.toThrow(/older version of the site/);
    expect(await rowsOf(fresh.stores.sql)).toEqual(before);
  }, 30_000);

  test("restore needs the RESTORE confirmation and a real archive", async () => {
    const call = api(fresh, await adminToken(fresh));
    const archive = new File([await (await call.form("/api/admin/backup", {})).arrayBuffer()], "b.tar.gz");
    const unconfirmed = await call.form("/api/admin/restore", { archive, confirm: "yes" });
    expect(unconfirmed.status).toBe(400);
    expect((await json(unconfirmed)).message).toMatch(/Type RESTORE/);
    const junk = await call.form("/api/admin/restore", { archive: new File(["not a tarball"], "x.tar.gz"), confirm: "RESTORE" });
    expect(junk.status).toBe(400);
    expect((await call.form("/api/admin/restore", { confirm: "RESTORE" })).status).toBe(400);
    expect((await fresh.request("/api/admin/backup", { method: "POST" })).status).toBe(401);
  }, 30_000);
});

describe("body limits", () => {
  test("only the restore route takes a body larger than an upload", async () => {
    const big = String(site.stores.config.uploadMaxBytes + 1024 * 1024);
    const login = await site.request("/api/admin/login", { method: "POST", headers: { "content-type": "application/json", "content-length": big }, body: "{}" });
    expect(login.status).toBe(413);
    const token = await adminToken(site);
    const headers = { authorization: `Bearer ${token}`, "content-type": "multipart/form-data; boundary=x", "content-length": big };
    expect((await site.request("/api/admin/addlogo", { method: "POST", headers, body: "--x--" })).status).toBe(413);
    // The restore route reads it (and finds no archive in it).
    expect((await site.request("/api/admin/restore", { method: "POST", headers, body: "--x--" })).status).toBe(400);
  });
});
