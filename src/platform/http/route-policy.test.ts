import { expect, test } from "bun:test";
import { routePolicies } from "./route-policy.ts";

const small = { maxBytes: 10, message: "small" };
const large = { maxBytes: 1000, message: "large" };
const routes = [
  { path: "/api/admin/login", hooks: { bodyLimit: small, signIn: true } },
  { path: "/api/admin/pages/:key/draft", hooks: { bodyLimit: large } },
  { path: "/api/admin/pages/:key/draft", hooks: {} },
  { path: "/files/*", hooks: { bodyLimit: small } },
  { path: "/api/admin/logos", hooks: { admin: true } },
];
const policyOf = routePolicies(() => routes);
const at = (path: string) => policyOf(new Request(`http://localhost${path}`, { method: "POST" }));

test("a route's declared policy is found by its path, a parameter one segment, a wildcard the rest", () => {
  expect(at("/api/admin/login")).toEqual({ bodyLimit: small, signIn: true });
  expect(at("/api/admin/login?next=1")).toEqual({ bodyLimit: small, signIn: true });
  expect(at("/api/admin/pages/home/draft")).toEqual({ bodyLimit: large });
  expect(at("/files/a/b.bin")).toEqual({ bodyLimit: small });
});

test("a path no route declares a policy for has none: the next segment of a sign-in is not a sign-in", () => {
  expect([at("/api/admin/logos"), at("/api/admin/login/other"), at("/api/admin/pages/a/b/draft"), at("/api/admin/pages/home/draft/x")]).toEqual([
    undefined,
    undefined,
    undefined,
    undefined,
  ]);
});
