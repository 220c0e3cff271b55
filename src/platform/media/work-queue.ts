// Heavy media work (an image's encodes, a video's ffprobe and ffmpeg runs) runs as jobs of a
// bounded queue per process: a few at once, a bounded number waiting, anything beyond refused
// at once with 429 and Retry-After, before any byte is stored. A job that waited too long is
// refused the same way, before it starts. Fifty project images sent at once used to start fifty
// encodes and three hundred object writes together: the store timed out, half-written sets
// remained, health reported the store down and visitors' pages slowed threefold.
import PQueue from "p-queue";
import { HttpError } from "../http/errors.ts";

export type WorkQueueOptions = {
  /** Jobs at once. */
  running: number;
  /** Jobs that may wait for a turn; more are refused at once. */
  waiting: number;
  /** A job still waiting after this long is refused, so that it still ends within the admin panel's 30 s request timeout. */
  maxWaitMs: number;
  /** What a job usually takes before any has run: Retry-After's first estimate. */
  typicalMs: number;
  /** The refusal's words, given the seconds to wait. */
  busyMessage: (seconds: number) => string;
};

export type WorkQueue = {
  /** Runs `work` when its turn comes; refuses with 429 (Retry-After) when the queue is full or the turn came too late. */
  run<T>(signal: AbortSignal | undefined, work: () => Promise<T>): Promise<T>;
  /** Refuses (429, Retry-After) as `run` would now: for work that would first read a large body. */
  checkRoom(): void;
  load(): { running: number; waiting: number };
};

export function createWorkQueue(options: WorkQueueOptions): WorkQueue {
  const { running: slots, waiting: room, maxWaitMs, busyMessage } = options;
  const queue = new PQueue({ concurrency: slots });
  // How long a job takes, smoothed: what Retry-After is estimated from.
  let typicalMs = options.typicalMs;

  const busy = () => {
    const seconds = Math.max(1, Math.ceil(((queue.pending + queue.size) * typicalMs) / slots / 1000));
    return new HttpError(429, busyMessage(seconds), { "retry-after": String(seconds) });
  };
  const checkRoom = () => {
    if (queue.pending >= slots && queue.size >= room) throw busy();
  };

  return {
    async run(signal, work) {
      signal?.throwIfAborted();
      checkRoom();
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
    checkRoom,
    load: () => ({ running: queue.pending, waiting: queue.size }),
  };
}
