// An image queue that tells when the jobs handed to it have all ended (stored, refused or
// stopped): a test of abandoned work waits for exactly that, not for a guess at how long the
// work could take on a busy machine.
import { createImageQueue, type ImageQueue } from "../../src/platform/media/image-queue.ts";

export type WatchedQueue = { queue: ImageQueue; handed(): number; allEnded(): boolean };

export function watchedImageQueue(queue: ImageQueue = createImageQueue()): WatchedQueue {
  let handed = 0;
  let ended = 0;
  return {
    queue: {
      load: () => queue.load(),
      checkRoom: () => queue.checkRoom(),
      run(signal, work) {
        handed++;
        return queue.run(signal, work).finally(() => ended++);
      },
    },
    handed: () => handed,
    allEnded: () => handed > 0 && ended === handed,
  };
}
