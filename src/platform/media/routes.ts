// GET /media/<key>: uploaded images and videos, streamed from the bucket. Keys never change content (a new
// upload gets a new key), so they are cached for a year, and a Range request can never mix two
// versions; only keys of the server's own shape are looked up, which makes path tricks
// impossible. A video is played by seeking through Range requests. The answer is an image or a
// video, never a document: its own CSP forbids everything. A variant set's original ("Full size")
// is a JPEG or a WebP; a set stored before originals were kept sends its largest width instead.
import { Elysia } from "elysia";
import { fail } from "../http/errors.ts";
import { parseRange } from "./byte-range.ts";
import { isObjectKey, setOf, variantWidth } from "./keys.ts";
import type { ObjectStore } from "./object-store.ts";
import type { Previews } from "./previews.ts";

const SERVED_TYPES = new Set(["image/webp", "image/avif", "image/jpeg", "video/mp4", "video/webm"]);

/** Opened directly (or framed), a media URL runs nothing and loads nothing. */
export const MEDIA_CSP = "default-src 'none'; sandbox";

export function mediaRoutes({ objects, previews }: { objects: ObjectStore; previews?: Previews }) {
  return new Elysia({ name: "media" }).get("/media/*", async ({ params, request, set }) => {
    set.headers["content-security-policy"] = MEDIA_CSP;
    const key = params["*"];
    if (!isObjectKey(key)) fail(404, "No such image");
    const wanted = parseRange(request.headers.get("range")) ?? undefined;
    let object = await objects.get(key, wanted);
    // A link preview not made yet is made now, if it is the current one of a stored set (previews.ts).
    if (!object && previews && (await previews.make(key))) object = await objects.get(key, wanted);
    if (!object && key.endsWith("/original")) return largestInstead(objects, setOf(key));
    if (!object) fail(404, "No such image");
    const etag = `"${object.etag.replace(/"/g, "")}"`;
    const headers: Record<string, string> = {
      etag,
      "cache-control": "public, max-age=31536000, immutable",
      "x-content-type-options": "nosniff",
      "content-security-policy": MEDIA_CSP,
      "accept-ranges": "bytes",
      "content-type": SERVED_TYPES.has(object.contentType) ? object.contentType : "application/octet-stream",
    };
    if (request.headers.get("if-none-match") === etag) {
      await object.body.cancel();
      return new Response(null, { status: 304, headers });
    }
    const { range, size } = object;
    if (range === "unsatisfiable") {
      return new Response(null, { status: 416, headers: { ...headers, "content-range": `bytes */${size}` } });
    }
    if (range) {
      const length = range.end - range.start + 1;
      return new Response(object.body, {
        status: 206,
        headers: { ...headers, "content-range": `bytes ${range.start}-${range.end}/${size}`, "content-length": String(length) },
      });
    }
    return new Response(object.body, { headers: { ...headers, "content-length": String(size) } });
  });
}

/**
 * "Full size" of a set stored before originals were kept: its largest width holds all the pixels
 * it has. A redirect, cached for minutes as pages are.
 */
async function largestInstead(objects: ObjectStore, set: string): Promise<Response> {
  const widths = (await objects.list(`${set}/`)).map((object) => variantWidth(object, "webp") ?? 0);
  const largest = Math.max(0, ...widths);
  if (largest === 0) fail(404, "No such image");
  return new Response(null, {
    status: 302,
    headers: { location: `/media/${set}/${largest}.webp`, "cache-control": "public, max-age=300", "content-security-policy": MEDIA_CSP },
  });
}
