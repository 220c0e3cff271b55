// Sign-in, tokens and the server-side guard of every admin endpoint.
import { describe, expect, test } from "bun:test";
import { SignJWT, decodeJwt, decodeProtectedHeader } from "jose";
import { createApp } from "../../src/app.ts";
import { startTestApp, testClientBuild } from "../support/app.ts";
import { adminSuite } from "../support/admin-suite.ts";

const SECRET = "test-secret-test-secret-test-secret-0123456789";
const USER = { username: "owner", password: "correct horse battery" };

const login = (body: unknown, headers: Record<string, string> = {}) =>
  suite.t.request("/api/admin/login", { method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify(body) });

const suite = adminSuite(USER);

describe("POST /api/admin/login", () => {
  test("the right password answers a two-hour HS256 token naming the admin", async () => {
    const response = await login(USER);
    expect(response.status).toBe(200);
    const answer = await response.json();
    expect(answer).toMatchObject({ success: true, message: "Login successful" });
    expect(decodeProtectedHeader(answer.token).alg).toBe("HS256");
    const claims = decodeJwt(answer.token);
    expect(claims.sub).toBe("owner");
    expect(claims.exp! - claims.iat!).toBe(2 * 60 * 60);
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  test("an unknown user and a wrong password get the same answer", async () => {
    const unknown = await login({ username: "nobody", password: "whatever-123" });
    const wrong = await login({ username: "owner", password: "wrong password" });
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    expect(await unknown.json()).toEqual(await wrong.json());
  });

  test("an unknown user costs about as long as a wrong password (a password hash is checked either way)", async () => {
    const time = async (body: unknown) => {
      const started = performance.now();
      await login(body);
      return performance.now() - started;
    };
    const unknown: number[] = [];
    const wrong: number[] = [];
    for (let i = 0; i < 3; i++) {
      unknown.push(await time({ username: `ghost-${i}`, password: "nope-nope" }));
      wrong.push(await time({ username: "owner", password: `nope-${i}` }));
    }
    const median = (list: number[]) => list.sort((a, b) => a - b)[1]!;
    expect(median(unknown)).toBeGreaterThan(median(wrong) * 0.4);
    expect(median(unknown)).toBeLessThan(median(wrong) * 2.5);
  }, 90_000);

  test.each([
    [{ password: "x" }, "Username is required"],
    [{ username: "owner" }, "Password is required"],
    [{ username: "", password: "x" }, "Username is required"],
    [{ username: "   ", password: "x" }, "Username is required"],
    [{ username: 42, password: "x" }, "Username is required"],
    [{ username: "owner", password: ["x"] }, "Password is required"],
  ])("%p is refused with 400: %s", async (body, message) => {
    const response = await login(body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ success: false, message });
  });

  test("a body that is not JSON is refused with 400, without echoing it", async () => {
    const response = await suite.t.request("/api/admin/login", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{username: <script>",
    });
    expect(response.status).toBe(400);
    const text = await response.text();
    expect(text).not.toContain("<script>");
    expect(JSON.parse(text).success).toBe(false);
  });
});

describe("login rate limit", () => {
  test("after 5 failures for one username from one address: 429 with Retry-After, even for the right password", async () => {
    const app = await startTestApp({ stores: suite.t.stores });
    const attempt = (password: string, username = USER.username) =>
      app.request("/api/admin/login", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ username, password }),
      });
    for (let i = 0; i < 5; i++) expect((await attempt(`bad-${i}`)).status).toBe(401);
    const blocked = await attempt(USER.password);
    expect(blocked.status).toBe(429);
    const retryAfter = Number(blocked.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect((await blocked.json()).message).toMatch(/Too many failed sign-in attempts\. Try again in 15 minutes\./);
    // Another username from the same address is not locked out by someone guessing this one.
    expect((await attempt("bad", "someone-else")).status).toBe(401);
  }, 90_000);

  test("a successful sign-in resets the count", async () => {
    const app = await startTestApp({ stores: suite.t.stores });
    const attempt = (password: string) =>
      app.request("/api/admin/login", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ username: USER.username, password }),
      });
    for (let i = 0; i < 4; i++) await attempt("bad");
    expect((await attempt(USER.password)).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await attempt("bad")).status).toBe(401);
    expect((await attempt(USER.password)).status).toBe(200);
  }, 90_000);

  const behindProxy = async (hops?: number) => {
    const app = await createApp({
      config: { ...suite.t.stores.config, trustProxy: true, trustProxyHops: hops ?? 1 },
      sql: suite.t.stores.sql,
      objects: suite.t.stores.objects,
      build: await testClientBuild(),
      log: suite.t.log,
      jwtSecret: SECRET,
    });
    return (forwardedFor: string, password: string) =>
      app.handle(
        new Request("http://localhost/api/admin/login", {
          method: "POST",
          headers: { "content-type": "application/json", "x-forwarded-for": forwardedFor },
          body: JSON.stringify({ username: USER.username, password }),
        }),
      );
  };

  test("behind a trusted proxy each visitor's address (the entry the proxy appended) has its own count", async () => {
    const attempt = await behindProxy();
    for (let i = 0; i < 5; i++) await attempt("203.0.113.9", "bad");
    expect((await attempt("203.0.113.9", USER.password)).status).toBe(429);
    expect((await attempt("198.51.100.7", USER.password)).status).toBe(200);
  }, 90_000);

  test("behind a trusted proxy a changing client-written (leftmost) entry does not reset the count", async () => {
    const attempt = await behindProxy();
    for (let i = 0; i < 5; i++) expect((await attempt(`10.9.9.${i}, 203.0.113.10`, "bad")).status).toBe(401);
    expect((await attempt("10.9.9.99, 203.0.113.10", USER.password)).status).toBe(429);
  }, 90_000);

  test("with TRUST_PROXY_HOPS=2 the visitor is the second entry from the right", async () => {
    const attempt = await behindProxy(2);
    for (let i = 0; i < 5; i++) await attempt(`10.9.9.${i}, 203.0.113.11, 10.0.0.2`, "bad");
    expect((await attempt("10.9.9.50, 203.0.113.11, 10.0.0.3", USER.password)).status).toBe(429);
    expect((await attempt("203.0.113.11, 198.51.100.11, 10.0.0.2", USER.password)).status).toBe(200);
  }, 90_000);

  test("without TRUST_PROXY a forged X-Forwarded-For does not escape the limit", async () => {
    const app = await startTestApp({ stores: suite.t.stores });
    const attempt = (from: string, password: string) =>
      app.request("/api/admin/login", {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": from },
        body: JSON.stringify({ username: USER.username, password }),
      });
    for (let i = 0; i < 5; i++) await attempt(`192.0.2.${i}`, "bad");
    expect((await attempt("192.0.2.200", USER.password)).status).toBe(429);
  }, 90_000);
});

describe("the guard on admin endpoints", () => {
  const key = new TextEncoder().encode(SECRET);
  const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
  const now = () => Math.floor(Date.now() / 1000);

  const tokens: Record<string, () => Promise<string | null>> = {
    "no token": async () => null,
    "a malformed token": async () => "not-a-jwt",
    "a token signed with another secret": () =>
      new SignJWT({ sub: "owner" })
        .setProtectedHeader({ alg: "HS256" })
        .setExpirationTime("2h")
        .sign(new TextEncoder().encode("another-secret-another-secret-0123456789")),
    "an expired token": () =>
      new SignJWT({ sub: "owner" })
        .setProtectedHeader({ alg: "HS256" })
        .setIssuedAt(now() - 3 * 3600)
        .setExpirationTime(now() - 3600)
        .sign(key),
    "a token without exp": () => new SignJWT({ sub: "owner" }).setProtectedHeader({ alg: "HS256" }).sign(key),
    'an alg "none" token': async () => `${b64({ alg: "none", typ: "JWT" })}.${b64({ sub: "owner", exp: now() + 3600 })}.`,
    "an HS384 token with the right secret": () =>
      new SignJWT({ sub: "owner" }).setProtectedHeader({ alg: "HS384" }).setExpirationTime("2h").sign(key),
    "an RS256 header over an HMAC signature": async () => {
      const good = await new SignJWT({ sub: "owner" }).setProtectedHeader({ alg: "HS256" }).setExpirationTime("2h").sign(key);
      const [, payload, signature] = good.split(".");
      return `${b64({ alg: "RS256", typ: "JWT" })}.${payload}.${signature}`;
    },
  };

  const endpoints: [string, string, () => BodyInit | undefined][] = [
    ["GET", "/api/admin/dashboard", () => undefined],
    ["GET", "/api/admin/logo/00000000-0000-4000-8000-000000000000", () => undefined],
    ["GET", "/api/admin/client/00000000-0000-4000-8000-000000000000", () => undefined],
    ["POST", "/api/admin/deletelogo", () => JSON.stringify({ id: "00000000-0000-4000-8000-000000000000" })],
    ["POST", "/api/admin/deleteclient", () => JSON.stringify({ id: "00000000-0000-4000-8000-000000000000" })],
    ["POST", "/api/admin/addlogo", () => new FormData()],
    ["POST", "/api/admin/updatelogo", () => new FormData()],
    ["POST", "/api/admin/clients", () => new FormData()],
    ["POST", "/api/admin/updateclient", () => new FormData()],
  ];

  for (const [name, make] of Object.entries(tokens)) {
    test(`${name} → 401 JSON on every protected endpoint`, async () => {
      const token = await make();
      for (const [method, path, body] of endpoints) {
        const payload = body();
        const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
        if (typeof payload === "string") headers["content-type"] = "application/json";
        const response = await suite.t.request(path, { method, headers, body: payload });
        expect(`${method} ${path} ${response.status}`).toBe(`${method} ${path} 401`);
        expect((await response.json()).success).toBe(false);
      }
    });
  }

  test("a valid token counts only with the Bearer scheme, in any case", async () => {
    const { token } = await (await login(USER)).json();
    expect((await suite.t.request("/api/admin/dashboard", { headers: { authorization: token } })).status).toBe(401);
    expect((await suite.t.request("/api/admin/dashboard", { headers: { authorization: `Basic ${token}` } })).status).toBe(401);
    for (const scheme of ["Bearer", "bearer", "BEARER"]) {
      expect((await suite.t.request("/api/admin/dashboard", { headers: { authorization: `${scheme} ${token}` } })).status).toBe(200);
    }
  });

  test("the public lists need no token", async () => {
    expect((await suite.t.request("/api/admin/logos")).status).toBe(200);
    expect((await suite.t.request("/api/admin/clients")).status).toBe(200);
  });
});
