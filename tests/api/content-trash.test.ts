// The safety net over the content lists: a project goes to the trash with its images and comes
// back with them; an image trashed on its own stays out when its project returns; the purge
// removes a project's variant sets only then; service cards and portfolio items use the same
// trash; every content write is in the activity log; a backup carries the content tables.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { startPurgeSchedule } from "../../src/platform/collections/purge.ts";
import { collections } from "../../src/collections.ts";
import { contentTables } from "../../src/platform/backup/content.ts";
import type { TestApp } from "../support/app.ts";
import { adminApp, type api, DAY, imageFile, json } from "./helpers.ts";

let t: TestApp;
let call: ReturnType<typeof api>;

beforeAll(async () => ({ t, call } = await adminApp()), 60_000);
afterAll(() => t.close());

const bucket = () => t.storedObjects();
const prefixOf = (src: string) => src.replace(/^\/media\//, "").replace(/\/\d+\.webp$/, "");
const trash = async () => (await json(await call.get("/api/admin/trash"))).items as Array<Record<string, any>>;
const project = async (id: string) => call.get(`/api/admin/projects/${id}`);
const activity = async (n: number) =>
  ((await json(await call.get(`/api/admin/activity?limit=${n}`))).entries as Array<{ summary: string }>).map((e) => e.summary).reverse();

async function projectWithImages(title: string, alts: string[]) {
  const { project: made } = await json(await call.json("/api/admin/projects", { title, family: "productvisualization" }));
  const images = [];
  for (const alt of alts)
    images.push(
      (await json(await call.form(`/api/admin/projects/${made._id}/images`, { image: await imageFile(`${alt}.png`, 600, 400), alt }))).image,
    );
  return { id: made._id as string, images };
}

describe("projects and their images", () => {
  test("a project goes to the trash with its images and comes back with them, in their order", async () => {
    const { id, images } = await projectWithImages("Glass Teapot", ["Spout", "Lid"]);
    const before = (await json(await project(id))).project;
    const deleted = await json(await call.delete(`/api/admin/projects/${id}`));
    expect(deleted.trashed).toEqual({ collection: "projects", id, label: "Project", title: "Glass Teapot" });
    expect((await project(id)).status).toBe(404);
    // The trash lists the project, not each of its images.
    expect((await trash()).map((item) => [item.collection, item.title])).toEqual([["projects", "Glass Teapot"]]);
    // An image of a trashed project cannot be restored on its own.
    const lone = await call.json(`/api/admin/trash/project-images/${images[0]._id}/restore`, {});
    expect(lone.status).toBe(409);
    expect((await json(lone)).message).toBe("Restore its project first");

    expect((await call.json(`/api/admin/trash/projects/${id}/restore`, {})).status).toBe(200);
    expect((await json(await project(id))).project).toEqual(before);
    for (const image of images) expect((await t.request(image.image.src)).status).toBe(200);
  });

  test("an image trashed on its own stays in the trash when its project is trashed and restored", async () => {
    const { id, images } = await projectWithImages("Brass Lamp", ["Base", "Shade"]);
    await call.delete(`/api/admin/projects/${id}/images/${images[0]._id}`);
    await call.delete(`/api/admin/projects/${id}`);
    await call.json(`/api/admin/trash/projects/${id}/restore`, {});
    const back = (await json(await project(id))).project;
    expect(back.images.map((image: { alt: string }) => image.alt)).toEqual(["Shade"]);
    const [base] = (await trash()).filter((item) => item.title === "Base");
    expect(base).toMatchObject({ collection: "project-images", id: images[0]._id, label: "Project image" });
    expect(base!.image).toMatch(/^\/media\/projects\/[0-9a-f-]{36}\/480\.webp$/);
  });

  test("purging a project removes its row, its images' rows, and then their variant sets", async () => {
    const { id, images } = await projectWithImages("Old Kettle", ["Handle"]);
    const prefix = prefixOf(images[0].image.src);
    await call.delete(`/api/admin/projects/${id}`);
    // 480 and 600 px (never enlarged), AVIF and WebP, and the original: kept while the project is in the trash.
    expect((await bucket()).filter((key) => key.startsWith(`${prefix}/`)).length).toBe(5);
    const purge = startPurgeSchedule({ ...t.stores, log: t.log, collections, now: () => new Date(Date.now() + 31 * DAY) });
    expect(await purge.done).toBeGreaterThanOrEqual(1);
    purge.stop();
    expect(await t.stores.sql`select 1 from projects where id = ${id}`).toHaveLength(0);
    expect(await t.stores.sql`select 1 from project_images where project_id = ${id}`).toHaveLength(0);
    expect((await bucket()).filter((key) => key.startsWith(`${prefix}/`))).toEqual([]);
  });
});

describe("service cards and portfolio items", () => {
  test("go to the trash and come back through the same endpoints; each write is in the activity log", async () => {
    const { card } = await json(
      await call.form("/api/admin/services/WebDesign/cards", { image: await imageFile("c.png", 800, 500), title: "Aurelia Coffee" }),
    );
    const { item } = await json(
      await call.form("/api/admin/portfolio/posters/items", { image: await imageFile("p.png", 800, 1000), title: "Iron Bloom" }),
    );
    const trashedCard = await json(await call.delete(`/api/admin/services/cards/${card._id}`));
    expect(trashedCard.trashed).toEqual({ collection: "service-cards", id: card._id, label: "Service card", title: "Aurelia Coffee" });
    const trashedItem = await json(await call.delete(`/api/admin/portfolio/items/${item._id}`));
    expect(trashedItem.trashed).toMatchObject({ collection: "portfolio-items", id: item._id, title: "Iron Bloom" });
    await call.json(`/api/admin/trash/service-cards/${card._id}/restore`, {});
    await call.delete(`/api/admin/trash/portfolio-items/${item._id}`);
    expect(await activity(6)).toEqual([
      'Added service card "Aurelia Coffee"',
      'Added portfolio item "Iron Bloom"',
      'Moved service card "Aurelia Coffee" to the trash',
      'Moved portfolio item "Iron Bloom" to the trash',
      'Restored service card "Aurelia Coffee" from the trash',
      'Deleted portfolio item "Iron Bloom" forever',
    ]);
    const services = (await json(await call.get("/api/admin/services"))).services;
    expect(JSON.stringify(services)).toContain(card._id);
  });

  test("project writes and the studio details are in the activity log too", async () => {
    const { project: made } = await json(await call.json("/api/admin/projects", { title: "Logged Project", family: "guidelines" }));
    await call.json(`/api/admin/projects/${made._id}`, { title: "Logged Project 2" }, "PATCH");
    const studio = (await json(await call.get("/api/admin/studio"))).studio;
    expect((await call.json("/api/admin/studio", studio, "PUT")).status).toBe(200);
    expect(await activity(3)).toEqual([
      'Added project "Logged Project"',
      "Changed the title of Logged Project (now Logged Project 2)",
      "Changed the studio's details",
    ]);
  });
});

describe("backups", () => {
  test("carry every content table", async () => {
    const tables = await contentTables(t.stores.sql);
    expect(tables).toEqual(
      expect.arrayContaining(["projects", "project_images", "project_slugs", "portfolio_items", "service_cards", "logos", "clients", "activity"]),
    );
  });
});
