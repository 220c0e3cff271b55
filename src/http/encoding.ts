export function acceptsEncoding(request: Request, encoding: "br" | "gzip"): boolean {
  return new RegExp(`\\b${encoding}\\b`).test(request.headers.get("accept-encoding") ?? "");
}

/** The best compression the client accepts among those we keep precompressed. */
export function pickEncoding(request: Request): "br" | "gzip" | null {
  if (acceptsEncoding(request, "br")) return "br";
  if (acceptsEncoding(request, "gzip")) return "gzip";
  return null;
}

/** True when the client's cached copy (If-None-Match) is still current. */
export function isFresh(request: Request, etag: string): boolean {
  const match = request.headers.get("if-none-match");
  return !!match && match.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);
}
