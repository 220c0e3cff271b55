// GET /media/<key>: uploaded images with long caching, the right type, and no way out of the bucket.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { adminToken } from "../support/admin-api.ts";
import { startTestApp, type TestApp } from "../support/app.ts";
import { api, imageFile, json } from "./helpers.ts";

let t: TestApp;
let url: string;

beforeAll(async () => {
  t = await startTestApp();
  url = (await json(await api(t, await adminToken(t)).form("/api/admin/addlogo", { image: await imageFile() }))).logo.image;
}, 180_000);
afterAll(() => t.close());

describe("GET /media/<key>", () => {
  test("serves the WebP with immutable year-long caching, an ETag and nosniff", async () => {
    const response = await t.request(url);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/webp");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("etag")).toMatch(/^"[0-9a-f]+"$/);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(Number(response.headers.get("content-length"))).toBe(bytes.length);
    expect(new TextDecoder().decode(bytes.subarray(8, 12))).toBe("WEBP");
  });

  test("answers a Range request with 206 and just those bytes; past the end, 416", async () => {
    const whole = new Uint8Array(await (await t.request(url)).arrayBuffer());
    expect((await t.request(url)).headers.get("accept-ranges")).toBe("bytes");
    for (const [range, start, end] of [
      ["bytes=0-9", 0, 9],
      ["bytes=10-", 10, whole.length - 1],
      ["bytes=-16", whole.length - 16, whole.length - 1],
      [`bytes=5-${whole.length + 99}`, 5, whole.length - 1],
    ] as const) {
      const response = await t.request(url, { headers: { range } });
      expect({ range, status: response.status }).toEqual({ range, status: 206 });
      expect(response.headers.get("content-range")).toBe(`bytes ${start}-${end}/${whole.length}`);
      expect(Number(response.headers.get("content-length"))).toBe(end - start + 1);
      expect(new Uint8Array(await response.arrayBuffer())).toEqual(whole.subarray(start, end + 1));
    }
    const past = await t.request(url, { headers: { range: `bytes=${whole.length}-` } });
    expect(past.status).toBe(416);
    expect(past.headers.get("content-range")).toBe(`bytes */${whole.length}`);
    // Several ranges, or a malformed one: the whole image, as the RFC allows.
    for (const range of ["bytes=0-1,4-5", "bytes=9-2", "pages=1-2"]) {
      const response = await t.request(url, { headers: { range } });
      expect({ range, status: response.status }).toEqual({ range, status: 200 });
      expect((await response.arrayBuffer()).byteLength).toBe(whole.length);
    }
  });

  test("answers 304 to a matching If-None-Match", async () => {
    const etag = (await t.request(url)).headers.get("etag")!;
    const response = await t.request(url, { headers: { "if-none-match": etag } });
    expect(response.status).toBe(304);
    expect(await response.text()).toBe("");
  });

  test.each([
    "/media/logos/01a1fcce-bc04-766c-8c37-c76559170e70.webp",
    "/media/../package.json",
    "/media/%2e%2e/%2e%2e/etc/passwd",
    "/media/logos/..%2F..%2Fpackage.json",
    "/media/test/hello.txt",
    "/media/logos/not-a-key.webp",
    "/media/",
  ])("%s → 404, nothing outside the bucket's own keys", async (path) => {
    const response = await t.request(path);
    expect(response.status).toBe(404);
    const body = await response.text();
    expect(body).not.toContain('"name": "studio-site"');
    expect(body).not.toContain("root:");
  });

  test("an object of another type in the bucket is never served as active content", async () => {
    // Even a key of the server's own shape is only ever served as an image or as bytes.
    const key = `logos/${Bun.randomUUIDv7()}.webp`;
    await t.stores.objects.put(key, Buffer.from("<script>alert(1)</script>"), "text/html");
    const response = await t.request(`/media/${key}`);
    expect(response.headers.get("content-type")).toBe("application/octet-stream");
    await t.stores.objects.remove(key);
  });
});
