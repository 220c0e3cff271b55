// Routes declare the contract's schema of their answer (Elysia's `response`), so an answer cannot
// drift from what the client reads: one that leaves its schema is a 500, logged, never sent. Here:
// each route outside the collections declares one and its real answer passes it, and a list's
// order answer of another shape is refused.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { TSchema } from "@sinclair/typebox";
import { Value } from "@sinclair/typebox/value";
import { Elysia } from "elysia";
import { AccountAnswer, EnrolmentAnswer, LoginAnswer } from "../../client/contract/account-answers.ts";
import { Message } from "../../client/contract/common.ts";
import { DashboardAnswer } from "../../client/contract/dashboard.ts";
import { HealthAnswer } from "../../client/contract/health.ts";
import { MailAnswer } from "../../client/contract/mail.ts";
import { StudioAnswer } from "../../client/contract/studio.ts";
import { SetupState } from "../../client/contract/setup.ts";
import { VideosAnswer } from "../../client/contract/videos-answer.ts";
import { createApp } from "../../src/app.ts";
import { collections } from "../../src/collections.ts";
import type { Collections } from "../../src/platform/collections/collection.ts";
import { errorHandler } from "../../src/platform/http/errors.ts";
import { startTestApp, testClientBuild, type TestApp } from "../support/app.ts";
import { adminToken } from "../support/admin-api.ts";
import { captureLogger } from "../support/logger.ts";
import { json } from "./helpers.ts";

/** Every JSON route outside the collections, by method and path. */
const DECLARED = [
  "POST /api/admin/login",
  "POST /api/admin/login/code",
  "POST /api/admin/logout",
  "POST /api/admin/logout-all",
  "GET /api/admin/account",
  "POST /api/admin/account/password",
  "POST /api/admin/account/2fa/setup",
  "POST /api/admin/account/2fa/enable",
  "POST /api/admin/account/2fa/recovery-codes",
  "POST /api/admin/account/2fa/disable",
  "POST /api/admin/restore",
  "GET /api/admin/dashboard",
  "GET /api/admin/mail",
  "GET /api/admin/studio",
  "PUT /api/admin/studio",
  "GET /api/admin/setup",
  "POST /api/admin/setup",
  "GET /api/videos",
  "GET /api/health",
];

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await startTestApp();
  token = await adminToken(t);
}, 180_000);
afterAll(() => t.close());

describe("answer schemas", () => {
  test("every JSON route outside the collections declares its answer", () => {
    const routes = (t.app as unknown as { routes: { method: string; path: string; hooks: { response?: unknown } }[] }).routes;
    const undeclared = DECLARED.filter((route) => !routes.some((r) => `${r.method} ${r.path}` === route && r.hooks.response));
    expect(undeclared).toEqual([]);
  });

  test.each([
    ["GET", "/api/admin/dashboard", DashboardAnswer],
    ["GET", "/api/admin/mail", MailAnswer],
    ["GET", "/api/admin/studio", StudioAnswer],
    ["GET", "/api/admin/setup", SetupState],
    ["GET", "/api/admin/account", AccountAnswer],
    ["POST", "/api/admin/account/2fa/setup", EnrolmentAnswer],
    ["GET", "/api/videos", VideosAnswer],
    ["GET", "/api/health", HealthAnswer],
  ] as [string, string, TSchema][])("%s %s answers 200 within its contract schema", async (method, path, schema) => {
    const response = await t.request(path, { method, headers: { authorization: `Bearer ${token}` } });
    const body = await response.json();
    expect(response.status).toBe(200);
    expect([...Value.Errors(schema, body)].map((error) => `${error.path} ${error.message}`)).toEqual([]);
  });

  test("a sign-in answers within LoginAnswer, and a logout within Message", async () => {
    const login = await t.request("/api/admin/login", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: "admin", password: "test-password-for-admin-api" }),
    });
    const answer = await login.json();
    expect(login.status).toBe(200);
    expect(Value.Check(LoginAnswer, answer)).toBe(true);
    const session = answer.token;
    const logout = await t.request("/api/admin/logout", { method: "POST", headers: { authorization: `Bearer ${session}` } });
    expect(logout.status).toBe(200);
    expect(Value.Check(Message, await logout.json())).toBe(true);
  });

  test("an answer that leaves its schema is a 500 with the usual message, logged, and never sent", async () => {
    const log = captureLogger();
    // A handler's answer is typed from its schema: only a cast can make one drift, as a bug would.
    const drift = { success: true, message: 42, secret: "not for the client" } as never;
    const app = new Elysia().use(errorHandler(log)).get("/api/drift", () => drift, { response: Message });
    const response = await app.handle(new Request("http://localhost/api/drift"));
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ success: false, message: "Something went wrong on our side. Please try again." });
    expect(log.lines.some((line) => line.includes("answer outside its schema on /api/drift"))).toBe(true);
  });
});

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
