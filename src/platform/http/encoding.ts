// Compiled once: these run on every cached answer, the hottest path of the server.
const BR = /\bbr\b/;
const GZIP = /\bgzip\b/;

/** The best compression the client accepts among those we keep precompressed. */
export function pickEncoding(request: Request): "br" | "gzip" | null {
  return acceptedEncoding(request.headers);
}

/** pickEncoding from the request's headers, for a caller that reads them for more than this. */
export function acceptedEncoding(headers: Headers): "br" | "gzip" | null {
  const accepted = headers.get("accept-encoding");
  if (!accepted) return null;
  if (BR.test(accepted)) return "br";
  if (GZIP.test(accepted)) return "gzip";
  return null;
}

/** True when the client's cached copy (If-None-Match) is still current. */
export function isFresh(request: Request, etag: string): boolean {
  return holdsCurrent(request.headers, etag);
}

/** isFresh from the request's headers. */
export function holdsCurrent(headers: Headers, etag: string): boolean {
  const match = headers.get("if-none-match");
  return !!match && match.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);
}
