// Every answer behind the admin token is `Cache-Control: no-store`, so no browser or proxy cache
// keeps admin data; the public lists under /api/admin (logos, clients) keep their cached answers,
// revalidated by ETag. The routes are read from the app itself, so a route added later is
// walked too.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { addLogo, adminToken } from "./support/admin-api.ts";
import { startTestApp, type TestApp } from "./support/app.ts";
import { UNKNOWN_ID } from "./support/hostile-endpoints.ts";

const PUBLIC_LISTS = ["/api/admin/clients", "/api/admin/logos"];

let t: TestApp;
let token: string;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await startTestApp();
  token = await adminToken(t);
  ids.logo = (await addLogo(t, token, "Cache Test Optics"))._id;
  const created = await t.request("/api/admin/projects", {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify({ title: "Cache test", family: "guidelines", tagline: "t", description: "d", status: "draft" }),
  });
  ids.projects = (await created.json()).project._id;
  // The seeded clients (migrations/00001_init.sql).
  const [client] = await t.stores.sql<{ id: string }[]>`select id from clients limit 1`;
  ids.client = client!.id;
}, 180_000);
afterAll(() => t.close());

/** Every GET route under /api/admin, its parameters filled with a record that exists (any other parameter with an unknown id). */
function adminReads(): string[] {
  const paths = t.app.routes.filter((route) => route.method === "GET" && route.path.startsWith("/api/admin")).map((route) => route.path);
  return paths.map((path) =>
    path.replace(/\/([a-z]+)\/:id/, (_, name: string) => `/${name}/${ids[name] ?? UNKNOWN_ID}`).replace(/:[A-Za-z]+/g, UNKNOWN_ID),
  );
}

describe("admin answers are never cached", () => {
  test("every admin read with the token answers no-store; only the two public lists answer without one", async () => {
    const reads = adminReads();
    // The reads the review found without the header are among those walked.
    for (const path of [
      "/api/admin/projects",
      "/api/admin/studio",
      "/api/admin/services",
      "/api/admin/portfolio",
      `/api/admin/projects/${ids.projects}`,
      `/api/admin/logo/${ids.logo}`,
      "/api/admin/settings/limits",
    ]) {
      expect(reads).toContain(path);
    }
    const publicOnes = [];
    for (const path of reads) {
      const anonymous = await t.request(path);
      if (anonymous.status !== 401) {
        publicOnes.push(path);
        continue;
      }
      expect({ path, cacheControl: anonymous.headers.get("cache-control") }).toEqual({ path, cacheControl: "no-store" });
      const signedIn = await t.request(path, { headers: { authorization: `Bearer ${token}` } });
      expect({ path, status: signedIn.status < 500, cacheControl: signedIn.headers.get("cache-control") }).toEqual({
        path,
        status: true,
        cacheControl: "no-store",
      });
    }
    expect(publicOnes.sort()).toEqual(PUBLIC_LISTS);
  }, 90_000);

  test("the records the review named answer 200 with no-store", async () => {
    for (const path of [`/api/admin/projects/${ids.projects}`, `/api/admin/logo/${ids.logo}`, `/api/admin/client/${ids.client}`]) {
      const answer = await t.request(path, { headers: { authorization: `Bearer ${token}` } });
      expect({ path, status: answer.status, cacheControl: answer.headers.get("cache-control") }).toEqual({
        path,
        status: 200,
        cacheControl: "no-store",
      });
    }
  });

  test("the public lists keep their cached answers, revalidated by ETag", async () => {
    for (const path of PUBLIC_LISTS) {
      const first = await t.request(path);
      expect(first.status).toBe(200);
      expect(first.headers.get("cache-control")).toBe("no-cache");
      const etag = first.headers.get("etag")!;
      expect(etag).toBeTruthy();
      expect((await t.request(path, { headers: { "if-none-match": etag } })).status).toBe(304);
    }
  });
});
