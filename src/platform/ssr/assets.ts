// The hashed client bundle, served from memory. A hashed name never changes content, so it
// is cached for a year; the precompressed copy matching Accept-Encoding is sent.
import { Elysia } from "elysia";
import type { ClientBuild } from "./client-build.ts";
import { isFresh, pickEncoding } from "../http/encoding.ts";

export function assetRoutes(build: ClientBuild) {
  return new Elysia({ name: "assets" }).get("/assets/*", ({ request, path }) => {
    const asset = build.assets.get(path);
    if (!asset) return new Response("Not found", { status: 404, headers: { "content-type": "text/plain" } });
    const headers: Record<string, string> = {
      "content-type": asset.contentType,
      "cache-control": "public, max-age=31536000, immutable",
      etag: asset.etag,
      vary: "accept-encoding",
    };
    if (isFresh(request.headers, asset.etag)) return new Response(null, { status: 304, headers });
    const encoding = pickEncoding(request.headers);
    if (encoding) headers["content-encoding"] = encoding;
    const body = encoding === "br" ? asset.brotli : encoding === "gzip" ? asset.gzip : asset.body;
    return new Response(body, { headers });
  });
}
