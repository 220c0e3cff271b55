// The browser bundle: hashed, minified, split per page, with admin code kept off public pages.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { resolveRoute } from "../client/resolve-route.ts";
import { routes } from "../client/routes.tsx";
import { startTestApp, testClientBuild, type TestApp } from "./support/app.ts";
import { publicPaths } from "./support/site-paths.ts";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 60_000);
afterAll(() => t.close());

const scriptsOf = (html: string) => [...html.matchAll(/<(?:script type="module" src|link rel="modulepreload" href)="([^"]+)"/g)].map((m) => m[1]!);

describe("client build", () => {
  test("every page module in the route table has its own chunk", async () => {
    const build = await testClientBuild();
    for (const route of routes) expect(build.chunksFor(route.page.module).length).toBeGreaterThan(0);
  });

  test("file names carry a content hash and are served with immutable caching", async () => {
    const build = await testClientBuild();
    expect(build.entry).toMatch(/^\/assets\/entry-[a-z0-9]{8}\.js$/);
    expect(build.css).toMatch(/^\/assets\/entry-[a-z0-9]{8}\.css$/);
    expect(build.adminCss).toMatch(/^\/assets\/admin-index-[a-z0-9]{8}\.css$/);
    const response = await t.request(build.entry, { headers: { "accept-encoding": "br, gzip" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("content-encoding")).toBe("br");
    expect(response.headers.get("content-type")).toStartWith("text/javascript");
  });

  test("the bundle is minified", async () => {
    const build = await testClientBuild();
    const entry = new TextDecoder().decode(build.assets.get(build.entry)!.body);
    expect(entry.split("\n").length).toBeLessThan(50);
  });

  test.each(publicPaths.slice(0, 8))("%s loads no admin code", async (path) => {
    const build = await testClientBuild();
    const html = await (await t.request(path)).text();
    const adminChunks = new Set(routes.filter((r) => String(r.path).startsWith("/admin")).map((r) => build.chunksFor(r.page.module)[0]));
    const loaded = scriptsOf(html);
    expect(loaded.length).toBeGreaterThan(0);
    for (const url of loaded) expect(adminChunks.has(url)).toBe(false);
    expect(resolveRoute(path).page.module).not.toContain("/admin/");
  });

  test("the page's own chunk is preloaded alongside the entry", async () => {
    const build = await testClientBuild();
    const html = await (await t.request("/portfolio")).text();
    expect(scriptsOf(html)).toContain(build.chunksFor("client/pages/portfolio/page.tsx")[0]!);
  });

  test("a public page links only the site's stylesheet, free of admin styles; an admin page adds its own", async () => {
    const build = await testClientBuild();
    const text = (url: string) => new TextDecoder().decode(build.assets.get(url)!.body);
    expect(text(build.adminCss)).toContain(".admin");
    expect(text(build.css)).toContain(".hero");
    expect(text(build.css)).not.toContain(".admin");

    const linked = (html: string) => [...html.matchAll(/<link rel="stylesheet" href="([^"]+)">/g)].map((m) => m[1]);
    expect(linked(await (await t.request("/")).text())).toEqual([build.css]);
    expect(linked(await (await t.request("/admin/login")).text())).toEqual([build.css, build.adminCss]);
    expect((await t.request(build.adminCss)).headers.get("content-type")).toStartWith("text/css");
  });

  test("an unknown asset is a 404", async () => {
    expect((await t.request("/assets/entry-00000000.js")).status).toBe(404);
  });
});
