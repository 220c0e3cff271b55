// Cached pages and public lists are answered in front of the app (src/platform/http/cached-first.ts):
// a visitor must not be able to tell, so those answers carry every security header, the ETag
// and vary, revalidate with a 304, and only what a GET was cached for is ever sent from there.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { answerFromCache } from "../src/platform/http/cached-first.ts";
import { HSTS, SECURITY_HEADERS } from "../src/platform/http/security-headers.ts";
import { startTestApp, type TestApp } from "./support/app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 180_000);
afterAll(() => t.close());

/** Visits until the answer comes from the cache (a render is stored just after it is sent). */
async function cached(path: string, init?: RequestInit, app: TestApp = t): Promise<Response> {
  for (let i = 0; i < 100; i++) {
    await (await app.request(path)).arrayBuffer();
    const hit = answerFromCache(app.cache, new Request(`http://localhost${path}`, init), false);
    if (hit) {
      // The request line's path: the address without its query.
      expect(hit.path).toBe(path.split("?")[0]!);
      return hit.response;
    }
    await Bun.sleep(10);
  }
  throw new Error(`${path} never reached the cache`);
}

/** Security headers on an answer that is not a cached body (an error). */
const expectEveryHeader400 = (response: Response) => {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect({ name, value: response.headers.get(name) }).toEqual({ name, value });
};

const expectEveryHeader = (response: Response) => {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect({ name, value: response.headers.get(name) }).toEqual({ name, value });
  expect(response.headers.get("vary")).toBe("accept-encoding");
  expect(response.headers.get("etag")).toMatch(/^".+"$/);
};

describe.each([
  ["a cached page", "/portfolio", "text/html; charset=utf-8"],
  ["a cached public list", "/api/admin/logos", "application/json;charset=utf-8"],
])("%s answered in front of the app", (_kind, path, contentType) => {
  test("carries every security header, its type, ETag and vary, compressed as accepted", async () => {
    t.cache.clear();
    const hit = await cached(path, { headers: { "accept-encoding": "gzip, deflate, br" } });
    expectEveryHeader(hit);
    expect(hit.headers.get("content-type")).toBe(contentType);
    expect(hit.headers.get("cache-control")).toBe("no-cache");
    expect(hit.headers.get("content-encoding")).toBe("br");
    // Through the app's own entry point it is the same answer.
    const served = await t.request(path, { headers: { "accept-encoding": "gzip" } });
    expectEveryHeader(served);
    expect(served.headers.get("content-encoding")).toBe("gzip");
    expect(served.headers.get("etag")).toBe(hit.headers.get("etag"));
  });

  test("answers 304, with the security headers, to the ETag the browser holds", async () => {
    t.cache.clear();
    const etag = (await cached(path)).headers.get("etag")!;
    const again = await t.request(path, { headers: { "if-none-match": etag, "accept-encoding": "br" } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    expectEveryHeader(again);
  });
});

describe("what is never answered from the cache", () => {
  test("a method other than GET goes to the app", async () => {
    t.cache.clear();
    await cached("/api/admin/logos");
    expect(answerFromCache(t.cache, new Request("http://localhost/api/admin/logos", { method: "POST" }), false)).toBeUndefined();
    const post = await t.request("/api/admin/logos", { method: "POST" });
    // The app's own answer (a write without a token), not the cached list.
    expect(post.status).toBe(401);
    expect(await post.json()).toMatchObject({ success: false });
  });

  test("a page with another query string is its own page; a list ignores the query", async () => {
    t.cache.clear();
    await cached("/portfolio");
    expect(answerFromCache(t.cache, new Request("http://localhost/portfolio?tab=motion"), false)).toBeUndefined();
    await cached("/api/admin/logos");
    expect(answerFromCache(t.cache, new Request("http://localhost/api/admin/logos?page=2"), false)).toBeDefined();
  });

  test("nothing is answered after an admin write cleared the cache", async () => {
    await cached("/portfolio");
    t.cache.clear();
    expect(answerFromCache(t.cache, new Request("http://localhost/portfolio"), false)).toBeUndefined();
  });

  test("a Host too short for routing is refused by the app, even for a cached page", async () => {
    await cached("/portfolio");
    const response = await t.app.handle(new Request("http://x/portfolio"));
    expect(response.status).toBe(400);
    expectEveryHeader400(response);
  });
});

describe("HSTS on cached answers", () => {
  test("behind our own HTTPS proxy a cached page carries HSTS like every answer; over HTTP it does not", async () => {
    const proxied = await startTestApp({ stores: t.stores, config: { trustProxy: true } });
    await cached("/portfolio", undefined, proxied);
    const https = await proxied.request("/portfolio", { headers: { "x-forwarded-proto": "https" } });
    expect(https.headers.get("etag")).toBeTruthy();
    expect(https.headers.get("strict-transport-security")).toBe(HSTS);
    // Compressed, and the 304 to the browser's copy, carry it too (each has a header set of its own).
    const brotli = await proxied.request("/portfolio", { headers: { "x-forwarded-proto": "https", "accept-encoding": "br" } });
    expect([brotli.headers.get("content-encoding"), brotli.headers.get("strict-transport-security")]).toEqual(["br", HSTS]);
    const revalidated = await proxied.request("/portfolio", {
      headers: { "x-forwarded-proto": "https", "if-none-match": https.headers.get("etag")! },
    });
    expect([revalidated.status, revalidated.headers.get("strict-transport-security")]).toEqual([304, HSTS]);
    // Added to that answer only: the cached headers stay as they were.
    expect((await proxied.request("/portfolio", { headers: { "x-forwarded-proto": "http" } })).headers.get("strict-transport-security")).toBeNull();
    expect((await proxied.request("/portfolio")).headers.get("strict-transport-security")).toBeNull();
    // Without TRUST_PROXY the header is the client's word, and proves nothing.
    await cached("/portfolio");
    expect((await t.request("/portfolio", { headers: { "x-forwarded-proto": "https" } })).headers.get("strict-transport-security")).toBeNull();
  });
});
