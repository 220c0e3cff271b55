// Which route a URL shows, decided by wouter's own matcher over the route table, with the
// page data it reads. The one matcher: the server calls it for the status, <head> and data;
// the browser to render (app.tsx), to hydrate (entry.tsx) and to preload (prefetch-link.tsx).
import { parse } from "regexparam";
import { matchRoute } from "wouter";
import type { PageDataRequest } from "./contract/page-data.ts";
import { routes, type Params, type RouteDef } from "./routes.tsx";

export type RouteMatch = { route: RouteDef; params: Params; request: PageDataRequest | null };

/** The route of a path and its data request; null when no route names it (the 404 page). */
export function matchPage(path: string): RouteMatch | null {
  for (const route of routes) {
    const [matched, found] = matchRoute(parse, route.path, path);
    if (!matched) continue;
    const params = found ?? {};
    if (!route.data) return { route, params, request: null };
    const request = route.data.request(params);
    return request ? { route, params, request } : null;
  }
  return null;
}
