// A line per answer, for the operator: method, path, status, how long the answer took to be ready
// (ms) and its size where the answer states it (content-length; a cached page's is not known
// before it is sent). Never the query string (it may carry a token), a header or a body.
import type { RequestLine } from "../request-lines.ts";

/** Logs `response` as the answer to `request`, begun at `started` (performance.now()), and returns it. */
type Logged = (request: Request, response: Response, started: number) => Response;

/**
 * `cached` for an answer from the render cache, which states no size: reading a Response's
 * headers copies them (some 5 µs, half again what a cached page costs), so it does not look.
 */
export function answerLog(line: RequestLine): { answered: Logged; cached: Logged } {
  const log = (request: Request, response: Response, started: number, bytes: string | null) => {
    const ms = Math.round((performance.now() - started) * 10) / 10;
    line(request.method, pathOf(request.url), response.status, ms, bytes === null ? undefined : Number(bytes));
    return response;
  };
  return {
    answered: (request, response, started) => log(request, response, started, response.headers.get("content-length")),
    cached: (request, response, started) => log(request, response, started, null),
  };
}

/** The path of an absolute URL, without its query or fragment (a Request's url has no fragment). */
function pathOf(url: string): string {
  const start = url.indexOf("/", url.indexOf("//") + 2);
  const query = url.indexOf("?", start);
  return url.slice(start, query === -1 ? undefined : query);
}
