// Every URL that is not an API call, an asset or a public file: React rendered on the server
// through the shared route table, streamed, then kept in the render cache for the next visitor.
import { Elysia } from "elysia";
import { gzipSync } from "node:zlib";
import { Router } from "wouter";
import { App } from "../../client/app.tsx";
import { InitialDataContext, type InitialData } from "../../client/page-data.ts";
import { resolveRoute } from "../../client/resolve-route.ts";
import { studio } from "../../client/content/studio.ts";
import type { Logger } from "../logger.ts";
import { acceptsEncoding, isFresh } from "../http/encoding.ts";
import type { ClientBuild } from "./client-build.ts";
import { documentHead, documentTail } from "./document.ts";
import { errorPage } from "./error-page.ts";
import { emptyPageData, type PageDataLoaders } from "./page-data.ts";
import type { CachedPage, RenderCache } from "./render-cache.ts";
import { streamDocument } from "./stream.ts";

export type PagesDeps = {
  build: ClientBuild;
  cache: RenderCache;
  loaders: PageDataLoaders;
  publicUrl: string;
  log: Logger;
};

const HTML_HEADERS = {
  "content-type": "text/html; charset=utf-8",
  // Always revalidate: the ETag makes that a cheap 304 while nothing changed.
  "cache-control": "no-cache",
  vary: "accept-encoding",
};

export function pageRoutes(deps: PagesDeps) {
  return new Elysia({ name: "pages" }).get("/*", async ({ request }) => {
    const url = new URL(request.url);
    const key = url.pathname + url.search;
    const cached = deps.cache.get(key);
    if (cached) return cachedResponse(request, cached);
    try {
      return await renderPage(deps, url, key);
    } catch (error) {
      deps.log.error(`render failed for ${key}`, error);
      return new Response(errorPage(deps.build), { status: 500, headers: { ...HTML_HEADERS, "cache-control": "no-store" } });
    }
  });
}

async function renderPage(deps: PagesDeps, url: URL, key: string): Promise<Response> {
  const generation = deps.cache.generation();
  const resolved = resolveRoute(url.pathname);
  await resolved.page.preload();

  let cacheable = true;
  const initial: InitialData = { kind: null, data: null };
  const kind = resolved.route?.data;
  if (kind) {
    initial.kind = kind;
    try {
      initial.data = await deps.loaders[kind]();
    } catch (error) {
      // The page still renders, with its sections in their empty state; it is not cached.
      deps.log.warn(`page data "${kind}" unavailable for ${key}: ${(error as Error).message}`);
      initial.data = emptyPageData[kind];
      cacheable = false;
    }
  }

  const canonical = deps.publicUrl + url.pathname.replace(/(.)\/+$/, "$1");
  const head = documentHead({
    meta: resolved.meta,
    canonical,
    siteName: studio.fullName,
    publicUrl: deps.publicUrl,
    css: deps.build.css,
    entry: deps.build.entry,
    preload: deps.build.chunksFor(resolved.page.module).filter((url) => url !== deps.build.entry),
    initial,
  });
  const element = (
    <InitialDataContext value={initial}>
      <Router ssrPath={url.pathname} ssrSearch={url.search.replace(/^\?/, "")}>
        <App />
      </Router>
    </InitialDataContext>
  );
  const stream = await streamDocument(element, {
    head,
    tail: documentTail(initial),
    onError(error) {
      cacheable = false;
      deps.log.error(`render error in ${key}`, error);
    },
  });

  const [toClient, toCache] = stream.tee();
  void new Response(toCache).bytes().then((html) => {
    if (!cacheable) return;
    const page: CachedPage = { status: resolved.status, html, gzip: new Uint8Array(gzipSync(html)), etag: `"${Bun.hash(html).toString(36)}"` };
    deps.cache.set(key, page, generation);
  }, () => {});
  return new Response(toClient, { status: resolved.status, headers: HTML_HEADERS });
}

function cachedResponse(request: Request, page: CachedPage): Response {
  const headers: Record<string, string> = { ...HTML_HEADERS, etag: page.etag };
  if (isFresh(request, page.etag)) return new Response(null, { status: 304, headers });
  if (acceptsEncoding(request, "gzip")) {
    headers["content-encoding"] = "gzip";
    return new Response(page.gzip, { status: page.status, headers });
  }
  return new Response(page.html, { status: page.status, headers });
}
