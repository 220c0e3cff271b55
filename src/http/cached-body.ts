// A response body kept in memory with its ETag and compressed copies, sent many times: a repeat
// visitor gets a 304, others the smallest copy they accept. Each copy is made the first time a
// visitor accepts it, then kept: filling the cache costs a render nothing extra.
import { brotliCompressSync, gzipSync, constants as zlib } from "node:zlib";
import { isFresh, pickEncoding } from "./encoding.ts";

type Bytes = Uint8Array<ArrayBuffer>;

export type CachedBody = { status: number; body: Bytes; etag: string; encoded(encoding: "br" | "gzip"): Bytes };

// Compression runs while a visitor waits, once per cached body, so brotli stays at a quality
// that takes a millisecond or two for a page; gzip at its default level.
const BROTLI_QUALITY = 5;

export function cachedBody(status: number, body: Bytes): CachedBody {
  const copies: { br?: Bytes; gzip?: Bytes } = {};
  return {
    status,
    body,
    etag: `"${Bun.hash(body).toString(36)}"`,
    encoded(encoding) {
      if (encoding === "br") return (copies.br ??= new Uint8Array(brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } })));
      return (copies.gzip ??= new Uint8Array(gzipSync(body)));
    },
  };
}

/** `headers` are sent with every answer (content type, cache-control); vary and etag are added. */
export function sendCached(request: Request, cached: CachedBody, headers: Record<string, string>): Response {
  const all: Record<string, string> = { ...headers, vary: "accept-encoding", etag: cached.etag };
  // Only a page that exists is revalidated; a cached 404 is simply sent again.
  if (cached.status === 200 && isFresh(request, cached.etag)) return new Response(null, { status: 304, headers: all });
  const encoding = pickEncoding(request);
  if (encoding) all["content-encoding"] = encoding;
  return new Response(encoding ? cached.encoded(encoding) : cached.body, { status: cached.status, headers: all });
}
