// Warming up a page before it is shown: its code and, if it reads any, its data. The app hands
// this to every PrefetchLink through context (client/components/prefetch-link.tsx), so links
// never import the route table that imports the pages they sit on.
import { fetchPageData } from "./page-data.ts";
import { matchPage } from "./resolve-route.ts";
import { routerPath } from "./router-path.ts";
import { notFoundPage } from "./routes.tsx";

/** Loads the code (and page data, if any) of the page an internal href leads to. */
export async function prefetchRoute(href: string): Promise<void> {
  const url = new URL(href, "http://local");
  const match = matchPage(routerPath(url.pathname), url.search);
  await Promise.all([(match?.route.page ?? notFoundPage).preload(), match?.request ? fetchPageData(match.request) : null]);
}
