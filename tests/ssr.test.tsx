// Server rendering: every route answers with its own title, streamed; unknown paths get the
// designed 404; a render error gets the 500 page and the server keeps serving.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { Suspense, use } from "react";
import { streamDocument } from "../src/platform/ssr/stream.ts";
import { seedDocuments } from "../src/features/seed/documents.ts";
import { startTestApp, type TestApp } from "./support/app.ts";
import { adminPaths, publicPaths } from "./support/site-paths.ts";
import { until } from "./support/until.ts";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 180_000);
afterAll(() => t.close());

const titleOf = (html: string) => html.match(/<title>([^<]*)<\/title>/)?.[1] ?? "";

describe("every route renders on the server", () => {
  test.each([...publicPaths, ...adminPaths])("%s: 200, its own title, real HTML before any script runs", async (path) => {
    const response = await t.request(path);
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(titleOf(html)).toMatch(/\S/);
    expect(html).toMatch(/<div id="root">.*<h1[^>]*>.+<\/h1>/s);
    expect(html).toContain('<script type="application/json" id="page-data">');
  });

  test("titles are unique across public pages", async () => {
    const titles = await Promise.all(publicPaths.map(async (path) => titleOf(await (await t.request(path)).text())));
    expect(new Set(titles).size).toBe(titles.length);
  });

  test("the home page embeds the logos and reviews it rendered, for hydration", async () => {
    const html = await (await t.request("/")).text();
    const json = html.match(/<script type="application\/json" id="page-data">(.*?)<\/script>/s)![1]!;
    const initial = JSON.parse(json);
    expect(initial.path).toBe("/api/page-data/home");
    expect(initial.result.data.logos).toHaveLength(16);
    expect(initial.result.data.reviews).toHaveLength(10);
    expect(initial.studio.fullName).toBe("Vanta Studio");
  });

  test("admin pages are kept out of search engines, public pages are not", async () => {
    expect(await (await t.request("/admin/login")).text()).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(await (await t.request("/portfolio")).text()).not.toContain('name="robots"');
  });
});

describe("streaming", () => {
  test("the head leaves before a slow boundary resolves, and the stream runs to its end", async () => {
    let release!: (value: string) => void;
    const slow = new Promise<string>((resolve) => (release = resolve));
    // biome-ignore lint/correctness/noComponentHookFactories: a component of this one test, rendered once
    function Slow() {
      return <p>{use(slow)}</p>;
    }
    const stream = await streamDocument(
      <main>
        <h1>Shell</h1>
        <Suspense fallback={<p>waiting</p>}>
          <Slow />
        </Suspense>
      </main>,
      {
        head: "<!doctype html><head></head><body>",
        tail: "</body>",
        onError: (e) => {
          throw e;
        },
      },
    );
    const reader = stream.getReader();
    const decoder = new TextDecoder();
    let received = decoder.decode((await reader.read()).value);
    while (!received.includes("waiting")) received += decoder.decode((await reader.read()).value);
    expect(received).toStartWith("<!doctype html>");
    expect(received).toContain("<h1>Shell</h1>");
    expect(received).not.toContain("late content");
    release("late content");
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) received += decoder.decode(chunk.value);
    expect(received).toContain("late content");
    expect(received).toEndWith("</body>");
  });

  test("a page response is a stream whose first chunk already holds the document head", async () => {
    t.cache.clear();
    const response = await t.request("/portfolio");
    expect(response.headers.get("content-length")).toBeNull();
    const first = new TextDecoder().decode((await response.body!.getReader().read()).value);
    expect(first).toStartWith("<!doctype html>");
    expect(first).toContain("</head>");
  });
});

describe("render cache", () => {
  test("the second visitor gets the cached page, compressed, with an ETag that answers 304", async () => {
    t.cache.clear();
    await (await t.request("/animation")).text();
    await until(() => t.cache.size > 0, { what: "the render to land in the cache" });
    const cached = await t.request("/animation", { headers: { "accept-encoding": "gzip" } });
    expect(cached.headers.get("content-encoding")).toBe("gzip");
    const etag = cached.headers.get("etag")!;
    expect(etag).toMatch(/^".+"$/);
    const again = await t.request("/animation", { headers: { "if-none-match": etag } });
    expect(again.status).toBe(304);
  });

  test("clearing the cache (an admin write) shows new data at the next request", async () => {
    await (await t.request("/")).text();
    await t.stores.sql`insert into logos (name) values ('Fresh Client Co')`;
    t.cache.clear();
    expect(await (await t.request("/")).text()).toContain("Fresh Client Co");
    await t.stores.sql`delete from logos where name = 'Fresh Client Co'`;
    t.cache.clear();
  });
});

describe("errors", () => {
  test.each(["/no-such-page", "/guidelines/no-such-project", "/photomanupulation/valkyrie/extra", "/admin/nothing-here"])(
    "%s: the designed 404 page with status 404",
    async (path) => {
      const response = await t.request(path);
      const html = await response.text();
      expect(response.status).toBe(404);
      expect(titleOf(html)).toStartWith("Page not found");
      expect(html).toContain("Back to home");
    },
  );

  test("unknown API paths answer JSON 404, not the HTML page", async () => {
    for (const method of ["GET", "POST"]) {
      const response = await t.request("/api/no-such-endpoint", { method });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ success: false, message: "No such API endpoint" });
    }
  });

  test("a render error answers the 500 page, is logged, and the server keeps serving", async () => {
    const exploding = {
      get logos(): never {
        throw new Error("boom while rendering");
      },
      get reviews(): never {
        throw new Error("boom while rendering");
      },
      work: [],
      document: seedDocuments.home,
    };
    const broken = await startTestApp({ stores: t.stores, loaders: { home: async () => ({ status: 200, data: exploding }) } });
    const response = await broken.request("/");
    const html = await response.text();
    expect(response.status).toBe(500);
    expect(html).toContain("Something went wrong on our side.");
    expect(broken.log.lines.some((line) => line.startsWith("error: render failed for /"))).toBe(true);
    expect((await broken.request("/portfolio")).status).toBe(200);
  });

  test("when page data cannot be read the page still renders, in its empty state, uncached", async () => {
    const failing = await startTestApp({ stores: t.stores, loaders: { home: () => Promise.reject(new Error("db down")) } });
    const response = await failing.request("/");
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toContain('"logos":[]');
    expect(failing.log.lines.some((line) => line.startsWith('warn: page data "home" unavailable'))).toBe(true);
    expect(failing.cache.size).toBe(0);
  });
});
