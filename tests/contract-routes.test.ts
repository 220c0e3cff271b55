// The admin API's contract (client/contract/endpoints/) against the app's own routes: every
// endpoint the admin's client can call is registered with that method and path, and every admin
// route the app registers is an endpoint of the contract. A route moved, renamed or added on one
// side only fails here.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { AnyEndpoint } from "../client/contract/endpoint.ts";
import { startTestApp, type TestApp } from "./support/app.ts";
import { contractEndpoints, covers } from "./support/contract-endpoints.ts";

let t: TestApp;
let endpoints: Map<string, AnyEndpoint>;
let routes: { method: string; path: string }[];

beforeAll(async () => {
  t = await startTestApp();
  endpoints = await contractEndpoints();
  routes = t.app.routes.map((route) => ({ method: route.method, path: route.path }));
}, 60_000);

afterAll(() => t.close());

describe("the admin API's contract and the app's routes", () => {
  test("the contract names the admin API's endpoints", () => {
    expect(endpoints.size).toBeGreaterThan(90);
  });

  test("every endpoint of the contract is a route of the app, with its method and path", () => {
    const missing = [...endpoints]
      .filter(([, endpoint]) => !routes.some((route) => route.method === endpoint.method && covers(endpoint.path, route.path)))
      .map(([name, endpoint]) => `${name}: ${endpoint.method} ${endpoint.path}`);
    expect(missing).toEqual([]);
  });

  test("every admin route of the app is an endpoint of the contract", () => {
    const admin = routes.filter((route) => route.path.startsWith("/api/admin/"));
    expect(admin.length).toBeGreaterThan(90);
    const unknown = admin
      .filter((route) => ![...endpoints.values()].some((endpoint) => endpoint.method === route.method && covers(endpoint.path, route.path)))
      .map((route) => `${route.method} ${route.path}`);
    expect(unknown).toEqual([]);
  });

  test("no two endpoints of the contract are one route", () => {
    const keys = [...endpoints.values()].map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    expect(keys.length).toBe(new Set(keys).size);
  });
});
