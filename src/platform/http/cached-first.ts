// Cached public answers (pages and public lists) leave before routing and the other hooks:
// on a hit nothing but a map lookup and a prebuilt Response happen, which is what keeps the
// site near the speed of a plain static server. Each cached body already carries everything
// every answer must (security headers, ETag, vary: src/platform/http/cached-body.ts); HSTS, which
// depends on how the request came, is chosen here (its header set is prebuilt too). A header that must go on *every* answer
// belongs in SECURITY_HEADERS (or here), not only in a hook.
import type { CachedBody } from "./cached-body.ts";
import { ELYSIA_PATH_SEARCH_START } from "./routable-host.ts";
import { forwardedHttps } from "./security-headers.ts";

/** What this needs of the render cache (src/platform/cache/render-cache.ts, a layer above): a kept answer by its key. */
type CachedAnswers = { get(key: string, at?: number): CachedBody | undefined };

/** A cached answer, with the path it answers (without the query) for its request line. */
export type CachedAnswer = { response: Response; path: string };

/**
 * The cached answer to a GET, or undefined to let the app handle the request. `at`: performance.now()
 * as the caller read it when the request came (the render cache's clock; read again if not given).
 */
export function answerFromCache(cache: CachedAnswers, request: Request, trustProxy: boolean, at?: number): CachedAnswer | undefined {
  if (request.method !== "GET") return undefined;
  // Path and query straight from the URL string, read once (a Request's url is made anew on each
  // read). A URL that is not in normal form (dot segments, odd escapes) simply misses: its key
  // never equals one the app stored.
  const url = request.url;
  const pathStart = url.indexOf("/", url.indexOf("//") + 2);
  // A Host too short for Elysia's path search is the app's to refuse (src/platform/http/routable-host.ts).
  if (pathStart < ELYSIA_PATH_SEARCH_START) return undefined;
  const queryStart = url.indexOf("?", pathStart);
  const path = queryStart === -1 ? url.slice(pathStart) : url.slice(pathStart, queryStart);
  // A public list is kept under its path without the query (src/platform/cache/cached-json.ts).
  const hit = cache.get(queryStart === -1 || path.startsWith("/api/") ? path : url.slice(pathStart), at);
  if (!hit) return undefined;
  // The request's headers once, for the ETag, the encoding and the scheme our proxy saw (on
  // this Bun the first read copies the parser's table into a Headers object).
  const headers = request.headers;
  const hsts = url.startsWith("https:") || (trustProxy && forwardedHttps(headers));
  return { response: hit.answer(headers, hsts), path };
}

/**
 * The app with cached answers in front of it: its `handle` answers a hit at once (no promise,
 * no Elysia context) and passes everything else on. Whatever serves the app through `handle`
 * (the server, the tests) gets the same behaviour. `cached` is the hit alone, for a server that
 * does per-request work (src/main.ts: the client's address) only for what the app answers.
 */
export function withCachedFirst<A extends { handle(request: Request): Promise<Response> }>(
  app: A,
  cache: CachedAnswers,
  { trustProxy }: { trustProxy: boolean },
): Omit<A, "handle"> & { handle(request: Request): Response | Promise<Response>; cached(request: Request, at?: number): CachedAnswer | undefined } {
  const handle = app.handle;
  const cached = (request: Request, at?: number) => answerFromCache(cache, request, trustProxy, at);
  return Object.assign(app, { cached, handle: (request: Request) => cached(request)?.response ?? handle(request) });
}
