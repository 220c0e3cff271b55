// Image work (decoding, encoding, storing the result and writing its row) runs as jobs of one
// bounded queue per process: a few at once, a bounded number waiting, anything beyond refused
// at once with 429 and Retry-After, before any byte is stored. A job that waited too long is
// refused the same way, before it starts. Fifty project images sent at once used to start fifty
// encodes and three hundred object writes together: the store timed out, half-written sets
// remained, health reported the store down and visitors' pages slowed threefold.
import { availableParallelism } from "node:os";
import PQueue from "p-queue";
import { imagesBusyMessage } from "../../../client/contract/common.ts";
import { HttpError } from "../http/errors.ts";

export type ImageQueueOptions = {
  /** Jobs at once. Each encodes in a child at low priority (encoder.ts) and stores a few objects at a time. */
  running?: number;
  /** Jobs that may wait for a turn; more are refused at once. */
  waiting?: number;
  /** A job still waiting after this long is refused: with its work (IMAGE_LIMITS.encodeMs) it must end within the admin panel's 30 s request timeout. */
  maxWaitMs?: number;
};

export type ImageQueue = {
  /** Runs `work` when its turn comes; refuses with 429 (Retry-After) when the queue is full or the turn came too late. */
  run<T>(signal: AbortSignal | undefined, work: () => Promise<T>): Promise<T>;
  load(): { running: number; waiting: number };
};

export type ImageDeps = { images: ImageQueue };

/** Tuned on two cores: two jobs keep both busy at low priority while one of them stores. */
export const IMAGE_QUEUE_DEFAULTS = { running: Math.max(1, Math.min(2, availableParallelism())), waiting: 8, maxWaitMs: 10_000 };

export function createImageQueue(options: ImageQueueOptions = {}): ImageQueue {
  const { running: slots, waiting: room, maxWaitMs } = { ...IMAGE_QUEUE_DEFAULTS, ...options };
  const queue = new PQueue({ concurrency: slots });
  // How long a job takes, smoothed: what Retry-After is estimated from.
  let typicalMs = 1_000;

  const busy = () => {
    const seconds = Math.max(1, Math.ceil(((queue.pending + queue.size) * typicalMs) / slots / 1000));
    return new HttpError(429, imagesBusyMessage(seconds), { "retry-after": String(seconds) });
  };

  return {
    async run(signal, work) {
      signal?.throwIfAborted();
      if (queue.pending >= slots && queue.size >= room) throw busy();
      // p-queue drops a waiting job whose signal aborts, but would also give up on a running one
      // at once while its encode goes on, its turn freed: this signal aborts only while it waits
      // (the admin left, or its turn came too late), and the job keeps its turn until work ends.
      const waiting = new AbortController();
      const timer = setTimeout(() => waiting.abort(busy()), maxWaitMs);
      const left = () => waiting.abort(signal!.reason);
      signal?.addEventListener("abort", left, { once: true });
      const stopWaiting = () => {
        clearTimeout(timer);
        signal?.removeEventListener("abort", left);
      };
      try {
        return await queue.add(
          async () => {
            stopWaiting();
            signal?.throwIfAborted();
            const at = performance.now();
            try {
              return await work();
            } finally {
              typicalMs = typicalMs * 0.8 + (performance.now() - at) * 0.2;
            }
          },
          { signal: waiting.signal },
        );
      } finally {
        stopWaiting();
      }
    },
    load: () => ({ running: queue.pending, waiting: queue.size }),
  };
}
