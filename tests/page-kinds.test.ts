// Every page kind of the contract is reachable both ways: the browser's route table and the
// server's loaders name the same kinds, and each kind's data path reads back as the request it
// was made from, so a page that renders on the server also loads on client-side navigation.
import { describe, expect, test } from "bun:test";
import { PAGE_KINDS, pageDataPath, requestFromPath } from "../client/contract/page-data.ts";
import { matchPage } from "../client/resolve-route.ts";
import { routerPath } from "../client/router-path.ts";
import { routes } from "../client/routes.tsx";
import type { Sql } from "../src/platform/db/connect.ts";
import { createPageDataLoaders } from "../src/page-data-loaders.ts";
import { contactPath, publicPaths } from "./support/site-paths.ts";

const kinds = Object.keys(PAGE_KINDS).sort();

/** The request a data path names, split and decoded as GET /api/page-data/* does. */
function readBack(path: string) {
  const [kind, ...segments] = path
    .replace(/^\/api\/page-data\//, "")
    .split("/")
    .map(decodeURIComponent);
  return requestFromPath(kind!, segments);
}

describe("page kinds", () => {
  test("the route table reads every kind, the server has a loader for every kind, and neither names another", () => {
    // The loaders only keep the connection; nothing is read here.
    const loaders = createPageDataLoaders({} as Sql, { secret: "s" });
    const routeKinds = new Set(routes.flatMap((route) => (route.data ? [route.data.kind] : [])));
    expect<string[]>([...routeKinds].sort()).toEqual(kinds);
    expect(
      Object.keys(loaders)
        .filter((name) => name !== "studio" && name !== "site")
        .sort(),
    ).toEqual(kinds);
  });

  // A service and a slug in another case, and an address the owner may give a new service.
  const paths = [...publicPaths, contactPath, "/Guidelines/Thunder", "/Interior-Design", "/interior-design/loft-kitchen"];

  test("every kind has a page among the samples", () => {
    expect<(string | undefined)[]>([...new Set(paths.map((path) => matchPage(routerPath(path))?.request?.kind))].sort()).toEqual(kinds);
  });

  test.each(paths)("%s: the data path reads back as the same request", (path) => {
    const request = matchPage(routerPath(path))!.request!;
    expect(readBack(pageDataPath(request))).toEqual(request);
  });

  // Spaces, escapes, non-ASCII: no project's slug has them (client/contract/projects.ts), so they are looked up nowhere.
  test.each(["/socialmedia/a%20b", "/photomanupulation/caf%C3%A9", "/webdesign/100+done", "/animation/✓", "/a.b", "/no-such-page/evil.example"])(
    "%s: no page reads data for it",
    (path) => expect(matchPage(routerPath(path))).toBeNull(),
  );

  test("a data path naming no kind, a wrong number of arguments or no service reads as nothing", () => {
    for (const path of [
      "/api/page-data/nothing",
      "/api/page-data/toString",
      "/api/page-data/home/extra",
      "/api/page-data/service/a.b",
      "/api/page-data/gallery/guidelines",
      "/api/page-data/gallery/guidelines/",
    ]) {
      expect({ path, request: readBack(path) }).toEqual({ path, request: null });
    }
  });
});
