// The listener's side of the body limits (body-limit.ts): the body the app reads is the
// client's, counted chunk by chunk, and reading fails with a 413 once the route's limit is
// passed, before the rest is received. Every reader (Elysia's parsers, request.formData() of
// the upload routes) reads through it, so no route can be made to hold more than its limit.
//
// An answer given before its body was read to the end (refused as too large, or refused before
// reading, such as a missing token) closes the connection: otherwise the server would go on
// receiving, and discarding, whatever the client still sends.
import { HttpError } from "./errors.ts";
import type { BodyLimit } from "./route-policy.ts";

export type CountedRequest = { request: Request; answered(response: Response): Response };

export function countBody(request: Request, limit: BodyLimit): CountedRequest {
  const source = request.body;
  if (!source) return { request, answered: (response) => response };
  let read = 0;
  let finished = false;
  const body = source.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        read += chunk.byteLength;
        // Erroring the stream cancels the client's body too: nothing more is read.
        if (read > limit.maxBytes) controller.error(new HttpError(413, limit.message));
        else controller.enqueue(chunk);
      },
      flush() {
        finished = true;
      },
    }),
  );
  return {
    request: new Request(request, { body, signal: request.signal, duplex: "half" } as RequestInit),
    answered(response) {
      if (finished) return response;
      body.cancel().catch(() => {}); // locked by a reader that stopped: the socket's close ends it
      const headers = new Headers(response.headers);
      headers.set("connection", "close");
      return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
    },
  };
}
