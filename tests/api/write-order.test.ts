// No half-done writes: the object first, the row last, cleanup either way; and the start-up
// sweep for what a crash leaves behind.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { collections } from "../../src/collections.ts";
import { reviews } from "../../src/features/reviews/collection.ts";
import { logos } from "../../src/features/logos/collection.ts";
import { serviceCards } from "../../src/features/services/collection.ts";
import { newImageKey } from "../../src/platform/media/keys.ts";
import type { ObjectStore } from "../../src/platform/media/object-store.ts";
import { sweepOrphans, SWEEP_GRACE_MS } from "../../src/platform/media/sweep.ts";
import { withRestoreLock } from "../../src/platform/backup/lock.ts";
import { adminToken } from "../support/admin-api.ts";
import { startTestApp, type TestApp } from "../support/app.ts";
import { captureLogger } from "../support/logger.ts";
import { api, imageFile, json } from "./helpers.ts";

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
}, 180_000);
afterAll(() => t.close());

const count = async (table: "logos" | "clients") => Number((await t.stores.sql`select count(*)::int as n from ${t.stores.sql(table)}`)[0]!.n);
const refused = () => Promise.reject(Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:9000"), { code: "ECONNREFUSED" }));

/** The real store, watched: records the order of operations against the row count. */
function watchedStore(overrides: Partial<ObjectStore> = {}) {
  const events: string[] = [];
  const real = t.stores.objects;
  const store: ObjectStore = {
    ...real,
    put: async (key, body, type) => {
      events.push(`put with ${await count("logos")} logos`);
      return (overrides.put ?? real.put)(key, body, type);
    },
    remove: async (key) => {
      events.push(`remove ${key.split("/")[0]}`);
      return (overrides.remove ?? real.remove)(key);
    },
  };
  return { store, events };
}

describe("write order", () => {
  test("the object is stored before the row is written", async () => {
    const { store, events } = watchedStore();
    const app = await startTestApp({ stores: t.stores, objects: store });
    const before = await count("logos");
    const response = await api(app, await adminToken(app)).form("/api/admin/addlogo", { image: await imageFile() });
    expect(response.status).toBe(201);
    expect(events).toEqual([`put with ${before} logos`]);
    expect(await count("logos")).toBe(before + 1);
  });

  test("when the store is down: 503, no row written", async () => {
    const { store } = watchedStore({ put: refused });
    const app = await startTestApp({ stores: t.stores, objects: store });
    const before = await count("logos");
    const response = await api(app, await adminToken(app)).form("/api/admin/addlogo", { image: await imageFile() });
    expect(response.status).toBe(503);
    expect(await json(response)).toEqual({ success: false, message: "The service is temporarily unavailable. Please try again shortly." });
    expect(await count("logos")).toBe(before);
  });

  test("a variant set whose first object cannot be stored: no more are started, and its leftovers are removed once the others have settled", async () => {
    const events: string[] = [];
    let removing!: () => void;
    const removalStarted = new Promise<void>((resolve) => (removing = resolve));
    let puts = 0;
    const store: ObjectStore = {
      ...t.stores.objects,
      put: async (key, body, type) => {
        const n = ++puts;
        events.push(`start ${n}`);
        if (n === 1) return refused();
        // Held until the leftovers' removal begins, or long enough for it to have begun had it not waited for this put.
        await Promise.race([removalStarted, Bun.sleep(2_000)]);
        await t.stores.objects.put(key, body, type);
        events.push(`end ${n}`);
      },
      remove: async (key) => {
        events.push("remove");
        removing();
        return t.stores.objects.remove(key);
      },
    };
    const app = await startTestApp({ stores: t.stores, objects: store });
    const call = api(app, await adminToken(app));
    const project = (await json(await call.json("/api/admin/projects", { title: "Half Stored", family: "guidelines" }))).project;
    const before = await t.stores.objects.list();
    const response = await call.form(`/api/admin/projects/${project._id}/images`, { image: await imageFile(), alt: "Never" });
    expect(response.status).toBe(503);
    expect(events.filter((event) => event !== "remove")).toEqual(["start 1", "start 2", "end 2"]);
    expect(events.indexOf("remove")).toBeGreaterThan(events.indexOf("end 2"));
    expect(await t.stores.objects.list()).toEqual(before);
  });

  test("when the row cannot be written: the stored object is removed again, and the answer is a plain 500", async () => {
    const app = await startTestApp({ stores: t.stores });
    const call = api(app, await adminToken(app));
    const before = await t.stores.objects.list();
    await t.stores.sql`alter table clients add constraint refuse_all check (name = 'never') not valid`;
    try {
      const form = { client: JSON.stringify({ clientName: "A", clientPryTitle: "B", clientSryTitle: "C" }), clientImg: await imageFile() };
      const response = await call.form("/api/admin/clients", form);
      expect(response.status).toBe(500);
      const body = await response.text();
      expect(body).not.toMatch(/refuse_all|constraint|stack|at /i);
      expect(JSON.parse(body)).toEqual({ success: false, message: "Something went wrong on our side. Please try again." });
    } finally {
      await t.stores.sql`alter table clients drop constraint refuse_all`;
    }
    expect(await t.stores.objects.list()).toEqual(before);
    expect(app.log.lines.some((line) => line.startsWith("error: unhandled error on /api/admin/clients"))).toBe(true);
  });

  test("a replaced image is removed only after the row points at the new one; a failed removal still answers success", async () => {
    const { store, events } = watchedStore({ remove: refused });
    const app = await startTestApp({ stores: t.stores, objects: store });
    const call = api(app, await adminToken(app));
    const added = (await json(await call.form("/api/admin/addlogo", { image: await imageFile() }))).logo;
    events.length = 0;
    const response = await call.form("/api/admin/updatelogo", { id: added._id, image: await imageFile("b.png") });
    expect(response.status).toBe(200);
    const updated = (await json(response)).logo;
    expect(events).toEqual([expect.stringMatching(/^put/), "remove logos"]);
    const [row] = await t.stores.sql<{ imageKey: string }[]>`select image_key from logos where id = ${added._id}`;
    expect(`/media/${row!.imageKey}`).toBe(updated.image);
    expect(app.log.lines.some((line) => line.includes("the start-up sweep will"))).toBe(true);
    // The orphan is still in the bucket, for the sweep.
    expect(await t.stores.objects.list()).toContain(added.image.replace("/media/", ""));
  });
});

describe("sweepOrphans", () => {
  test("removes unreferenced objects older than the grace period, keeps referenced and recent ones", async () => {
    const app = await startTestApp({ stores: t.stores });
    const kept = (await json(await api(app, await adminToken(app)).form("/api/admin/addlogo", { image: await imageFile() }))).logo;
    const orphan = newImageKey(reviews.image!.kind);
    const recent = newImageKey(logos.image!.kind);
    const foreign = "uploads/stray.txt";
    for (const key of [orphan, recent, foreign]) await t.stores.objects.put(key, Buffer.from("x"), "text/plain");
    const log = captureLogger();
    // Run as if later: the orphan and the foreign key are past the grace period, `recent` is not
    // (it is re-dated by pretending it was made just before the sweep).
    const later = Date.now() + SWEEP_GRACE_MS + 60_000;
    const recentKey = `logos/${Bun.randomUUIDv7("hex", later - 1000)}.webp`;
    await t.stores.objects.put(recentKey, Buffer.from("x"), "text/plain");
    const removed = await sweepOrphans({ withRestoreLock, sql: t.stores.sql, objects: t.stores.objects, log, collections }, later);
    expect(removed).toContain(orphan);
    expect(removed).toContain(foreign);
    expect(removed).toContain(recent);
    expect(removed).not.toContain(recentKey);
    const left = await t.stores.objects.list();
    expect(left).toContain(kept.image.replace("/media/", ""));
    expect(left).toContain(recentKey);
    expect(left).not.toContain(orphan);
    expect(log.lines.some((line) => /sweep: removed \d+ unreferenced/.test(line))).toBe(true);
  });

  test("variant sets: a project image's objects are kept, an unreferenced set is removed whole", async () => {
    const app = await startTestApp({ stores: t.stores });
    const call = api(app, await adminToken(app));
    const project = (await json(await call.json("/api/admin/projects", { title: "Sweep Me", family: "guidelines" }))).project;
    const image = (await json(await call.form(`/api/admin/projects/${project._id}/images`, { image: await imageFile(), alt: "Kept" }))).image;
    const keptPrefix = image.image.src.replace(/^\/media\//, "").replace(/\/[^/]+$/, "");
    const orphanPrefix = newImageKey(serviceCards.image!.kind);
    for (const name of ["480.webp", "480.avif"])
      await t.stores.objects.put(`${orphanPrefix}/${name}`, Buffer.from("x"), `image/${name.split(".")[1]}`);
    // The image goes to the trash: its objects stay, since a restore brings it back.
    await call.delete(`/api/admin/projects/${project._id}/images/${image._id}`);
    const removed = await sweepOrphans(
      { withRestoreLock, sql: t.stores.sql, objects: t.stores.objects, log: captureLogger(), collections },
      Date.now() + SWEEP_GRACE_MS + 60_000,
    );
    expect(removed.sort()).toEqual([`${orphanPrefix}/480.avif`, `${orphanPrefix}/480.webp`]);
    // Its one width (never enlarged) in AVIF and WebP, and the upload's own pixels.
    expect((await t.stores.objects.list(`${keptPrefix}/`)).map((key) => key.slice(keptPrefix.length + 1)).sort()).toEqual([
      "320.avif",
      "320.webp",
      "original",
    ]);
  });
});
