// The stores: health reporting, and (embedded mode) data that survives a restart.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { ObjectStore } from "../src/platform/media/object-store.ts";
import { startTestApp, type TestApp } from "./support/app.ts";
import { openTestStores } from "./support/stores.ts";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 180_000);
afterAll(() => t.close());

describe("GET /api/health", () => {
  test("reports both stores up", async () => {
    const response = await t.request("/api/health");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true, message: "All systems go", db: "ok", storage: "ok" });
  });

  test("reports storage down with 503 when the object store does not answer", async () => {
    const down: ObjectStore = { ...t.stores.objects, ping: () => Promise.reject(Object.assign(new Error("refused"), { code: "ECONNREFUSED" })) };
    const broken = await startTestApp({ stores: t.stores, objects: down });
    const response = await broken.request("/api/health");
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("5");
    expect(await response.json()).toMatchObject({ success: false, db: "ok", storage: "down" });
  });
});

describe("object store", () => {
  test("stores, lists, reads back and removes an object over the S3 protocol", async () => {
    const { objects } = t.stores;
    await objects.put("test/hello.txt", Buffer.from("hello studio"), "text/plain");
    expect(await objects.list("test/")).toContain("test/hello.txt");
    const object = await objects.get("test/hello.txt");
    expect(object!.contentType).toBe("text/plain");
    expect(await new Response(object!.body).text()).toBe("hello studio");
    await objects.remove("test/hello.txt");
    expect(await objects.get("test/hello.txt")).toBeNull();
  });
});

describe.skipIf(!!process.env.DATABASE_URL)("embedded mode", () => {
  test("rows and objects survive a restart in the same DATA_DIR", async () => {
    const first = await openTestStores({ keepData: true });
    await first.sql`insert into logos (name) values ('Survivor Ltd')`;
    await first.objects.put("logos/survivor.webp", Buffer.from("bytes"), "image/webp");
    await first.cleanup();

    const second = await openTestStores({ dataDir: first.dataDir });
    try {
      const rows = await second.sql`select name from logos where name = 'Survivor Ltd'`;
      expect(rows).toHaveLength(1);
      expect(await second.objects.list("logos/")).toContain("logos/survivor.webp");
      expect(second.mode).toEqual({ database: "embedded", storage: "embedded" });
    } finally {
      await second.cleanup();
    }
    // A fresh PGlite (initdb in WebAssembly, in a process of its own: src/platform/embedded/postgres-init.main.ts)
    // takes seconds on a busy machine.
  }, 180_000);
});
