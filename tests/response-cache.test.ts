// What the response cache gives a visitor: cached pages and public lists in the smallest
// encoding the browser accepts, 304 for a copy still current, and an admin's change visible at
// the very next request. Plus the cache lifetimes of assets, media and public files.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import type { TestApp } from "./support/app.ts";
import { adminApp, type api, imageFile, json } from "./api/helpers.ts";
import { until } from "./support/until.ts";

let t: TestApp;
let call: ReturnType<typeof api>;
beforeAll(async () => ({ t, call } = await adminApp()), 60_000);
afterAll(() => t.close());

const decode = async (response: Response) => {
  const bytes = Buffer.from(await response.arrayBuffer());
  const encoding = response.headers.get("content-encoding");
  return (encoding === "br" ? brotliDecompressSync(bytes) : encoding === "gzip" ? gunzipSync(bytes) : bytes).toString("utf8");
};

/** Renders the page once (streamed, uncompressed) and waits until the cache holds it. */
async function warm(path: string) {
  t.cache.clear();
  await (await t.request(path)).text();
  await until(() => t.cache.size > 0, { what: `${path} to land in the cache` });
}

describe("cached HTML", () => {
  test("is sent as brotli when accepted, gzip otherwise, and both decode to the same page", async () => {
    await warm("/portfolio");
    const plain = await t.request("/portfolio", { headers: { "accept-encoding": "identity" } });
    expect(plain.headers.get("content-encoding")).toBeNull();
    const html = await plain.text();
    expect(html).toContain("<title>Portfolio");

    const br = await t.request("/portfolio", { headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("vary")).toBe("accept-encoding");
    expect(br.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(await decode(br)).toBe(html);

    const gzip = await t.request("/portfolio", { headers: { "accept-encoding": "gzip" } });
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    expect(await decode(gzip)).toBe(html);
  });

  test("answers 304 with no body for the ETag the browser holds, and the page again for an old one", async () => {
    await warm("/animation");
    const first = await t.request("/animation", { headers: { "accept-encoding": "br" } });
    const etag = first.headers.get("etag")!;
    expect(first.headers.get("cache-control")).toBe("no-cache");
    const again = await t.request("/animation", { headers: { "if-none-match": etag, "accept-encoding": "br" } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    const stale = await t.request("/animation", { headers: { "if-none-match": '"an-old-version"' } });
    expect(stale.status).toBe(200);
    expect(await stale.text()).toContain("<title>");
  });

  test("a cached 404 page stays a 404, even for a browser that sends its ETag", async () => {
    await warm("/no-such-page");
    const cached = await t.request("/no-such-page");
    expect(cached.status).toBe(404);
    const again = await t.request("/no-such-page", { headers: { "if-none-match": cached.headers.get("etag")! } });
    expect(again.status).toBe(404);
  });

  test("hundreds of made-up URLs (404s, admin screens of random ids, query strings) never push a real page out", async () => {
    await warm("/");
    const home = t.cache.get("/");
    expect(home).toBeDefined();
    // More than the whole cache holds, so before the pools a made-up URL took the home page's place.
    const madeUp = Array.from({ length: 600 }, (_, i) => [`/no-such-page-${i}`, `/admin/updatelogo/${crypto.randomUUID()}`, `/?utm=${i}`][i % 3]!);
    for (let i = 0; i < madeUp.length; i += 10) {
      await Promise.all(madeUp.slice(i, i + 10).map(async (path) => (await t.request(path)).arrayBuffer()));
    }
    await Bun.sleep(50);
    expect(t.cache.get("/")).toBe(home!);
    expect(t.cache.size).toBeLessThanOrEqual(1 + 100);
  }, 180_000);
});

describe("public lists (logos, reviews, page data)", () => {
  test("GET /api/admin/logos is answered from memory until an admin write, which shows at once", async () => {
    t.cache.clear();
    const before = await json(await t.request("/api/admin/logos"));
    // A row written behind the app's back is not seen: the answer comes from the cache.
    await t.stores.sql`insert into logos (name, image_key) values ('Behind The Back', '/images/logos/lumen.svg')`;
    const cached = await json(await t.request("/api/admin/logos"));
    expect(cached.logos).toEqual(before.logos);

    const added = await json(await call.form("/api/admin/addlogo", { name: "Fresh Through Admin", image: await imageFile() }));
    const after = await json(await t.request("/api/admin/logos"));
    const names = after.logos.map((logo: { name: string }) => logo.name);
    expect(names).toContain("Fresh Through Admin");
    expect(names).toContain("Behind The Back");

    await call.json("/api/admin/deletelogo", { id: added.logo._id });
    const afterDelete = await json(await t.request("/api/admin/logos"));
    expect(afterDelete.logos.map((logo: { name: string }) => logo.name)).not.toContain("Fresh Through Admin");
    await t.stores.sql`delete from logos where name = 'Behind The Back'`;
    t.cache.clear();
  });

  test("GET /api/admin/clients shows an edited review right after the admin saves it", async () => {
    t.cache.clear();
    const before = await json(await t.request("/api/admin/clients"));
    const client = before.clients[0];
    await call.form("/api/admin/updateclient", { id: client._id, clientName: "Renamed Right Now" });
    const after = await json(await t.request("/api/admin/clients"));
    expect(after.clients.find((c: { _id: string }) => c._id === client._id).name).toBe("Renamed Right Now");
    await call.form("/api/admin/updateclient", { id: client._id, clientName: client.name });
  });

  test("list answers are JSON, compressed when accepted, and revalidate with a 304", async () => {
    t.cache.clear();
    const plain = await t.request("/api/admin/logos");
    expect(plain.headers.get("content-type")).toStartWith("application/json");
    const body = await plain.text();
    const br = await t.request("/api/admin/logos", { headers: { "accept-encoding": "br, gzip" } });
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(await decode(br)).toBe(body);
    const again = await t.request("/api/admin/logos", { headers: { "if-none-match": plain.headers.get("etag")! } });
    expect(again.status).toBe(304);
  });

  test("the home hero's pieces of work follow the portfolio's order at the next request", async () => {
    const heroTitles = async () => [...(await (await t.request("/")).text()).matchAll(/class="hero-work__title">([^<]+)</g)].map((m) => m[1]);
    const before = await heroTitles();
    expect(before).toHaveLength(3);
    const posters = (await json(await t.request("/api/page-data/portfolio"))).data.tabs.find((tab: { slug: string }) => tab.slug === "posters")
      .items as { _id: string; title: string }[];
    const reversed = posters.map((item) => item._id).reverse();
    await call.json("/api/admin/portfolio/posters/order", { ids: reversed }, "PUT");
    expect((await heroTitles())[0]).toBe(posters.at(-1)!.title);
    await call.json("/api/admin/portfolio/posters/order", { ids: posters.map((item) => item._id) }, "PUT");
    expect(await heroTitles()).toEqual(before);
  });

  test("the home page's data for client-side navigation follows an admin write too", async () => {
    t.cache.clear();
    await t.request("/api/page-data/home");
    const added = await json(await call.form("/api/admin/addlogo", { name: "Seen On Navigation", image: await imageFile() }));
    const data = await json(await t.request("/api/page-data/home"));
    expect(data.data.logos.map((logo: { name: string }) => logo.name)).toContain("Seen On Navigation");
    await call.json("/api/admin/deletelogo", { id: added.logo._id });
  });
});

describe("cache lifetimes", () => {
  test("hashed assets and uploaded media are immutable for a year; public files last a week and revalidate", async () => {
    const home = await (await t.request("/")).text();
    const script = home.match(/src="(\/assets\/[^"]+\.js)"/)![1]!;
    expect((await t.request(script)).headers.get("cache-control")).toBe("public, max-age=31536000, immutable");

    const added = await json(await call.form("/api/admin/addlogo", { name: "Cached Media", image: await imageFile() }));
    expect((await t.request(added.logo.image)).headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    await call.json("/api/admin/deletelogo", { id: added.logo._id });

    const font = await t.request("/fonts/inter-latin-wght-normal.woff2");
    expect(font.headers.get("cache-control")).toBe("public, max-age=604800");
    const etag = font.headers.get("etag")!;
    expect((await t.request("/fonts/inter-latin-wght-normal.woff2", { headers: { "if-none-match": etag } })).status).toBe(304);
  });
});
