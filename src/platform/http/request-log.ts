// A line per answer, for the operator: method, path, status, how long the answer took to be ready
// (ms) and its size where the answer states it (content-length; a cached page's is not known
// before it is sent). Never the query string (it may carry a token), a header or a body.
import type { Logger } from "../logger.ts";

/** Logs `response` as the answer to `request`, begun at `started` (performance.now()), and returns it. */
export type AnswerLog = (request: Request, response: Response, started: number) => Response;

export function answerLog(log: Logger): AnswerLog {
  return (request, response, started) => {
    const bytes = response.headers.get("content-length");
    log.info("request", {
      method: request.method,
      path: pathOf(request.url),
      status: response.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
      bytes: bytes === null ? undefined : Number(bytes),
    });
    return response;
  };
}

/** The path of an absolute URL, without its query or fragment (a Request's url has no fragment). */
function pathOf(url: string): string {
  const start = url.indexOf("/", url.indexOf("//") + 2);
  const query = url.indexOf("?", start);
  return url.slice(start, query === -1 ? undefined : query);
}
