// Compiled once: these run on every cached answer, the hottest path of the server.
const BR = /\bbr\b/;
const GZIP = /\bgzip\b/;

/**
 * The best compression the client accepts among those we keep precompressed. `headers`: the
 * request's (a cached answer reads them once for this, the ETag and the proxy's scheme).
 */
export function pickEncoding(headers: Headers): "br" | "gzip" | null {
  const accepted = headers.get("accept-encoding");
  if (!accepted) return null;
  if (BR.test(accepted)) return "br";
  if (GZIP.test(accepted)) return "gzip";
  return null;
}

/** True when the client's cached copy (If-None-Match in the request's `headers`) is still current. */
export function isFresh(headers: Headers, etag: string): boolean {
  const match = headers.get("if-none-match");
  return !!match && match.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);
}
