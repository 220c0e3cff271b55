// Every kind of response carries the security headers, and the CSP allows no inline script but
// the one that holds an early sign-in (src/platform/http/hold-submit.ts), by its hash.
import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { HSTS } from "../src/platform/http/security-headers.ts";
import { HOLD_SUBMIT_SCRIPT } from "../src/platform/http/hold-submit.ts";
import { MEDIA_CSP } from "../src/platform/media/routes.ts";
import { addLogo, adminToken } from "./support/admin-api.ts";
import { startTestApp, testClientBuild, type TestApp } from "./support/app.ts";

let t: TestApp;
let mediaPath: string;
beforeAll(async () => {
  t = await startTestApp();
  mediaPath = (await addLogo(t, await adminToken(t), "Header check")).image;
}, 180_000);
afterAll(() => t.close());

const kinds = async (): Promise<[string, string, RequestInit?][]> => {
  const build = await testClientBuild();
  return [
    ["streamed page", "/portfolio?fresh=1"],
    ["cached page", "/portfolio?fresh=1"],
    ["404 page", "/no-such-page"],
    ["client bundle", build.entry],
    ["public file", "/favicon.svg"],
    ["API JSON", "/api/health"],
    ["API 404", "/api/nothing"],
    ["API bad input", "/api/admin/login", { method: "POST", headers: { "content-type": "application/json" }, body: "{not json" }],
    ["API 401", "/api/admin/dashboard"],
    ["uploaded image", mediaPath],
    ["uploaded image 404", "/media/logos/not-a-key.webp"],
  ];
};

const sha256Source = (script: string) => `'sha256-${createHash("sha256").update(script).digest("base64")}'`;

function expectSecurityHeaders(kind: string, response: Response) {
  const csp = response.headers.get("content-security-policy") ?? "";
  // An uploaded image has a CSP of its own that forbids everything (src/platform/media/routes.ts).
  if (kind.startsWith("uploaded image")) {
    expect({ kind, csp }).toEqual({ kind, csp: MEDIA_CSP });
    expect({ kind, nosniff: response.headers.get("x-content-type-options") }).toEqual({ kind, nosniff: "nosniff" });
    return;
  }
  const scriptSrc =
    csp
      .split(";")
      .map((d) => d.trim())
      .find((d) => d.startsWith("script-src")) ?? "";
  expect({ kind, scriptSrc }).toEqual({ kind, scriptSrc: `script-src 'self' ${sha256Source(HOLD_SUBMIT_SCRIPT)}` });
  expect({ kind, csp }).toEqual({ kind, csp: expect.stringContaining("object-src 'none'") });
  expect({ kind, csp }).toEqual({ kind, csp: expect.stringContaining("frame-ancestors 'none'") });
  expect({ kind, nosniff: response.headers.get("x-content-type-options") }).toEqual({ kind, nosniff: "nosniff" });
  expect({ kind, referrer: response.headers.get("referrer-policy") }).toEqual({ kind, referrer: "strict-origin-when-cross-origin" });
  expect({ kind, permissions: response.headers.get("permissions-policy") }).toEqual({ kind, permissions: expect.stringContaining("camera=()") });
}

describe("security headers", () => {
  test("are on every kind of response", async () => {
    for (const [kind, path, init] of await kinds()) {
      const response = await t.request(path, init);
      await response.arrayBuffer();
      expectSecurityHeaders(kind, response);
    }
  });

  test("are on the login rate limit's 429 answer too", async () => {
    const attempt = () =>
      t.request("/api/admin/login", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ username: "header-check", password: "wrong-password" }),
      });
    for (let i = 0; i < 5; i++) expect((await attempt()).status).toBe(401);
    const blocked = await attempt();
    expect(blocked.status).toBe(429);
    expectSecurityHeaders("API 429", blocked);
  }, 90_000);

  test("no page carries an inline script that the CSP would block; public pages carry none at all", async () => {
    for (const path of ["/", "/portfolio", "/animation", "/guidelines/thunder", "/admin/login"]) {
      const response = await t.request(path);
      const html = await response.text();
      const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/json")[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
      const blocked = inline.filter((script) => !response.headers.get("content-security-policy")!.includes(sha256Source(script)));
      expect({ path, blocked }).toEqual({ path, blocked: [] });
      expect({ path, inline: inline.length }).toEqual({ path, inline: path.startsWith("/admin") ? 1 : 0 });
    }
  });

  test("HSTS only when the visitor came over HTTPS through our own proxy", async () => {
    const proxied = await startTestApp({ stores: t.stores, config: { trustProxy: true } });
    const https = { headers: { "x-forwarded-proto": "https" } };
    expect((await proxied.request("/", https)).headers.get("strict-transport-security")).toBe(HSTS);
    expect((await proxied.request("/api/health", https)).headers.get("strict-transport-security")).toBe(HSTS);
    expect((await proxied.request("/", { headers: { "x-forwarded-proto": "http" } })).headers.get("strict-transport-security")).toBeNull();
    expect((await proxied.request("/")).headers.get("strict-transport-security")).toBeNull();
    // Without TRUST_PROXY the header is the client's word, and proves nothing.
    expect((await t.request("/", https)).headers.get("strict-transport-security")).toBeNull();
  });

  test("admin screens keep other sites' windows away (COOP); public pages, streamed or cached, do not ask for it", async () => {
    // Twice each: the first answer is streamed, the second comes from the render cache.
    for (const pass of ["streamed", "cached"]) {
      for (const path of ["/admin/login", "/admin/projects"]) {
        const coop = (await t.request(path)).headers.get("cross-origin-opener-policy");
        expect({ pass, path, coop }).toEqual({ pass, path, coop: "same-origin" });
      }
      for (const path of ["/", "/portfolio", "/guidelines/thunder", "/no-such-page"]) {
        const response = await t.request(path);
        await response.arrayBuffer();
        expect({ pass, path, coop: response.headers.get("cross-origin-opener-policy") }).toEqual({ pass, path, coop: null });
      }
    }
  });

  test("a wrong method on a page or public file: 405 with Allow, still with the headers", async () => {
    for (const [method, path] of [
      ["POST", "/"],
      ["DELETE", "/portfolio"],
      ["PUT", "/favicon.svg"],
      ["PATCH", "/admin/login"],
    ] as const) {
      const response = await t.request(path, { method });
      expect({ method, path, status: response.status, allow: response.headers.get("allow") }).toEqual({
        method,
        path,
        status: 405,
        allow: "GET, HEAD",
      });
      expectSecurityHeaders(`${method} ${path}`, response);
    }
    expect((await t.request("/", { method: "HEAD" })).status).toBe(200);
  });
});
