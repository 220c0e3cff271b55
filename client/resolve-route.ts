// Which page a URL shows, decided by wouter's own matcher over the route table, in the same
// order <Switch> uses. The server uses it for status, <head> and data; the browser to preload.
import { parse } from "regexparam";
import { matchRoute } from "wouter";
import type { LazyPage } from "./lazy-page.tsx";
import { notFoundMeta, notFoundPage, routes, type PageMeta, type RouteDef } from "./routes.tsx";

export type ResolvedRoute = {
  route: RouteDef | null;
  page: LazyPage;
  params: Record<string, string | undefined>;
  meta: PageMeta;
  status: 200 | 404;
};

export function resolveRoute(path: string): ResolvedRoute {
  for (const route of routes) {
    const [matched, params] = matchRoute(parse, route.path, path);
    if (!matched) continue;
    const meta = route.meta(params ?? {});
    if (meta) return { route, page: route.page, params: params ?? {}, meta, status: 200 };
    break;
  }
  return { route: null, page: notFoundPage, params: {}, meta: notFoundMeta, status: 404 };
}
