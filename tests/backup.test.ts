// Backups against listening servers: a site (rows of every content table, trashed records, the
// activity log, uploaded images) goes out through POST /api/admin/backup and comes back through
// POST /api/admin/restore on a fresh data directory (or a fresh database with DATABASE_URL), row
// for row and byte for byte, past 1,000 stored files. Accounts and sign-ins are not content: the
// owner who restores stays signed in, and a signed-out token stays signed out.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { RESTORE_CONFIRM_HEADER } from "../client/contract/safety.ts";
import { downloadBackup, sendRestore } from "./support/backup-api.ts";
import { CREDENTIAL_TABLES } from "../src/platform/backup/content.ts";
import { api, imageFile, json } from "./api/helpers.ts";
import { adminToken } from "./support/admin-api.ts";
import { listen, startTestApp, type TestApp } from "./support/app.ts";
import { contentRows, siteObjects, siteRows, text, unpack } from "./support/site-state.ts";

type Served = TestApp & { url: string; stop(): Promise<void> };
let site: Served;
let fresh: Served;

async function serve(): Promise<Served> {
  const t = await startTestApp();
  const server = listen(t.app);
  return { ...t, url: server.url, stop: server.stop };
}

beforeAll(async () => {
  // One after the other: two embedded databases starting at once can outlast the connect timeout.
  site = await serve();
  fresh = await serve();
}, 180_000);
afterAll(async () => {
  for (const t of [site, fresh]) {
    await t?.stop();
    await t?.close();
  }
});

const content = (rows: Record<string, string[]>) => contentRows(rows, { activity: false });

async function buildSite(t: TestApp) {
  const call = api(t, await adminToken(t));
  const added = [];
  for (const [i, name] of ["Kept Logo", "Trashed Logo", "Another"].entries()) {
    added.push(
      (await json(await call.form("/api/admin/addlogo", { name, image: await imageFile(`${i}.png`, 200 + i * 10, 100, `#${i}0${i}0a0`) }))).logo,
    );
  }
  const review = JSON.stringify({ clientName: "Backed Up", clientPryTitle: "Quote", clientSryTitle: "Highlight" });
  await call.form("/api/admin/clients", { client: review, clientImg: await imageFile("me.png") });
  await call.json("/api/admin/deletelogo", { id: added[1]._id });
  const ids = (await json(await t.request("/api/admin/logos"))).logos.map((logo: { _id: string }) => logo._id).reverse();
  await call.json("/api/admin/logos/order", { ids }, "PUT");
  // A project whose cover is one of its images: the two tables point at each other.
  const { project } = await json(await call.json("/api/admin/projects", { title: "Backed Up Project", family: "productvisualization" }));
  const { image } = await json(
    await call.form(`/api/admin/projects/${project._id}/images`, { image: await imageFile("cover.png", 700, 500), alt: "Cover" }),
  );
  expect((await call.json(`/api/admin/projects/${project._id}`, { coverImageId: image._id }, "PATCH")).status).toBe(200);
  await t.stores.sql`insert into sign_in_limits (key, points, expire) values ('deadbeef', 1, ${Date.now() + 60_000})`;
}

/** 1,050 more logos, each with its own stored image: past the 1,000 keys of one listing page. */
async function addManyLogos(t: TestApp) {
  const keys = Array.from({ length: 1050 }, () => `logos/${Bun.randomUUIDv7()}.webp`);
  for (let i = 0; i < keys.length; i += 25) {
    await Promise.all(keys.slice(i, i + 25).map((key) => t.stores.objects.put(key, Buffer.from(`webp ${key}`), "image/webp")));
  }
  await t.stores.sql`insert into logos ${t.stores.sql(keys.map((key, i) => ({ name: `Logo ${i}`, image_key: key, position: 100 + i })))}`;
}

describe("backup and restore", () => {
  test("a site past 1,000 stored files round-trips through the admin's backup and restore onto a fresh data directory", async () => {
    await buildSite(site);
    await addManyLogos(site);
    const token = await adminToken(site);
    const rows = await siteRows(site.stores.sql);
    const objects = await siteObjects(site.stores.objects);
    expect(Object.keys(objects).length).toBeGreaterThan(1050);

    const response = await fetch(`${site.url}/api/admin/backup`, { method: "POST", headers: { authorization: `Bearer ${token}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/gzip");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="studio-backup-\d{8}-\d{6}\.tar\.gz"$/);
    const archive = new Uint8Array(await response.arrayBuffer());
    expect([archive[0], archive[1]]).toEqual([0x1f, 0x8b]); // gzip
    const [logged] = (await json(await api(site, token).get("/api/admin/activity?limit=1"))).entries;
    expect(logged).toMatchObject({ action: "backup", actor: "admin", summary: "Downloaded a backup of the site" });

    // Content only: no account, password hash, session or sign-in record is in the archive.
    const files = await unpack(archive);
    const names = files.map((file) => file.name);
    for (const table of CREDENTIAL_TABLES) expect(names.some((name) => name.startsWith(`tables/${table}/`))).toBe(false);
    // A table that hangs off an account (recovery codes, two-factor challenges, any added later) is sign-in state, never content.
    const accountTables = await site.stores.sql<{ name: string }[]>`
      select distinct c.conrelid::regclass::text as name from pg_constraint c
      where c.contype = 'f' and c.confrelid = 'admins'::regclass`;
    expect(accountTables.length).toBeGreaterThan(0);
    for (const { name } of accountTables) expect({ name, kept: CREDENTIAL_TABLES.has(name) }).toEqual({ name, kept: true });
    expect(files.map(text).join("\n")).not.toContain("$argon2");
    expect(names.filter((name) => name.startsWith("objects/")).length).toBe(Object.keys(objects).length);

    // The fresh site's owner, signed in twice; one of the two tokens is signed out before the restore.
    const owner = await adminToken(fresh);
    const signedOut = await adminToken(fresh);
    expect((await fetch(`${fresh.url}/api/admin/logout`, { method: "POST", headers: { authorization: `Bearer ${signedOut}` } })).status).toBe(200);
    const accountBefore = (await siteRows(fresh.stores.sql)).admins;
    const leftover = "logos/0190b7d0-0000-7000-8000-000000000000.webp";
    await fresh.stores.objects.put(leftover, Buffer.from("not in the backup"), "image/webp");
    await fetch(`${fresh.url}/`); // cached before the restore

    const restored = await sendRestore(fresh, owner, archive);
    const answer = await json(restored);
    expect(restored.status).toBe(200);
    expect(answer.message).toMatch(/^Site restored from the backup of .*: \d+ records and \d+ images\. You are still signed in\.$/);

    const after = await siteRows(fresh.stores.sql);
    expect(content(after)).toEqual(content(rows));
    expect(after.admins).toEqual(accountBefore);
    expect(after.sign_in_limits).toEqual([]); // the site's own, not the backup's
    // The restore itself is the one entry after the backup's (whose own entry may be in it or not).
    const added = after.activity!.filter((row) => !rows.activity!.includes(row)).map((row) => JSON.parse(row).action);
    expect(added.filter((action) => action !== "backup")).toEqual(["restore-backup"]);
    expect(await siteObjects(fresh.stores.objects)).toEqual(objects);

    // The owner is still signed in; the signed-out token is still refused.
    expect((await fetch(`${fresh.url}/api/admin/account`, { headers: { authorization: `Bearer ${owner}` } })).status).toBe(200);
    expect((await fetch(`${fresh.url}/api/admin/account`, { headers: { authorization: `Bearer ${signedOut}` } })).status).toBe(401);

    // The fresh site now shows the restored site, in its order, without the trashed logo.
    expect(await (await fetch(`${fresh.url}/api/admin/logos`)).json()).toEqual(await (await fetch(`${site.url}/api/admin/logos`)).json());
    const home = await (await fetch(`${fresh.url}/`)).text();
    expect(home).toContain("Kept Logo");
    expect(home).not.toContain("Trashed Logo");
    const trash = await json(await api(fresh, owner).get("/api/admin/trash"));
    expect(trash.items.map((item: { title: string }) => item.title)).toEqual(["Trashed Logo"]);
    const stored = JSON.parse(content(rows).logos!.find((row) => JSON.parse(row).name === "Logo 1049")!).image_key;
    const image = await fetch(`${fresh.url}/media/${stored}`);
    expect(image.status).toBe(200);
    expect(await image.text()).toBe(`webp ${stored}`);
  }, 180_000);

  test("a download given up midway lets go of the database, and the next backup is whole", async () => {
    const token = await adminToken(site);
    const headers = { authorization: `Bearer ${token}` };
    const controller = new AbortController();
    const response = await fetch(`${site.url}/api/admin/backup`, { method: "POST", headers, signal: controller.signal });
    await response.body!.getReader().read();
    controller.abort();
    const trash = await fetch(`${site.url}/api/admin/trash`, { headers, signal: AbortSignal.timeout(10_000) });
    expect(trash.status).toBe(200);
    const files = await unpack(await downloadBackup(site, token));
    expect(files.at(-1)!.name).toBe("summary.json");
  }, 180_000);

  test("restore needs the RESTORE confirmation, a real archive and the admin's token", async () => {
    const token = await adminToken(fresh);
    const archive = await downloadBackup(fresh, token);
    const unconfirmed = await sendRestore(fresh, token, archive, { [RESTORE_CONFIRM_HEADER]: "yes" });
    expect(unconfirmed.status).toBe(400);
    expect((await json(unconfirmed)).message).toMatch(/Type RESTORE/);
    const empty = await sendRestore(fresh, token, "");
    expect(empty.status).toBe(400);
    expect((await fetch(`${fresh.url}/api/admin/backup`, { method: "POST" })).status).toBe(401);
    expect((await fetch(`${fresh.url}/api/admin/restore`, { method: "POST", body: archive as BodyInit })).status).toBe(401);
  }, 90_000);
});

describe("body limits", () => {
  test("only the restore route takes a body larger than an upload", async () => {
    const big = String(site.stores.config.uploadMaxBytes + 1024 * 1024);
    const login = await site.request("/api/admin/login", {
      method: "POST",
      headers: { "content-type": "application/json", "content-length": big },
      body: "{}",
    });
    expect(login.status).toBe(413);
    const token = await adminToken(site);
    const headers = { authorization: `Bearer ${token}`, "content-type": "multipart/form-data; boundary=x", "content-length": big };
    expect((await site.request("/api/admin/addlogo", { method: "POST", headers, body: "--x--" })).status).toBe(413);
    // The restore route reads it (and finds no archive in it).
    const restore = await site.request("/api/admin/restore", {
      method: "POST",
      headers: { ...headers, [RESTORE_CONFIRM_HEADER]: "RESTORE" },
      body: "--x--",
    });
    expect(restore.status).toBe(400);
    expect((await json(restore)).message).toMatch(/not a backup archive/);
  });
});
