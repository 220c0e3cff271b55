// Image work (decoding, encoding, storing the result and writing its row) runs as jobs of one
// bounded queue per process: a few at once, a bounded number waiting, anything beyond refused
// at once with 429 and Retry-After, before any byte is stored. A job that waited too long is
// refused the same way, before it starts. Fifty project images sent at once used to start fifty
// encodes and three hundred object writes together: the store timed out, half-written sets
// remained, health reported the store down and visitors' pages slowed threefold.
import { availableParallelism } from "node:os";
import { imagesBusyMessage } from "../../../client/contract/common.ts";
import { fail } from "../http/errors.ts";

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

type Waiter = { start(): void; refuse(error: unknown): void };

export function createImageQueue(options: ImageQueueOptions = {}): ImageQueue {
  const { running: slots, waiting: room, maxWaitMs } = { ...IMAGE_QUEUE_DEFAULTS, ...options };
  const queue: Waiter[] = [];
  let running = 0;
  // How long a job takes, smoothed: what Retry-After is estimated from.
  let typicalMs = 1_000;

  const busy = (): never => {
    const ahead = running + queue.length;
    const seconds = Math.max(1, Math.ceil((ahead * typicalMs) / slots / 1000));
    fail(429, imagesBusyMessage(seconds), { "retry-after": String(seconds) });
  };

  const next = () => {
    while (running < slots && queue.length > 0) queue.shift()!.start();
  };

  const turn = (signal: AbortSignal | undefined): Promise<void> => {
    if (running < slots && queue.length === 0) {
      running++;
      return Promise.resolve();
    }
    if (queue.length >= room) busy();
    return new Promise<void>((resolve, reject) => {
      const leave = () => {
        clearTimeout(timer);
        signal?.removeEventListener("abort", aborted);
        const at = queue.indexOf(waiter);
        if (at >= 0) queue.splice(at, 1);
      };
      const waiter: Waiter = {
        start() {
          leave();
          running++;
          resolve();
        },
        refuse(error) {
          leave();
          reject(error);
        },
      };
      const aborted = () => waiter.refuse(signal!.reason);
      const timer = setTimeout(() => {
        try {
          busy();
        } catch (error) {
          waiter.refuse(error);
        }
      }, maxWaitMs);
      signal?.addEventListener("abort", aborted, { once: true });
      queue.push(waiter);
    });
  };

  return {
    async run(signal, work) {
      signal?.throwIfAborted();
      await turn(signal);
      const started = performance.now();
      try {
        signal?.throwIfAborted();
        return await work();
      } finally {
        typicalMs = typicalMs * 0.8 + (performance.now() - started) * 0.2;
        running--;
        next();
      }
    },
    load: () => ({ running, waiting: queue.length }),
  };
}
