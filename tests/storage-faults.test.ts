// Faults: object storage goes away and comes back while the server runs. The store is reached
// through a loopback TCP proxy that the test cuts (every connection dropped, new ones refused).
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadConfig, type S3Config } from "../src/platform/config.ts";
import { startEmbeddedS3, type EmbeddedS3 } from "../src/platform/embedded/s3.ts";
import { createObjectStore } from "../src/platform/media/object-store.ts";
import { adminToken } from "./support/admin-api.ts";
import { startTestApp, type TestApp } from "./support/app.ts";
import { startTcpProxy, type TcpProxy } from "./support/tcp-proxy.ts";
import { api, imageFile, json } from "./api/helpers.ts";

const TEST_KEYS = { accessKey: "TESTACCESSKEY", secretKey: "test-secret-key" };

const STORE_DEADLINE_MS = 1_500;
const UNAVAILABLE = { success: false, message: "The service is temporarily unavailable. Please try again shortly." };

let t: TestApp;
let proxy: TcpProxy;
let embedded: EmbeddedS3 | undefined;
let s3Dir: string | undefined;
let token: string;

beforeAll(async () => {
  // The suite's own S3 server (or the configured one), so the proxy can stand in front of it.
  let s3: S3Config;
  const configured = loadConfig().s3;
  if (configured) {
    s3 = { ...configured, bucket: `studio-fault-${crypto.randomUUID().slice(0, 8)}` };
  } else {
    s3Dir = mkdtempSync(join(tmpdir(), "studio-s3-fault-"));
    embedded = await startEmbeddedS3(s3Dir, "studio-media", TEST_KEYS);
    s3 = embedded.config;
  }
  proxy = startTcpProxy(s3.endPoint, s3.port);
  // A short deadline keeps the unresponsive-store case quick; production waits 10 s.
  const objects = createObjectStore({ ...s3, endPoint: "127.0.0.1", port: proxy.port, useSSL: false }, { timeoutMs: STORE_DEADLINE_MS });
  await objects.ensureBucket();
  t = await startTestApp({ objects });
  token = await adminToken(t);
}, 180_000);

afterAll(async () => {
  proxy?.close();
  await t?.close();
  await embedded?.stop();
  if (s3Dir) rmSync(s3Dir, { recursive: true, force: true });
});

const count = async (table: "logos" | "clients") => Number((await t.stores.sql`select count(*)::int as n from ${t.stores.sql(table)}`)[0]!.n);
const clientForm = async (name: string) => ({
  client: JSON.stringify({ clientName: name, clientPryTitle: "Great work, on time.", clientSryTitle: "Reliable" }),
  clientImg: await imageFile("face.png", 200, 200),
});

describe("object storage unreachable", () => {
  test("uploads answer 503 JSON with Retry-After quickly and leave no row; after it is back they work without a restart", async () => {
    const call = api(t, token);
    const logosBefore = await count("logos");
    const clientsBefore = await count("clients");
    expect((await call.form("/api/admin/addlogo", { name: "Before the cut", image: await imageFile() })).status).toBe(201);

    proxy.cut();

    for (const [path, form] of [
      ["/api/admin/addlogo", { name: "During the cut", image: await imageFile() }],
      ["/api/admin/clients", await clientForm("During the cut")],
    ] as const) {
      const started = performance.now();
      const response = await call.form(path, form);
      // Answered, not hung on the store: within its deadline, with room for the upload's own
      // encoding on a loaded machine (a busy CI run took past 6 s for the review's portrait).
      expect({ path, fast: performance.now() - started < STORE_DEADLINE_MS + 8_000 }).toEqual({ path, fast: true });
      expect({ path, status: response.status }).toEqual({ path, status: 503 });
      expect(response.headers.get("retry-after")).toBe("5");
      expect(await json(response)).toEqual(UNAVAILABLE);
    }
    expect(await count("logos")).toBe(logosBefore + 1);
    expect(await count("clients")).toBe(clientsBefore);

    // Reads that need no object keep working; the health check names the store that is down.
    expect((await t.request("/api/admin/logos")).status).toBe(200);
    expect((await t.request("/")).status).toBe(200);
    const health = await t.request("/api/health");
    expect(health.status).toBe(503);
    expect(await health.json()).toMatchObject({ db: "ok", storage: "down" });

    proxy.restore();

    let logo: Response | undefined;
    for (let i = 0; i < 50; i++) {
      logo = await call.form("/api/admin/addlogo", { name: "After the cut", image: await imageFile() });
      if (logo.status !== 503) break;
      await Bun.sleep(100);
    }
    expect(logo!.status).toBe(201);
    const added = (await json(logo!)).logo;
    expect((await t.request(added.image)).status).toBe(200);
    expect((await call.form("/api/admin/clients", await clientForm("After the cut"))).status).toBe(201);
    expect(await count("logos")).toBe(logosBefore + 2);
    expect(await count("clients")).toBe(clientsBefore + 1);
    expect((await t.request("/api/health")).status).toBe(200);
  }, 180_000);

  test("an unresponsive store (connections accepted, never answered): uploads and images answer 503 within the deadline, then recover", async () => {
    const call = api(t, token);
    // The store as it should be, whatever the test before left (it cuts the store, and restores it
    // only if all went well).
    proxy.restore();
    const existing = (await json(await call.form("/api/admin/addlogo", { name: "Before the stall", image: await imageFile() }))).logo;
    const logosBefore = await count("logos");

    proxy.stall();

    // The forms are made before the clock starts: only the server's answer is timed.
    const [logoImage, reviewForm] = await Promise.all([imageFile(), clientForm("During the stall")]);
    for (const [path, send] of [
      ["/api/admin/addlogo", () => call.form("/api/admin/addlogo", { name: "During the stall", image: logoImage })],
      ["/api/admin/clients", () => call.form("/api/admin/clients", reviewForm)],
      [existing.image, () => t.request(existing.image)],
    ] as const) {
      const started = performance.now();
      const response = await send();
      // Answered, not hung on the store: its deadline (twice: a write and its cleanup) and room for
      // the upload's own encoding on a loaded machine (a CI run took past deadline * 2 + 1 s).
      expect({ path, fast: performance.now() - started < STORE_DEADLINE_MS * 2 + 8_000 }).toEqual({ path, fast: true });
      expect({ path, status: response.status }).toEqual({ path, status: 503 });
      expect(response.headers.get("retry-after")).toBe("5");
      expect(await json(response)).toEqual(UNAVAILABLE);
    }
    expect(await count("logos")).toBe(logosBefore);

    proxy.restore();

    expect((await call.form("/api/admin/addlogo", { name: "After the stall", image: await imageFile() })).status).toBe(201);
    expect((await t.request(existing.image)).status).toBe(200);
    expect(await count("logos")).toBe(logosBefore + 1);
  }, 180_000);
});
