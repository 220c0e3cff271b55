// A response body kept in memory with its compressed copies and ETag, made once when it is
// cached and sent many times: a repeat visitor gets a 304, others the smallest copy they accept.
import { brotliCompressSync, gzipSync, constants as zlib } from "node:zlib";
import { isFresh, pickEncoding } from "./encoding.ts";

type Bytes = Uint8Array<ArrayBuffer>;

export type CachedBody = { status: number; body: Bytes; gzip: Bytes; brotli: Bytes; etag: string };

// Compression runs while a request waits (at cache fill), so brotli stays at a quality that
// takes a millisecond or two for a page; gzip at its default level.
const BROTLI_QUALITY = 5;

export function compressBody(status: number, body: Bytes): CachedBody {
  return {
    status,
    body,
    gzip: new Uint8Array(gzipSync(body)),
    brotli: new Uint8Array(brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } })),
    etag: `"${Bun.hash(body).toString(36)}"`,
  };
}

/** `headers` are sent with every answer (content type, cache-control); vary and etag are added. */
export function sendCached(request: Request, cached: CachedBody, headers: Record<string, string>): Response {
  const all: Record<string, string> = { ...headers, vary: "accept-encoding", etag: cached.etag };
  // Only a page that exists is revalidated; a cached 404 is simply sent again.
  if (cached.status === 200 && isFresh(request, cached.etag)) return new Response(null, { status: 304, headers: all });
  const encoding = pickEncoding(request);
  if (encoding) all["content-encoding"] = encoding;
  const body = encoding === "br" ? cached.brotli : encoding === "gzip" ? cached.gzip : cached.body;
  return new Response(body, { status: cached.status, headers: all });
}
