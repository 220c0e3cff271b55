// Compiled once: these run on every cached answer, the hottest path of the server.
const BR = /\bbr\b/;
const GZIP = /\bgzip\b/;

/** The best compression the client accepts among those we keep precompressed. */
export function pickEncoding(request: Request): "br" | "gzip" | null {
  const accepted = request.headers.get("accept-encoding");
  if (!accepted) return null;
  if (BR.test(accepted)) return "br";
  if (GZIP.test(accepted)) return "gzip";
  return null;
}

/** True when the client's cached copy (If-None-Match) is still current. */
export function isFresh(request: Request, etag: string): boolean {
  const match = request.headers.get("if-none-match");
  return !!match && match.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);
}
