// Development only (src/main.ts wires it when NODE_ENV is development; nothing of it reaches a
// production page): every page loads /__dev/reload.js, which listens on /__dev/events for the id
// of the server process that answers. scripts/dev.ts restarts the server after any change under
// src/ or client/; the page, which carries the id of the process that rendered it, reloads when
// a different one answers. EventSource reconnects on its own while the server restarts.

/** The script's URL, for the page's head (src/site/document.ts). */
export const DEV_RELOAD_SCRIPT = "/__dev/reload.js";
const EVENTS = "/__dev/events";

// How soon EventSource tries again after the connection drops (a restart takes seconds).
const RETRY_MS = 250;

const SCRIPT = `{
  const rendered = document.currentScript.dataset.server;
  new EventSource(${JSON.stringify(EVENTS)}).onmessage = (event) => {
    if (event.data !== rendered) location.reload();
  };
}`;

type Fetch<S> = (request: Request, server: S) => Response | Promise<Response>;

/** `fetch` with the two development routes in front; `serverId` names this process. */
export function withDevReload<S extends { timeout(request: Request, seconds: number): void }>(fetch: Fetch<S>, serverId: string): Fetch<S> {
  return (request, server) => {
    const path = new URL(request.url).pathname;
    if (path === DEV_RELOAD_SCRIPT) return new Response(SCRIPT, { headers: { "content-type": "text/javascript", "cache-control": "no-store" } });
    if (path !== EVENTS) return fetch(request, server);
    // Open as long as the process lives: the server's idle limit would only make it reconnect.
    server.timeout(request, 0);
    const body = new ReadableStream({ start: (controller) => controller.enqueue(`retry: ${RETRY_MS}\ndata: ${serverId}\n\n`) });
    return new Response(body, { headers: { "content-type": "text/event-stream", "cache-control": "no-store" } });
  };
}
