import { describe, expect, test } from "bun:test";
import { cachedBody } from "../http/cached-body.ts";
import { createRenderCache } from "./render-cache.ts";

const page = cachedBody(200, new Uint8Array([1]), {});

describe("the render cache's maximum age", () => {
  test("no entry is served past the maximum age, and a render that read its data before then is not kept", () => {
    let now = 0;
    const cache = createRenderCache({ maxAgeSeconds: 60, now: () => now });
    cache.set("/", page, cache.generation(), ["studio"]);
    now = 30_000;
    cache.set("/no-such-page", page, cache.generation(), ["studio"], "other");
    const renderStarted = cache.generation();
    now = 59_999;
    expect(cache.get("/")).toBe(page);
    expect(cache.get("/no-such-page")).toBe(page);
    now = 60_000;
    expect(cache.get("/")).toBeUndefined();
    expect(cache.get("/no-such-page")).toBeUndefined();
    expect(cache.size).toBe(0);
    cache.set("/portfolio", page, renderStarted, ["studio"]);
    expect(cache.get("/portfolio")).toBeUndefined();
    // A render that starts now is kept, for the age again.
    cache.set("/", page, cache.generation(), ["studio"]);
    now = 119_999;
    expect(cache.get("/")).toBe(page);
  });

  test("a hit given the time its caller read is judged by that time, as by the cache's own clock", () => {
    const now = 0;
    const cache = createRenderCache({ maxAgeSeconds: 60, now: () => now });
    cache.set("/", page, cache.generation(), ["studio"]);
    expect(cache.get("/", 59_999)).toBe(page);
    // The clock has not moved, but the request came at the end of the age: the page is not served.
    expect(cache.get("/", 60_000)).toBeUndefined();
    expect(cache.size).toBe(0);
  });
});
