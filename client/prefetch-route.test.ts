import { afterEach, expect, test } from "bun:test";
import { prefetchRoute } from "./prefetch-route.ts";

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

function recordFetches(): string[] {
  const urls: string[] = [];
  globalThis.fetch = (async (input: string | URL | Request) => {
    urls.push(String(input));
    return Response.json({ data: { logos: [], reviews: [], work: [] } });
  }) as typeof fetch;
  return urls;
}

test("a route with page data prefetches its code and its data, ignoring query and hash", async () => {
  const urls = recordFetches();
  await prefetchRoute("/?from=nav#about");
  expect(urls).toEqual(["/api/page-data/home"]);
});

test("a route without page data prefetches only its code", async () => {
  const urls = recordFetches();
  await prefetchRoute("/admin/login");
  expect(urls).toEqual([]);
});
