// GET /media/<key>: uploaded images, streamed from the bucket. Keys never change content (a new
// upload gets a new key), so they are cached for a year; only keys of the server's own shape
// are looked up, which makes path tricks impossible.
import { Elysia } from "elysia";
import { fail } from "../http/errors.ts";
import { isObjectKey } from "./keys.ts";
import type { ObjectStore } from "./object-store.ts";

const SERVED_TYPES = new Set(["image/webp"]);

export function mediaRoutes({ objects }: { objects: ObjectStore }) {
  return new Elysia({ name: "media" }).get("/media/*", async ({ params, request }) => {
    const key = params["*"];
    if (!isObjectKey(key)) fail(404, "No such image");
    const object = await objects.get(key);
    if (!object) fail(404, "No such image");
    const etag = `"${object.etag.replace(/"/g, "")}"`;
    const headers: Record<string, string> = {
      etag,
      "cache-control": "public, max-age=31536000, immutable",
      "x-content-type-options": "nosniff",
      "content-type": SERVED_TYPES.has(object.contentType) ? object.contentType : "application/octet-stream",
    };
    if (request.headers.get("if-none-match") === etag) {
      await object.body.cancel();
      return new Response(null, { status: 304, headers });
    }
    return new Response(object.body, { headers: { ...headers, "content-length": String(object.size) } });
  });
}
