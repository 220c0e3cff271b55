// The trash: a delete keeps the record and its image; restore brings both back at the old
// place; "delete forever" and the 30-day purge remove the row, and only then the objects no
// other row still uses.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { startPurgeSchedule } from "../../src/platform/collections/purge.ts";
import { collections } from "../../src/collections.ts";
import { adminToken } from "../support/admin-api.ts";
import type { TestApp } from "../support/app.ts";
import { adminApp, type api, DAY, imageFile, json, keyOf, UNKNOWN_ID } from "./helpers.ts";
import { until } from "../support/until.ts";

let t: TestApp;
let call: ReturnType<typeof api>;

beforeAll(async () => ({ t, call } = await adminApp()), 60_000);
afterAll(() => t.close());

const bucket = () => t.storedObjects();
const logoIds = async () => (await json(await t.request("/api/admin/logos"))).logos.map((logo: { _id: string }) => logo._id) as string[];
const addLogo = async (name: string) => (await json(await call.form("/api/admin/addlogo", { image: await imageFile(), name }))).logo;
const trash = async () => (await json(await call.get("/api/admin/trash"))).items as Array<Record<string, any>>;

describe("delete → trash → restore", () => {
  test("the trash lists the record; restore brings it back with its image at its old place", async () => {
    const logo = await addLogo("Comes Back");
    const middle = await logoIds();
    const moved = [...middle.slice(1, 4), logo._id, ...middle.slice(4)];
    await call.json("/api/admin/logos/order", { ids: moved }, "PUT");
    await t.request("/"); // cached with the logo

    const deleted = await json(await call.json("/api/admin/deletelogo", { id: logo._id }));
    expect(deleted.trashed).toEqual({ collection: "logos", id: logo._id, label: "Logo", title: "Comes Back" });
    expect(await logoIds()).not.toContain(logo._id);
    expect(await (await t.request("/")).text()).not.toContain("Comes Back");
    expect((await t.request(logo.image)).status).toBe(200);

    const [item] = await trash();
    expect(item).toEqual({
      collection: "logos",
      id: logo._id,
      label: "Logo",
      title: "Comes Back",
      image: logo.image,
      deletedAt: expect.any(String),
      purgeAt: expect.any(String),
    });
    expect(Date.parse(item!.purgeAt) - Date.parse(item!.deletedAt)).toBe(30 * DAY);
    expect(Math.abs(Date.parse(item!.deletedAt) - Date.now())).toBeLessThan(60_000);

    const restored = await call.json(`/api/admin/trash/logos/${logo._id}/restore`, {});
    expect(await json(restored)).toEqual({ success: true, message: "Logo restored", restored: deleted.trashed });
    expect(await logoIds()).toEqual(moved);
    expect((await json(await call.get(`/api/admin/logo/${logo._id}`))).logo.image).toBe(logo.image);
    expect(await (await t.request("/")).text()).toContain("Comes Back");
    expect(await trash()).toEqual([]);
  });

  test("a review comes back the same way", async () => {
    const client = JSON.stringify({ clientName: "Undo Me", clientPryTitle: "Quote", clientSryTitle: "Highlight" });
    const added = (await json(await call.form("/api/admin/clients", { client, clientImg: await imageFile() }))).client;
    await call.json("/api/admin/deleteclient", { id: added._id });
    expect((await trash()).map((item) => item.title)).toEqual(["Undo Me"]);
    // As the admin's Undo sends it: a POST with no body.
    const undo = await t.request(`/api/admin/trash/reviews/${added._id}/restore`, {
      method: "POST",
      headers: { authorization: `Bearer ${await adminToken(t)}` },
    });
    expect(undo.status).toBe(200);
    expect((await json(await call.get(`/api/admin/client/${added._id}`))).client).toEqual(added);
  });

  test("restore or delete-forever of something not in the trash: 404; of an unknown list: 404", async () => {
    const [live] = await logoIds();
    for (const path of [`/api/admin/trash/logos/${live}`, `/api/admin/trash/logos/${UNKNOWN_ID}`, "/api/admin/trash/logos/not-an-id"]) {
      expect((await call.json(`${path}/restore`, {})).status).toBe(404);
      expect((await call.delete(path)).status).toBe(404);
    }
    const unknown = await call.delete(`/api/admin/trash/admins/${UNKNOWN_ID}`);
    expect(unknown.status).toBe(404);
    expect((await json(unknown)).message).toBe("No such list");
    expect((await t.request("/api/admin/trash")).status).toBe(401);
  });
});

describe("objects are removed only when the record is gone for good", () => {
  test("delete forever removes the row, then its image", async () => {
    const logo = await addLogo("Gone For Good");
    await call.json("/api/admin/deletelogo", { id: logo._id });
    expect(await bucket()).toContain(keyOf(logo.image));
    const response = await call.delete(`/api/admin/trash/logos/${logo._id}`);
    expect(await json(response)).toMatchObject({ success: true, message: "Logo deleted forever", deleted: { id: logo._id } });
    expect(await bucket()).not.toContain(keyOf(logo.image));
    expect(await trash()).toEqual([]);
    expect((await call.json(`/api/admin/trash/logos/${logo._id}/restore`, {})).status).toBe(404);
  });

  test("an image another row still uses is kept", async () => {
    const logo = await addLogo("Shares Its Image");
    const [twin] = await t.stores.sql<{ id: string }[]>`
      insert into logos (name, image_key, position) select 'Twin', image_key, 100 from logos where id = ${logo._id} returning id`;
    await call.json("/api/admin/deletelogo", { id: logo._id });
    await call.delete(`/api/admin/trash/logos/${logo._id}`);
    expect(await bucket()).toContain(keyOf(logo.image));
    expect((await t.request(logo.image)).status).toBe(200);
    await t.stores.sql`delete from logos where id = ${twin!.id}`;
  });

  test("the purge removes records trashed over 30 days ago (and their images), not younger ones", async () => {
    const old = await addLogo("Thirty One Days");
    const young = await addLogo("Twenty Nine Days");
    await call.json("/api/admin/deletelogo", { id: old._id });
    await call.json("/api/admin/deletelogo", { id: young._id });
    const schedule = (days: number) => startPurgeSchedule({ ...t.stores, log: t.log, collections, now: () => new Date(Date.now() + days * DAY) });

    const early = schedule(29.9);
    expect(await early.done).toBe(0);
    early.stop();
    expect((await trash()).length).toBe(2);

    // Thirty-one days after the first delete, one day after the second was made "younger".
    await t.stores.sql`update logos set deleted_at = deleted_at + interval '2 days' where id = ${young._id}`;
    const later = schedule(31);
    expect(await later.done).toBe(1);
    later.stop();
    expect((await trash()).map((item) => item.title)).toEqual(["Twenty Nine Days"]);
    expect(await bucket()).not.toContain(keyOf(old.image));
    expect(await bucket()).toContain(keyOf(young.image));
    const [entry] = (await json(await call.get("/api/admin/activity?limit=1"))).entries;
    expect(entry).toMatchObject({ action: "purge", actor: null, summary: 'Deleted logo "Thirty One Days" forever (in the trash for 30 days)' });
  });
});

describe("the purge schedule", () => {
  test("runs again at every interval, and not after stop()", async () => {
    const later = () => new Date(Date.now() + 31 * DAY);
    const schedule = startPurgeSchedule({ ...t.stores, log: t.log, collections, now: later, everyMs: 100 });
    await schedule.done;
    const first = await addLogo("Purged On A Later Tick");
    await call.json("/api/admin/deletelogo", { id: first._id });
    const purged = async () => (await t.stores.sql`select 1 from logos where id = ${first._id}`).length === 0;
    await until(purged, { what: "a later tick to purge the logo", timeout: 400 });
    expect(await t.stores.sql`select 1 from logos where id = ${first._id}`).toHaveLength(0);
    schedule.stop();
    const second = await addLogo("Stays After Stop");
    await call.json("/api/admin/deletelogo", { id: second._id });
    await Bun.sleep(400);
    expect(await t.stores.sql`select 1 from logos where id = ${second._id}`).toHaveLength(1);
  });
});

describe("hostile ids", () => {
  test("ids with NUL, quotes or slashes are refused before they reach the database", async () => {
    for (const id of ["%00", "a%27%20or%201%3D1", "..%2F..%2Fetc"]) {
      const response = await call.json(`/api/admin/trash/logos/${id}/restore`, {});
      expect(response.status).toBeLessThan(500);
      expect((await call.delete(`/api/admin/trash/logos/${id}`)).status).toBeLessThan(500);
    }
    const order = await call.json("/api/admin/logos/order", { ids: ["\u0000", ...(await logoIds()).slice(1)] }, "PUT");
    expect(order.status).toBe(400);
  });
});

describe("DELETE /api/admin/trash: Empty trash", () => {
  const refs = (items: Array<{ collection?: string; id?: string }>) => items.map(({ collection, id }) => `${collection}/${id}`);
  const emptyTrash = (body: unknown) => call.json("/api/admin/trash", body, "DELETE");

  test("deletes forever every record of every list the owner was shown, and the images only they used", async () => {
    const alone = await addLogo("Only In The Trash");
    const shared = await addLogo("Shares With A Live One");
    const [twin] = await t.stores.sql<{ id: string }[]>`
      insert into logos (name, image_key, position) select 'Live Twin', image_key, 100 from logos where id = ${shared._id} returning id`;
    const client = JSON.stringify({ clientName: "Reviewed Then Binned", clientPryTitle: "Quote", clientSryTitle: "Highlight" });
    const review = (await json(await call.form("/api/admin/clients", { client, clientImg: await imageFile("face.png", 300, 300) }))).client;
    const [project] = (await json(await call.get("/api/admin/projects"))).projects as { _id: string; title: string; images: unknown[] }[];
    expect(project!.images.length).toBeGreaterThan(0);
    await call.json("/api/admin/deletelogo", { id: alone._id });
    await call.json("/api/admin/deletelogo", { id: shared._id });
    await call.json("/api/admin/deleteclient", { id: review._id });
    expect((await call.delete(`/api/admin/projects/${project!._id}`)).status).toBe(200);

    // What the Trash screen showed; a logo deleted after that (in another tab) is not removed unseen.
    const shown = await trash();
    expect(shown.map((item) => item.title)).toEqual(
      expect.arrayContaining(["Only In The Trash", "Shares With A Live One", "Reviewed Then Binned", project!.title]),
    );
    const late = await addLogo("Trashed After The Owner Looked");
    await call.json("/api/admin/deletelogo", { id: late._id });

    const response = await emptyTrash({ items: refs(shown) });
    expect(response.status).toBe(200);
    const answer = await json(response);
    expect(answer.message).toBe(`Deleted ${shown.length} records forever`);
    expect(answer.deleted.map((item: { id: string }) => item.id).sort()).toEqual(shown.map((item) => item.id).sort());
    expect((await trash()).map((item) => item.title)).toEqual(["Trashed After The Owner Looked"]);

    const objects = await bucket();
    expect(objects).not.toContain(keyOf(alone.image));
    expect(objects).not.toContain(keyOf(review.profileimg));
    // The live logo's image stays, in the bucket and on the site.
    expect(objects).toContain(keyOf(shared.image));
    expect((await t.request(shared.image)).status).toBe(200);
    expect(objects).toContain(keyOf(late.image));
    expect(await t.stores.sql`select 1 from projects where id = ${project!._id}`).toHaveLength(0);
    expect(await t.stores.sql`select 1 from project_images where project_id = ${project!._id}`).toHaveLength(0);
    const [entry] = (await json(await call.get("/api/admin/activity?limit=1"))).entries;
    expect(entry).toMatchObject({ action: "purge", summary: `Emptied the trash: deleted ${shown.length} records forever` });

    // Sent again, nothing is left of those: said so, and nothing else is touched.
    expect(await json(await emptyTrash({ items: refs(shown) }))).toEqual({ success: true, message: "The trash was already empty", deleted: [] });
    expect((await trash()).map((item) => item.title)).toEqual(["Trashed After The Owner Looked"]);
    await t.stores.sql`delete from logos where id = ${twin!.id}`;
  }, 240_000);

  test("an unknown list, no list at all or no sign-in is refused, and nothing is removed", async () => {
    const before = await trash();
    expect(before.length).toBeGreaterThan(0);
    const unknown = await emptyTrash({ items: [...refs(before), `admins/${UNKNOWN_ID}`] });
    expect(unknown.status).toBe(404);
    expect((await json(unknown)).message).toBe("No such list");
    expect((await call.delete("/api/admin/trash")).status).toBe(400);
    expect((await emptyTrash({})).status).toBe(400);
    expect((await emptyTrash({ items: ["logos", ...refs(before)] })).status).toBe(400);
    const anonymous = await t.request("/api/admin/trash", {
      method: "DELETE",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ items: refs(before) }),
    });
    expect(anonymous.status).toBe(401);
    expect(await trash()).toEqual(before);
  });
});
