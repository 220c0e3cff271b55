// A response body kept in memory with its ETag and compressed copies, sent many times: a repeat
// visitor gets a 304, others the smallest copy they accept. Each copy is made the first time a
// visitor accepts it, then kept: filling the cache costs a render nothing extra. The headers of
// every answer are built once with the body, so sending one allocates nothing but the Response.
import { brotliCompressSync, gzipSync, constants as zlib } from "node:zlib";
import { isFresh, pickEncoding } from "./encoding.ts";
import { HSTS, SECURITY_HEADERS } from "./security-headers.ts";

type Bytes = Uint8Array<ArrayBuffer>;
type Encoding = "br" | "gzip";

export type CachedBody = {
  status: number;
  body: Bytes;
  etag: string;
  encoded(encoding: Encoding): Bytes;
  /** The answer to this request: 304, or the body in the best encoding it accepts. */
  send(request: Request): Response;
  /**
   * send for a caller that has the request's headers in hand, `hsts` when the answer carries
   * Strict-Transport-Security (src/platform/http/cached-first.ts): that header is part of the
   * prebuilt ones, not set on each Response.
   */
  answer(headers: Headers, hsts: boolean): Response;
};

// Compression runs while a visitor waits, once per cached body, so brotli stays at a quality
// that takes a millisecond or two for a page; gzip at its default level.
const BROTLI_QUALITY = 5;

/** Each answer's headers: as they are, and with HSTS; per encoding (`plain`: none). */
type HeaderSet = { plain: Headers; br: Headers; gzip: Headers };

const headerSet = (fields: Record<string, string>): HeaderSet => ({
  plain: new Headers(fields),
  br: new Headers({ ...fields, "content-encoding": "br" }),
  gzip: new Headers({ ...fields, "content-encoding": "gzip" }),
});

/**
 * `headers` go with every answer (content type, cache-control); the security headers, vary and
 * etag are added: a cached answer may leave before the app's hooks run (src/platform/http/cached-first.ts).
 */
export function cachedBody(status: number, body: Bytes, headers: Record<string, string>): CachedBody {
  const etag = `"${Bun.hash(body).toString(36)}"`;
  const fields = { ...SECURITY_HEADERS, ...headers, vary: "accept-encoding", etag };
  // Headers objects, not plain ones: a Response copies them several times faster. The set with
  // HSTS is made when an answer over HTTPS first needs it.
  const sets: { plain: HeaderSet; hsts?: HeaderSet } = { plain: headerSet(fields) };
  const copies: { br?: Bytes; gzip?: Bytes } = {};
  const encoded = (encoding: Encoding): Bytes => {
    if (encoding === "br")
      return (copies.br ??= new Uint8Array(brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } })));
    return (copies.gzip ??= new Uint8Array(gzipSync(body)));
  };
  const answer = (requestHeaders: Headers, hsts: boolean): Response => {
    const set = hsts ? (sets.hsts ??= headerSet({ ...fields, "strict-transport-security": HSTS })) : sets.plain;
    // Only a page that exists is revalidated; a cached 404 is simply sent again.
    if (status === 200 && isFresh(requestHeaders, etag)) return new Response(null, { status: 304, headers: set.plain });
    const encoding = pickEncoding(requestHeaders);
    if (!encoding) return new Response(body, { status, headers: set.plain });
    return new Response(encoded(encoding), { status, headers: set[encoding] });
  };
  return { status, body, etag, encoded, answer, send: (request) => answer(request.headers, false) };
}
