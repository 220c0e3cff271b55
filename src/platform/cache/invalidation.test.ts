import { describe, expect, test } from "bun:test";
import { Elysia } from "elysia";
import { captureLogger } from "../../../tests/support/logger.ts";
import { cachedBody } from "../http/cached-body.ts";
import { errorHandler, fail } from "../http/errors.ts";
import { cacheInvalidation } from "./invalidation.ts";
import { createRenderCache } from "./render-cache.ts";

const body = cachedBody(200, new Uint8Array([1]), {});

function setup() {
  const cache = createRenderCache();
  cache.set("/", body, cache.generation(), ["studio", "logos"]);
  cache.set("/portfolio", body, cache.generation(), ["studio", "portfolio", "projects"]);
  cache.set("/api/admin/clients", body, cache.generation(), ["reviews"]);
  const seen: string[] = [];
  const app = new Elysia()
    .use(errorHandler(captureLogger()))
    .use(cacheInvalidation(cache))
    .post(
      "/write",
      ({ afterInvalidate }) => {
        afterInvalidate(async () => void seen.push(cache.get("/portfolio") ? "still cached" : "dropped first"));
        return { success: true };
      },
      { invalidates: ["projects"] },
    )
    .post("/refused", () => fail(404, "Project not found"), { invalidates: ["projects", "logos", "reviews"] });
  return { cache, seen, call: (path: string) => app.handle(new Request(`http://localhost${path}`, { method: "POST" })) };
}

describe("cache invalidation declared on the route", () => {
  test("a successful write drops exactly the entries showing the data it changed, then runs its cleanups", async () => {
    const { cache, seen, call } = setup();
    expect((await call("/write")).status).toBe(200);
    expect(cache.get("/portfolio")).toBeUndefined();
    expect(cache.get("/")).toBeDefined();
    expect(cache.get("/api/admin/clients")).toBeDefined();
    expect(seen).toEqual(["dropped first"]);
  });

  test("a refused write drops nothing", async () => {
    const { cache, call } = setup();
    expect((await call("/refused")).status).toBe(404);
    expect(cache.size).toBe(3);
  });

  test("a response made from data read before a drop is not kept", () => {
    const cache = createRenderCache();
    const before = cache.generation();
    cache.drop(["studio"]);
    cache.set("/", body, before, ["studio"]);
    expect(cache.get("/")).toBeUndefined();
  });
});
