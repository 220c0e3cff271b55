// The sign-in limits against a listening server, as in production: only there does the app see
// each client's address (app.handle alone has none).
import { beforeAll, describe, expect, test } from "bun:test";
import { createPostgresLoginLimiter } from "../../src/platform/auth/rate-limit-postgres.ts";
import { addLogo, adminToken, smallCostHash } from "../support/admin-api.ts";
import { listen, startTestApp } from "../support/app.ts";
import { adminSuite } from "../support/admin-suite.ts";
import { postAs, type Browser } from "../support/sign-in.ts";

const USER = { username: "owner", password: "correct horse battery" };

const suite = adminSuite(USER);

/**
 * These limits count checks, not their cost: the owner's password and unknown usernames are
 * checked against hashes at argon2's small end (smallCostHash), except in the flood, whose point
 * is the bound on checks at the app's cost. At the app's cost the 65 one-at-a-time checks took
 * 50 s on a busy machine, near the site-wide limit's one-minute window they must all fall in.
 */
const cheapUnknown = smallCostHash(crypto.randomUUID());
beforeAll(async () => {
  await suite.t.stores.sql`update admins set password_hash = ${await smallCostHash(USER.password)} where username = ${USER.username}`;
});

/** A fresh app on the shared stores (its own limiter), listening on every loopback address. */
async function serve(config: Parameters<typeof startTestApp>[0] = {}) {
  const app = await startTestApp({ stores: suite.t.stores, unknownUserHash: () => cheapUnknown, ...config });
  return listen(app.app, { hostname: "::" });
}

const signIn = (origin: string, body: object, headers: Record<string, string> = {}) =>
  fetch(`${origin}/api/admin/login`, { method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify(body) });

describe("sign-in limits on a listening server", () => {
  test("5 wrong passwords from address A lock A out, not the owner signing in from address B", async () => {
    const server = await serve();
    const fromA = `http://127.0.0.1:${server.port}`;
    const fromB = `http://[::1]:${server.port}`;
    try {
      for (let i = 0; i < 5; i++) expect((await signIn(fromA, { ...USER, password: `wrong-${i}` })).status).toBe(401);
      const blocked = await signIn(fromA, USER);
      expect(blocked.status).toBe(429);
      expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(14 * 60);
      const owner = await signIn(fromB, USER);
      expect(owner.status).toBe(200);
      expect((await owner.json()).token).toMatch(/^ey/);
    } finally {
      await server.stop();
    }
  }, 90_000);

  test("two instances on one database share the limits: 5 wrong passwords spread over both lock the address out of both", async () => {
    const shared = () => serve({ loginLimiter: createPostgresLoginLimiter(suite.t.stores.sql) });
    const servers = [await shared(), await shared()];
    const fromA = servers.map((server) => `http://127.0.0.1:${server.port}`);
    try {
      for (let i = 0; i < 5; i++) expect((await signIn(fromA[i % 2]!, { ...USER, password: `spread-${i}` })).status).toBe(401);
      for (const origin of fromA) {
        const blocked = await signIn(origin, USER);
        expect(blocked.status).toBe(429);
        expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(14 * 60);
        expect((await blocked.json()).message).toBe("Too many failed sign-in attempts. Try again in 15 minutes.");
      }
      // The owner at another address gets in through either instance.
      expect((await signIn(`http://[::1]:${servers[1]!.port}`, USER)).status).toBe(200);
    } finally {
      for (const server of servers) await server.stop();
      await suite.t.stores.sql`delete from sign_in_limits`;
    }
  }, 90_000);

  test("30 simultaneous wrong passwords: at most 5 are checked, the rest answer 429 with Retry-After", async () => {
    const server = await serve();
    try {
      const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => signIn(server.url, { ...USER, password: `parallel-${i}` })));
      const statuses = answers.map((answer) => answer.status);
      expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(5);
      expect(statuses.filter((status) => status === 429)).toHaveLength(30 - statuses.filter((status) => status === 401).length);
      expect(answers.every((answer) => answer.status !== 429 || Number(answer.headers.get("retry-after")) >= 1)).toBe(true);
    } finally {
      await server.stop();
    }
  }, 90_000);

  test("made-up usernames from one address: after 20 attempts the address waits, whatever the username", async () => {
    const server = await serve();
    try {
      for (let i = 0; i < 20; i++) expect((await signIn(server.url, { username: `ghost-${i}`, password: "guess" })).status).toBe(401);
      const blocked = await signIn(server.url, { username: "ghost-new", password: "guess" });
      expect(blocked.status).toBe(429);
      expect((await blocked.json()).message).toMatch(/^Too many failed sign-in attempts\. Try again in 15 minutes\.$/);
    } finally {
      await server.stop();
    }
  }, 180_000);

  test("during a flood of 150 sign-ins with made-up usernames from 150 addresses, pages, media and health stay fast, and the owner gets in", async () => {
    const token = await adminToken(suite.t);
    const logo = await addLogo(suite.t, token, "Flood Test Optics");
    // Unknown usernames checked at the app's own cost: the bound is what keeps the reads fast.
    const server = await serve({ config: { trustProxy: true, trustProxyHops: 1 }, unknownUserHash: undefined });
    const timed = async (path: string) => {
      const started = performance.now();
      const response = await fetch(server.url + path);
      const body = await response.arrayBuffer();
      return { path, status: response.status, ms: performance.now() - started, body: new TextDecoder().decode(body.slice(0, 200)) };
    };
    try {
      await Promise.all([timed("/"), timed(logo.image)]); // rendered and cached once, as in production
      const flood = Array.from({ length: 150 }, (_, i) =>
        signIn(server.url, { username: `intruder-${i}`, password: "made-up" }, { "x-forwarded-for": `198.18.${i >> 8}.${i & 255}` }).then(
          (answer) => answer.status,
        ),
      );
      await Bun.sleep(20); // the flood is in flight
      const reads = await Promise.all([timed("/api/health"), timed("/"), timed(logo.image)]);
      const statuses = await Promise.all(flood);
      for (const read of reads) {
        expect({ path: read.path, status: read.status }).toEqual({ path: read.path, status: 200 });
        // Without the bound, 150 argon2 checks queue on the thread pool: health said "storage
        // down" after its 2 s probe and media took 7 s. Generous for a loaded 2-core machine.
        expect(read.ms).toBeLessThan(2000);
      }
      expect(reads[0]!.body).toContain('"storage":"ok"');
      // Most of the flood was turned away at once, each with a reason to retry later.
      expect(statuses.filter((status) => status === 503 || status === 429).length).toBeGreaterThan(100);
      expect(statuses.every((status) => [401, 429, 503].includes(status))).toBe(true);
      // The owner, from an address of their own, is at most asked to wait a moment.
      let owner = await signIn(server.url, USER, { "x-forwarded-for": "203.0.113.200" });
      for (let retry = 0; owner.status === 503 && retry < 5; retry++) {
        await Bun.sleep(Number(owner.headers.get("retry-after")) * 1000);
        owner = await signIn(server.url, USER, { "x-forwarded-for": "203.0.113.200" });
      }
      expect(owner.status).toBe(200);
    } finally {
      await server.stop();
    }
  }, 180_000);

  test("wrong passwords spread over 65 addresses hold everyone else at 503; the owner's browser, signed in before, gets in, within a small limit of its own", async () => {
    const server = await serve({ config: { trustProxy: true, trustProxyHops: 1 } });
    try {
      const owner: Browser = { address: "192.0.2.7" };
      expect((await postAs(server.url, "/api/admin/login", owner, USER)).status).toBe(200);
      expect(owner.cookie).toStartWith("studio_device=");
      // One at a time, so that every one is checked (none turned away as busy).
      const statuses: number[] = [];
      for (let i = 0; i < 65; i++)
        statuses.push((await postAs(server.url, "/api/admin/login", { address: `198.18.1.${i}` }, { ...USER, password: `spread-${i}` })).status);
      expect(statuses.slice(0, 60).every((status) => status === 401)).toBe(true);
      expect(statuses.slice(60)).toEqual([503, 503, 503, 503, 503]);
      // Someone else with the right password, from a fresh address: held, like the flood.
      expect((await postAs(server.url, "/api/admin/login", { address: "203.0.113.99" }, USER)).status).toBe(503);
      // The owner's browser, from its own address or a new one (the cookie goes with it).
      expect((await postAs(server.url, "/api/admin/login", owner, USER)).status).toBe(200);
      const travelling = await postAs(server.url, "/api/admin/login", { ...owner, address: "203.0.113.100" }, USER);
      expect(travelling.status).toBe(200);
      expect(travelling.token).toMatch(/^ey/);
      // A cookie is no pass: five wrong passwords with it, and it waits too.
      for (let i = 0; i < 5; i++) expect((await postAs(server.url, "/api/admin/login", owner, { ...USER, password: `mine-${i}` })).status).toBe(401);
      const blocked = await postAs(server.url, "/api/admin/login", owner, USER);
      expect(blocked.status).toBe(429);
      expect(blocked.retryAfter).toBeGreaterThan(14 * 60);
    } finally {
      await server.stop();
    }
  }, 180_000);
});
