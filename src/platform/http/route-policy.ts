// What a route declares about a request before its body is read: how large a body it takes
// (`bodyLimit`) and whether it is a sign-in step, which anyone may call without a token
// (`signIn`). Both are route options, written beside the handler; but they are needed before
// Elysia routes the request (the listener counts the body as it arrives, and the early hooks
// refuse it), so they are read from the app's own list of routes into one table, looked up by
// the request's path.
import { Elysia } from "elysia";

export type BodyLimit = { maxBytes: number; message: string };

type RoutePolicy = { bodyLimit?: BodyLimit; signIn?: boolean };

/** The route options `bodyLimit` and `signIn`, for a route set whose routes declare them. */
export function routePolicy() {
  return new Elysia({ name: "route-policy" }).macro({
    bodyLimit: (_limit: BodyLimit) => ({}),
    signIn: (_on: boolean) => ({}),
  });
}

/** A route as the app lists it (Elysia's `app.routes`). */
type ListedRoute = { path: string; hooks: Partial<Record<keyof RoutePolicy, unknown>> };

/** The policy a request's route declares, if any. */
export type PolicyOf = (request: Request) => RoutePolicy | undefined;

/**
 * The policies the app's routes declare, by path (":name" one segment, "*" the rest). The table is
 * made at the first request, when every route is registered.
 */
export function routePolicies(routes: () => readonly ListedRoute[]): PolicyOf {
  let table: { exact: Map<string, RoutePolicy>; patterns: { pattern: RegExp; policy: RoutePolicy }[] } | undefined;
  return (request) => {
    table ??= policyTable(routes());
    const path = pathOf(request.url);
    return table.exact.get(path) ?? table.patterns.find(({ pattern }) => pattern.test(path))?.policy;
  };
}

function policyTable(routes: readonly ListedRoute[]) {
  const exact = new Map<string, RoutePolicy>();
  const patterns: { pattern: RegExp; policy: RoutePolicy }[] = [];
  for (const { path, hooks } of routes) {
    const policy: RoutePolicy = {};
    if (hooks.bodyLimit) policy.bodyLimit = hooks.bodyLimit as BodyLimit;
    if (hooks.signIn === true) policy.signIn = true;
    if (!policy.bodyLimit && !policy.signIn) continue;
    if (!/[:*]/.test(path)) exact.set(path, { ...exact.get(path), ...policy });
    else patterns.push({ pattern: pathPattern(path), policy });
  }
  return { exact, patterns };
}

const pathPattern = (path: string) =>
  new RegExp(
    `^${path
      .split("/")
      .map((segment) => (segment.startsWith(":") ? "[^/]+" : segment === "*" ? ".*" : segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
      .join("/")}$`,
  );

/** The path of a request's URL, without its query. */
function pathOf(url: string): string {
  const start = url.indexOf("/", url.indexOf("//") + 2);
  const query = url.indexOf("?", start);
  return start === -1 ? "/" : url.slice(start, query === -1 ? undefined : query);
}
