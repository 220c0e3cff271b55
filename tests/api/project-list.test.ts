// The admin's projects list searched, filtered and paged on the server (GET /api/admin/projects/list,
// client/contract/project-list.ts): with 400 projects a page is 50 light rows; the search finds
// titles and addresses, the filters narrow by service and status, and bad input is refused with a message.
// Beside it, what the Services and Portfolio screens load instead of every project: each service's
// counts (GET /api/admin/projects/counts) and the projects' titles and addresses (…/choices).
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { PROJECT_CHOICES_PATH, PROJECT_COUNTS_PATH, PROJECT_LIST_LIMITS } from "../../client/contract/project-list.ts";
import { addPublishedProjects } from "../../scripts/bench/catalogue.ts";
import type { TestApp } from "../support/app.ts";
import { adminApp, expectUnauthorized, json, type api } from "./helpers.ts";

let t: TestApp;
let call: ReturnType<typeof api>;
let sample: number;

beforeAll(async () => {
  ({ t, call } = await adminApp());
  sample = (await list("")).total;
  await addPublishedProjects(t.stores.sql, "guidelines", 400, "bulk");
  await t.stores.sql`update projects set status = 'draft' where slug in ('bulk-7', 'bulk-77', 'bulk-177')`;
}, 180_000);
afterAll(() => t.close());

async function list(search: string) {
  const response = await call.get(`/api/admin/projects/list${search}`);
  expect(response.status).toBe(200);
  return json(response);
}

describe("GET /api/admin/projects/list", () => {
  test("a page is fifty light rows, service by service; the last page holds the rest", async () => {
    const first = await list("");
    expect(first.total).toBe(sample + 400);
    expect(first.projects).toHaveLength(PROJECT_LIST_LIMITS.pageSize);
    expect(Object.keys(first.projects[0]).sort()).toEqual(["_id", "cover", "family", "imageCount", "slug", "status", "tagline", "title"]);
    // The whole answer stays small: no image stacks.
    const bytes = JSON.stringify(first).length;
    expect(bytes).toBeLessThan(40_000);
    const pages = Math.ceil((sample + 400) / PROJECT_LIST_LIMITS.pageSize);
    const last = await list(`?page=${pages}`);
    expect(last.projects).toHaveLength(sample + 400 - (pages - 1) * PROJECT_LIST_LIMITS.pageSize);
    expect((await list(`?page=${pages + 1}`)).projects).toEqual([]);
    expect(first.families.find((f: { family: string }) => f.family === "guidelines")).toMatchObject({ drafts: 3 });
  });

  test("the search finds titles and addresses, case aside; the filters narrow by service and status", async () => {
    const found = await list("?q=BULK%2017");
    expect(found.projects.map((p: { title: string }) => p.title).sort()).toEqual([
      "bulk 17",
      "bulk 170",
      "bulk 171",
      "bulk 172",
      "bulk 173",
      "bulk 174",
      "bulk 175",
      "bulk 176",
      "bulk 177",
      "bulk 178",
      "bulk 179",
    ]);
    expect((await list("?q=bulk-399")).projects.map((p: { slug: string }) => p.slug)).toEqual(["bulk-399"]);
    // % and _ are letters to the search, not patterns.
    expect((await list("?q=%25")).total).toBe(0);
    const drafts = await list("?service=guidelines&status=draft");
    expect(drafts.projects.map((p: { slug: string }) => p.slug)).toEqual(["bulk-7", "bulk-77", "bulk-177"]);
    const webDesign = await list("?service=WebDesign");
    expect(webDesign.projects.every((p: { family: string }) => p.family === "WebDesign")).toBe(true);
    expect((await list("?service=guidelines&q=bulk&status=published")).total).toBe(397);
  });

  test("bad input is refused with a message", async () => {
    for (const search of ["?page=0", "?page=abc", "?status=hidden", "?service=nope", `?q=${"x".repeat(PROJECT_LIST_LIMITS.search + 1)}`]) {
      const response = await call.get(`/api/admin/projects/list${search}`);
      expect({ search, status: response.status }).toEqual({ search, status: 400 });
      expect((await json(response)).message).toBeTruthy();
    }
  });

  test("only the signed-in owner sees it", async () => {
    await expectUnauthorized(t, ["GET", "/api/admin/projects/list"]);
  });
});

describe("what the Services and Portfolio screens load of 400 projects", () => {
  test("the counts: each live service's projects and drafts, a few hundred bytes whatever the catalogue", async () => {
    const response = await call.get(PROJECT_COUNTS_PATH);
    expect(response.status).toBe(200);
    const answer = await json(response);
    expect(answer.families).toEqual((await list("")).families);
    expect(answer.families.find((f: { family: string }) => f.family === "guidelines")).toMatchObject({ drafts: 3 });
    expect(JSON.stringify(answer).length).toBeLessThan(1_000);
  });

  test("the choices: every live project's title, address and status, light beside every project with its images", async () => {
    const response = await call.get(PROJECT_CHOICES_PATH);
    expect(response.status).toBe(200);
    const { projects } = await json(response);
    expect(projects).toHaveLength(sample + 400);
    expect(Object.keys(projects[0]).sort()).toEqual(["_id", "family", "slug", "status", "title"]);
    // In the projects screen's order: the catalogue's after the sample's of its service, drafts marked.
    const bulk = projects.filter((p: { slug: string }) => p.slug.startsWith("bulk-"));
    expect(bulk.map((p: { slug: string }) => p.slug)).toEqual(Array.from({ length: 400 }, (_, i) => `bulk-${i + 1}`));
    expect(bulk.filter((p: { status: string }) => p.status === "draft").map((p: { slug: string }) => p.slug)).toEqual([
      "bulk-7",
      "bulk-77",
      "bulk-177",
    ]);
    const bytes = JSON.stringify(projects).length;
    expect(bytes / projects.length).toBeLessThan(150);
    const whole = JSON.stringify(await json(await call.get("/api/admin/projects"))).length;
    expect(bytes).toBeLessThan(whole / 5);
  });

  test("only the signed-in owner sees them", async () => {
    await expectUnauthorized(t, ["GET", PROJECT_COUNTS_PATH]);
    await expectUnauthorized(t, ["GET", PROJECT_CHOICES_PATH]);
  });
});
