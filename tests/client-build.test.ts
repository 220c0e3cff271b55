// The browser bundle: hashed, minified, split per page, with admin code kept off public pages.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { matchPage } from "../client/resolve-route.ts";
import { routes } from "../client/routes.tsx";
import { startTestApp, testClientBuild, type TestApp } from "./support/app.ts";
import { publicPaths } from "./support/site-paths.ts";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 180_000);
afterAll(() => t.close());

/** The entry script and the chunks it loads once the page is painted (its data-chunks). */
const scriptsOf = (html: string) => {
  const [, entry, chunks] = html.match(/<script type="module" src="([^"]+)" data-chunks="([^"]*)"/) ?? [];
  return entry ? [entry, ...chunks!.split(" ").filter(Boolean)] : [];
};

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
    expect(matchPage(path)!.route.page.module).not.toContain("/admin/");
  });

  test.each(["/", "/portfolio", "/animation", "/guidelines/thunder"])(
    "%s carries no schema library or server code (contract types only)",
    async (path) => {
      const build = await testClientBuild();
      const html = await (await t.request(path)).text();
      for (const url of scriptsOf(html)) {
        const code = new TextDecoder().decode(build.assets.get(url)!.body);
        expect({ url, typebox: code.includes("TypeBox"), elysia: code.includes("elysia"), postgres: code.includes("postgres") }).toEqual({
          url,
          typebox: false,
          elysia: false,
          postgres: false,
        });
      }
    },
  );

  test("every script a page hydrates with asks Chrome to compile it eagerly, off the main thread; stylesheets stay valid CSS", async () => {
    const build = await testClientBuild();
    const text = (url: string) => new TextDecoder().decode(build.assets.get(url)!.body);
    for (const path of ["/", "/portfolio", "/guidelines/thunder"]) {
      const scripts = scriptsOf(await (await t.request(path)).text());
      expect(scripts.length).toBeGreaterThan(1);
      for (const url of scripts) expect({ url, firstLine: text(url).split("\n")[0] }).toEqual({ url, firstLine: "//# allFunctionsCalledOnLoad" });
    }
    for (const css of [build.css, build.adminCss]) expect(text(css)).not.toContain("allFunctionsCalledOnLoad");
  });

  test("the page's own chunk is named for the entry to load, and nothing but the entry is fetched before the first paint", async () => {
    const build = await testClientBuild();
    const html = await (await t.request("/portfolio")).text();
    expect(scriptsOf(html)).toContain(build.chunksFor("client/pages/portfolio/page.tsx")[0]!);
    expect(html).not.toContain("modulepreload");
    expect(html.match(/<script[^>]* src=/g)).toHaveLength(1);
    // The entry is a loader: React and the app come after the paint.
    expect(build.assets.get(build.entry)!.brotli.length).toBeLessThan(3 * 1024);
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
