// A line per answer, for the operator: method, path, status, how long the answer took to be ready
// (ms) and its size where the answer states it (content-length; a cached page's is not known
// before it is sent). Never the query string (it may carry a token), a header or a body.
import type { RequestLine } from "../request-lines.ts";
import type { CachedAnswer } from "./cached-first.ts";

/**
 * Logs `response` as the answer to `request`, begun at `started` (performance.now()), and returns it.
 * An answer from the render cache states no size (reading a Response's headers copies them, some
 * 5 µs, half again what a cached page costs) and comes with its path, read already.
 */
export function answerLog(line: RequestLine) {
  return {
    answered(request: Request, response: Response, started: number): Response {
      const bytes = response.headers.get("content-length");
      line(request.method, pathOf(request.url), response.status, started, bytes === null ? undefined : Number(bytes));
      return response;
    },
    // Only a GET is answered from the cache (cached-first.ts).
    cached({ response, path }: CachedAnswer, started: number): Response {
      line("GET", path, response.status, started, undefined);
      return response;
    },
  };
}

/** The path of an absolute URL, without its query or fragment (a Request's url has no fragment). */
function pathOf(url: string): string {
  const start = url.indexOf("/", url.indexOf("//") + 2);
  const query = url.indexOf("?", start);
  return url.slice(start, query === -1 ? undefined : query);
}
