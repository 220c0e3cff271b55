// Which route a URL shows, decided by wouter's own matcher over the route table, with the
// page data it reads. The one matcher: the server calls it for the status, <head> and data;
// the browser to render (app.tsx), to hydrate (entry.tsx) and to preload (prefetch-link.tsx).
//
// Both read the path as wouter reads the browser's: percent-escapes decoded once
// (client/router-path.ts), so /%61nimation is /animation on both sides. The route table matches
// any case and a trailing slash; the server answers every such spelling with a 301 to the
// page's own (canonicalPath), so each page is rendered and cached at one address.
//
// wouter reads a route's pattern with regexparam's parse (its router's default parser) and
// exports no way to reach it outside a render, where the server matches: so we import it
// ourselves, declared at the version wouter takes, and client/resolve-route.test.ts checks it is
// the very function wouter's router uses (one copy, installed once).
import { parse } from "regexparam";
import { matchRoute } from "wouter";
import type { PageDataRequest } from "./contract/page-data.ts";
import { routes, type Params, type RouteDef } from "./routes.tsx";

export type RouteMatch = { route: RouteDef; params: Params; request: PageDataRequest | null };

/**
 * The route of a (decoded) path and its data request (a list's page read from the query string,
 * `search`); null when no route names it (the 404 page). A "%" left after decoding (an escaped
 * "/", "?" or "#", a malformed escape, a "%" of its own) is in no page's address.
 */
export function matchPage(path: string, search = ""): RouteMatch | null {
  if (path.includes("%")) return null;
  for (const route of routes) {
    const [matched, found] = matchRoute(parse, route.path, path);
    if (!matched) continue;
    const params = found ?? {};
    if (!route.data) return { route, params, request: null };
    const request = route.data.request(params, search);
    return request ? { route, params, request } : null;
  }
  return null;
}

/**
 * The address a matched (decoded) path's page is at, escaped as browsers send it: the route's
 * own spelling of its fixed parts, the parameters as given, no trailing slash; a pattern
 * route's own (RouteDef.canonical).
 */
export function canonicalPath(path: string, match: RouteMatch): string {
  const trimmed = path.replace(/(.)\/+$/, "$1");
  if (typeof match.route.path !== "string") return encodeURI(match.route.canonical?.(match.params) ?? trimmed);
  const own = match.route.path.split("/");
  return encodeURI(
    trimmed
      .split("/")
      .map((segment, i) => (own[i]?.startsWith(":") ? segment : (own[i] ?? segment)))
      .join("/"),
  );
}
