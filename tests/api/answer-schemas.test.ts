// Routes declare the contract's schema of their answer (Elysia's `response:`): an answer of
// another shape is refused as the server's fault, never sent to the admin as if it were right.
import { afterAll, beforeAll, expect, test } from "bun:test";
import { createApp } from "../../src/app.ts";
import { collections } from "../../src/collections.ts";
import type { Collections } from "../../src/platform/collections/collection.ts";
import { adminToken } from "../support/admin-api.ts";
import { startTestApp, testClientBuild, type TestApp } from "../support/app.ts";
import { json } from "./helpers.ts";

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await startTestApp();
  token = await adminToken(t);
}, 60_000);
afterAll(() => t.close());

/** An app on the same stores whose logos' list query answers records the contract does not allow. */
async function appWithMisshapenLogos() {
  const misshapen: Collections = collections.map((list) => (list.name === "logos" ? { ...list, list: async () => [{ _id: 7, name: null }] } : list));
  const app = await createApp({
    config: t.stores.config,
    sql: t.stores.sql,
    objects: t.stores.objects,
    build: await testClientBuild(),
    log: t.log,
    // The test app's secret: the admin's token is good on both apps.
    jwtSecret: "test-secret-test-secret-test-secret-0123456789",
    collections: misshapen,
  });
  return (path: string, init: RequestInit) => app.handle(new Request(`http://localhost${path}`, init));
}

test("an order answer that does not match the contract's schema is refused with a 500, not sent", async () => {
  const ids = (await json(await t.request("/api/admin/logos"))).logos.map((logo: { _id: string }) => logo._id);
  const init = { method: "PUT", headers: { authorization: `Bearer ${token}`, "content-type": "application/json" }, body: JSON.stringify({ ids }) };
  const good = await t.request("/api/admin/logos/order", init);
  expect(good.status).toBe(200);
  expect((await json(good)).logos).toHaveLength(ids.length);

  const bad = await (await appWithMisshapenLogos())("/api/admin/logos/order", init);
  expect(bad.status).toBe(500);
  const answer = await json(bad);
  expect(answer.success).toBe(false);
  expect(answer.logos).toBeUndefined();
});
