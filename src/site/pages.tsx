// Every URL that is not an API call, an asset or a public file: React rendered on the server
// through the shared route table, streamed, then kept in the render cache for the next visitor.
import { Elysia } from "elysia";
import { Router } from "wouter";
import { App } from "../../client/app.tsx";
import { pageDataPath, type InitialData, type PageDataRequest, type PageDataResult } from "../../client/contract/page-data.ts";
import type { DocumentMap } from "../../client/contract/documents/registry.ts";
import type { SiteWords } from "../../client/contract/documents/site.ts";
import type { Studio } from "../../client/contract/studio.ts";
import { iconLinks, previewImage } from "../../client/contract/mark.ts";
import { InitialDataContext } from "../../client/page-data.ts";
import { canonicalPath, matchPage, type RouteMatch } from "../../client/resolve-route.ts";
import { routerPath } from "../../client/router-path.ts";
import { notFoundMeta, notFoundPage } from "../../client/routes.tsx";
import { SiteContext } from "../../client/site.ts";
import { StudioContext } from "../../client/studio.ts";
import type { Logger } from "../platform/logger.ts";
import { cachedBody } from "../platform/http/cached-body.ts";
import { pickEncoding } from "../platform/http/encoding.ts";
import { fail } from "../platform/http/errors.ts";
import { ADMIN_SCREEN_HEADERS } from "../platform/http/security-headers.ts";
import type { ClientBuild } from "../platform/ssr/client-build.ts";
import type { GivenPage, PageRenderer } from "../platform/ssr/page-renderer.ts";
import { documentHead, documentTail } from "./document.ts";
import { errorPage } from "../platform/ssr/error-page.ts";
import { emptyPageData, loadPageData, pageTags, type PageDataLoaders } from "./page-data.ts";
import type { CachePool, RenderCache } from "../platform/cache/render-cache.ts";
import { streamDocument } from "../platform/ssr/stream.ts";

export type PagesDeps = {
  build: ClientBuild;
  cache: RenderCache;
  loaders: PageDataLoaders;
  /** The studio's details shown while they cannot be read and never were (the seed's). */
  fallbackStudio: Studio;
  /** The page documents shown while they cannot be read and never were (the seed's). */
  fallbackDocuments: DocumentMap;
  publicUrl: string;
  log: Logger;
};

/** What client/entry.tsx imports once the page is painted. */
const HYDRATE_MODULE = "client/hydrate.tsx";

const HTML_HEADERS = {
  "content-type": "text/html; charset=utf-8",
  // Always revalidate: the ETag makes that a cheap 304 while nothing changed.
  "cache-control": "no-cache",
};

/** What pages (and the public files before them) answer to; anything else is a 405. */
const PAGE_METHODS = "GET, HEAD";

/** A page is cached per path and query: the query may change what it shows. */
const pageCacheKey = (url: { pathname: string; search: string }) => url.pathname + url.search;

export function pageRenderer(deps: PagesDeps): PageRenderer {
  const shared = sharedReader(deps);
  return async (request, given) => {
    const url = new URL(request.url);
    const key = pageCacheKey(url);
    try {
      return await renderPage(deps, shared, request, key, given);
    } catch (error) {
      deps.log.error(`render failed for ${key}`, error);
      return new Response(errorPage(deps.build), { status: 500, headers: { ...HTML_HEADERS, "cache-control": "no-store" } });
    }
  };
}

export function pageRoutes({ cache }: { cache: RenderCache }, render: PageRenderer) {
  return (
    new Elysia({ name: "pages" })
      .all("/*", () => fail(405, "This address only answers GET.", { allow: PAGE_METHODS }))
      // The sign-in form posts to its own page; the scripts always take it over first (even one
      // sent before they arrived: src/platform/http/hold-submit.ts), so this answers a browser with them
      // turned off: back to the form, which says the admin needs them. The body is never read.
      .post("/admin/login", () => new Response(null, { status: 303, headers: { location: "/admin/login" } }))
      .get("/*", async ({ request }) => {
        const url = new URL(request.url);
        const key = pageCacheKey(url);
        // Usually answered before routing (src/platform/http/cached-first.ts); this serves what that skips.
        const cached = cache.get(key);
        if (cached) return cached.send(request);
        return render(request);
      })
  );
}

/** What every page shows whatever its kind: the studio's details and the site document with the shown services. */
type Shared = { studio: Studio; site: SiteWords };
type SharedRead = Shared & { fresh: boolean };

/**
 * The studio's details and the site document for a render. They change only by an admin write
 * (or publish), and every one bumps the render cache's generation (on every instance), so the
 * last read is reused until then. While the database cannot be read, pages keep showing the
 * last ones read (the seed's only if none ever were), and are not cached.
 */
function sharedReader(deps: PagesDeps): () => Promise<SharedRead> {
  let last: (Shared & { generation: number }) | undefined;
  return async () => {
    const generation = deps.cache.generation();
    if (last?.generation === generation) return { studio: last.studio, site: last.site, fresh: true };
    try {
      const [studio, site] = await Promise.all([deps.loaders.studio(), deps.loaders.site()]);
      last = { studio, site, generation };
      return { studio, site, fresh: true };
    } catch (error) {
      deps.log.warn(`studio details or site document unavailable: ${(error as Error).message}`);
      return { studio: last?.studio ?? deps.fallbackStudio, site: last?.site ?? { ...deps.fallbackDocuments.site, services: [] }, fresh: false };
    }
  };
}

async function renderPage(deps: PagesDeps, readShared: () => Promise<SharedRead>, asked: Request, key: string, given?: GivenPage): Promise<Response> {
  const url = new URL(asked.url);
  const generation = deps.cache.generation();
  const path = routerPath(url.pathname);
  const match = matchPage(path, url.search);
  // Another spelling of a page's address (an escaped letter, another case, a trailing slash):
  // moved for good to its own, which the browser's router reads the same way. Kept with the
  // made-up URLs, so that a flood of spellings pushes no real page out.
  const own = match && canonicalPath(path, match);
  if (own && own !== url.pathname) {
    // A record keeps its own spelling (a service's "WebDesign"): where its data moves the page,
    // the redirect goes there in one hop rather than through the decoded spelling first.
    const moved = match.request ? await loadPageData(deps.loaders, match.request).catch(() => null) : null;
    const location = moved?.status === 301 ? moved.location : own + url.search;
    const headers = { location, "cache-control": "no-cache" };
    deps.cache.set(key, cachedBody(301, new Uint8Array(), headers), generation, pageTags(undefined), "other");
    return new Response(null, { status: 301, headers });
  }
  const request = match?.request ?? null;
  const read = given ? { result: given.result, cacheable: false } : request ? readData(deps, request, key) : null;
  const [{ studio, site, fresh }, result] = await Promise.all([readShared(), read]);
  const data = result?.result ?? null;
  // Data made for this one request (a signed form token) is never served to another.
  let cacheable = fresh && (result?.cacheable ?? true) && !(data?.status === 200 && data.uncached);
  // A renamed project's old address: moved for good, to the record's current one.
  if (data?.status === 301) return new Response(null, { status: 301, headers: { location: data.location, "cache-control": "no-cache" } });

  const found = !!match && data?.status !== 404;
  const page = found ? match.route.page : notFoundPage;
  const adminScreen = page.module.startsWith("client/pages/admin/");
  const headers = adminScreen ? { ...HTML_HEADERS, ...ADMIN_SCREEN_HEADERS } : HTML_HEADERS;
  await page.preload();
  const meta = found ? match.route.meta({ data: data?.status === 200 ? data.data : null, params: match.params, studio, site }) : notFoundMeta(studio);
  const status = given?.status ?? (found ? 200 : 404);
  const initial: InitialData = { studio, site, path: request && pageDataPath(request), result: data };
  // A 404 embeds no data path: the requested address would be reflected into the page (the
  // browser reads its own address instead, client/hydrate.tsx).
  const embedded: InitialData = found ? initial : { ...initial, path: null };

  // A 404 names no URL of its own: the requested path would be reflected into the page.
  const address = deps.publicUrl + url.pathname.replace(/(.)\/+$/, "$1");
  const paging = found ? meta.paging : undefined;
  const atPage = (page: number) => address + (paging?.search(page) ?? "");
  const canonical = found ? atPage(paging?.page ?? 1) : null;
  const head = documentHead({
    meta,
    canonical,
    pageLinks: paging && {
      prev: paging.page > 1 ? atPage(paging.page - 1) : null,
      next: paging.page < paging.pages ? atPage(paging.page + 1) : null,
    },
    siteName: studio.fullName,
    publicUrl: deps.publicUrl,
    icons: iconLinks(studio.mark, studio.name),
    previewImage: previewImage(studio.mark, studio.name),
    // Admin styles only on admin screens: a public page's one render-blocking file stays small.
    css: adminScreen ? [deps.build.css, deps.build.adminCss] : [deps.build.css],
    entry: deps.build.entry,
    devReload: deps.build.devReload,
    chunks: [...new Set([...deps.build.chunksFor(HYDRATE_MODULE), ...deps.build.chunksFor(page.module)])].filter((url) => url !== deps.build.entry),
    initial: embedded,
  });
  const element = (
    <StudioContext value={studio}>
      <SiteContext value={site}>
        <InitialDataContext value={initial}>
          <Router ssrPath={url.pathname} ssrSearch={url.search.replace(/^\?/, "")}>
            <App />
          </Router>
        </InitialDataContext>
      </SiteContext>
    </StudioContext>
  );
  const stream = await streamDocument(element, {
    head,
    tail: documentTail(embedded),
    onError(error) {
      cacheable = false;
      deps.log.error(`render error in ${key}`, error);
    },
  });

  const [toClient, toCache] = stream.tee();
  void new Response(toCache).bytes().then(
    (html) => {
      if (cacheable) deps.cache.set(key, cachedBody(status, html, headers), generation, pageTags(request?.kind), cachePool(match, found, url));
    },
    () => {},
  );
  // A page drawn for this one request is never kept compressed in the cache: it is compressed as it streams.
  const oneRequest = !!given || (data?.status === 200 && !!data.uncached);
  const gzip = oneRequest && pickEncoding(asked.headers) !== null;
  const body = gzip ? toClient.pipeThrough(new CompressionStream("gzip") as ReadableWritablePair<Uint8Array, Uint8Array>) : toClient;
  const drawn = { ...(oneRequest ? { "cache-control": "no-store" } : {}), ...(gzip ? { "content-encoding": "gzip" } : {}) };
  return new Response(body, { status, headers: { ...headers, vary: "accept-encoding", ...drawn, ...given?.headers } });
}

/** The page's data; when it cannot be read, the page's empty state (uncached), if it has one. */
async function readData(deps: PagesDeps, request: PageDataRequest, key: string): Promise<{ result: PageDataResult; cacheable: boolean }> {
  try {
    return { result: await loadPageData(deps.loaders, request), cacheable: true };
  } catch (error) {
    const empty = emptyPageData(request, deps.fallbackDocuments);
    if (!empty) throw error;
    // The page still renders, with its sections in their empty state; it is not cached.
    deps.log.warn(`page data "${request.kind}" unavailable for ${key}: ${(error as Error).message}`);
    return { result: { status: 200, data: empty }, cacheable: false };
  }
}

/**
 * A real page at its own address goes to the main pool. A 404, a query string, or an admin
 * screen for an id (any id answers 200: the screen loads the record itself) is a URL anyone can
 * make up by the thousand, so it only ever competes with other made-up URLs.
 */
function cachePool(match: RouteMatch | null, found: boolean, url: URL): CachePool {
  if (!match || !found || url.search) return "other";
  const admin = match.route.page.module.startsWith("client/pages/admin/");
  return admin && Object.keys(match.params).length > 0 ? "other" : "real";
}
