// Streams one HTML document: the head leaves at once, React's output follows as it renders,
// the tail (hydration data) closes it. A render that does not finish in time is aborted, so a
// slow or vanished client cannot hold a render open forever.
import type { ReactNode } from "react";
// The web-streams build, not the one Bun would pick ("react-dom/server" → server.bun): it copies
// React's many small chunks into 2 KB buffers before handing them on, where the Bun build makes a
// native write and a Buffer.byteLength call per chunk. Renders measured 5–13% faster (/ 3.1 → 2.7 ms).
import { renderToReadableStream } from "react-dom/server.edge";

const RENDER_TIMEOUT_MS = 10_000;

export type StreamOptions = {
  head: string;
  tail: string;
  onError: (error: unknown) => void;
  timeoutMs?: number;
};

/** Resolves once the shell is ready; rejects if the shell itself fails to render. */
export async function streamDocument(element: ReactNode, options: StreamOptions): Promise<ReadableStream<Uint8Array>> {
  const signal = AbortSignal.timeout(options.timeoutMs ?? RENDER_TIMEOUT_MS);
  const react = await renderToReadableStream(element, { signal, onError: options.onError });
  const encoder = new TextEncoder();
  const reader = react.getReader();
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(options.head));
    },
    async pull(controller) {
      const { done, value } = await reader.read();
      if (!done) return controller.enqueue(value);
      controller.enqueue(encoder.encode(options.tail));
      controller.close();
    },
    cancel(reason) {
      return reader.cancel(reason);
    },
  });
}
