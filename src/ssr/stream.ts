// Streams one HTML document: the head leaves at once, React's output follows as it renders,
// the tail (hydration data) closes it. A render that does not finish in time is aborted, so a
// slow or vanished client cannot hold a render open forever.
import type { ReactNode } from "react";
import { renderToReadableStream } from "react-dom/server";

export const RENDER_TIMEOUT_MS = 10_000;

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
