// A record does not come back from the trash where no visitor sees it: a project whose service, or
// a portfolio item whose tab, is in the trash is refused a restore (alone, in bulk, or with the
// sample's batch) with a message naming what to restore first; once that is back, so is the record.
import { afterAll, beforeAll, expect, test } from "bun:test";
import type { TestApp } from "../support/app.ts";
import { adminApp, type api, json } from "./helpers.ts";

let t: TestApp;
let call: ReturnType<typeof api>;

beforeAll(async () => ({ t, call } = await adminApp()), 60_000);
afterAll(() => t.close());

const expectRefused = async (response: Response, message: string) => {
  expect([response.status, (await json(response)).message]).toEqual([409, message]);
};

test("a project whose service is in the trash: restore the service first", async () => {
  const { service } = await json(await call.json("/api/admin/services", { name: "Murals", slug: "murals", style: "gallery" }));
  const { project } = await json(
    await call.json("/api/admin/projects", { title: "Harbour Wall", family: service._id, tagline: "", description: "", status: "published" }),
  );
  expect((await call.delete(`/api/admin/projects/${project._id}`)).status).toBe(200);
  // No live project holds it now: the service may go.
  expect((await call.delete(`/api/admin/services/${service._id}`)).status).toBe(200);

  const message = "Its service “Murals” is in the trash: restore it first";
  await expectRefused(await call.json(`/api/admin/trash/projects/${project._id}/restore`, {}), message);
  await expectRefused(await call.json("/api/admin/trash/restore", { items: [`projects/${project._id}`] }), message);
  expect((await json(await call.get("/api/admin/projects"))).projects.map((p: { _id: string }) => p._id)).not.toContain(project._id);

  // Both at once, the service after it in the selection: the service comes back first, then the project.
  expect((await call.json("/api/admin/trash/restore", { items: [`projects/${project._id}`, `services/${service._id}`] })).status).toBe(200);
  expect((await json(await call.get("/api/admin/projects"))).projects.map((p: { _id: string }) => p._id)).toContain(project._id);
  expect((await t.request("/murals")).status).toBe(200);
});

test("a portfolio item whose tab is in the trash: restore the tab first", async () => {
  const { tab } = await json(await call.json("/api/admin/portfolio-tabs", { label: "Ceramics" }));
  const posters = (await json(await call.get("/api/admin/portfolio?tab=posters"))).items;
  const item = posters.find((candidate: { projectId: string | null }) => candidate.projectId === null);
  expect((await call.json("/api/admin/bulk/portfolio-items", { action: "move", ids: [item._id], to: tab._id })).status).toBe(200);
  expect((await call.delete(`/api/admin/portfolio/items/${item._id}`)).status).toBe(200);
  expect((await call.delete(`/api/admin/portfolio-tabs/${tab._id}`)).status).toBe(200);

  const message = "Its portfolio tab “Ceramics” is in the trash: restore it first";
  await expectRefused(await call.json(`/api/admin/trash/portfolio-items/${item._id}/restore`, {}), message);
  await expectRefused(await call.json("/api/admin/bulk/portfolio-items", { action: "restore", ids: [item._id] }), message);

  expect((await call.json(`/api/admin/trash/portfolio-tabs/${tab._id}/restore`, {})).status).toBe(200);
  expect((await call.json(`/api/admin/trash/portfolio-items/${item._id}/restore`, {})).status).toBe(200);
  expect(await (await t.request(`/portfolio?tab=${tab.slug}`)).text()).toMatch(/role="tab"[^>]*>Ceramics</);
});

test("the sample's batch, while a service its projects were on is in the trash: restore the service first", async () => {
  const { studio } = await json(await call.get("/api/admin/setup"));
  const { removed } = await json(await call.json("/api/admin/setup", { ...studio, start: "empty" }));
  // Its projects are in the batch: the emptied service may go.
  expect((await call.delete("/api/admin/services/socialmedia")).status).toBe(200);
  const before = (await json(await call.get("/api/admin/projects"))).projects.length;

  await expectRefused(
    await call.json(`/api/admin/trash/batch/${removed.id}/restore`, {}),
    "Its service “Social Media” is in the trash: restore it first",
  );
  expect((await json(await call.get("/api/admin/projects"))).projects.length).toBe(before);

  expect((await call.json("/api/admin/trash/services/socialmedia/restore", {})).status).toBe(200);
  expect((await call.json(`/api/admin/trash/batch/${removed.id}/restore`, {})).status).toBe(200);
  expect((await json(await call.get("/api/admin/projects"))).projects.length).toBeGreaterThan(before);
});
