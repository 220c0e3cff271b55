// Every URL that is not an API call, an asset or a public file: React rendered on the server
// through the shared route table, streamed, then kept in the render cache for the next visitor.
import { Elysia } from "elysia";
import { Router } from "wouter";
import { App } from "../../client/app.tsx";
import { InitialDataContext, type InitialData } from "../../client/page-data.ts";
import { resolveRoute } from "../../client/resolve-route.ts";
import { studio } from "../../client/content/studio.ts";
import type { Logger } from "../logger.ts";
import { cachedBody, sendCached } from "../http/cached-body.ts";
import type { ClientBuild } from "./client-build.ts";
import { documentHead, documentTail } from "./document.ts";
import { errorPage } from "./error-page.ts";
import { emptyPageData, type PageDataLoaders } from "./page-data.ts";
import type { RenderCache } from "./render-cache.ts";
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
};

export function pageRoutes(deps: PagesDeps) {
  return new Elysia({ name: "pages" }).get("/*", async ({ request }) => {
    const url = new URL(request.url);
    const key = url.pathname + url.search;
    const cached = deps.cache.get(key);
    if (cached) return sendCached(request, cached, HTML_HEADERS);
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

  // A 404 names no URL of its own: the requested path would be reflected into the page.
  const canonical = resolved.status === 200 ? deps.publicUrl + url.pathname.replace(/(.)\/+$/, "$1") : null;
  const head = documentHead({
    meta: resolved.meta,
    canonical,
    siteName: studio.fullName,
    publicUrl: deps.publicUrl,
    // Admin styles only on admin screens: a public page's one render-blocking file stays small.
    css: resolved.page.module.startsWith("client/pages/admin/") ? [deps.build.css, deps.build.adminCss] : [deps.build.css],
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
    if (cacheable) deps.cache.set(key, cachedBody(resolved.status, html), generation);
  }, () => {});
  return new Response(toClient, { status: resolved.status, headers: { ...HTML_HEADERS, vary: "accept-encoding" } });
}
