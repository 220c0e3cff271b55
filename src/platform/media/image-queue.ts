// Image work (decoding, encoding, storing the result and writing its row) runs as jobs of one
// bounded queue per process (work-queue.ts).
import { availableParallelism } from "node:os";
import { imagesBusyMessage } from "../../../client/contract/common.ts";
import { createWorkQueue, type WorkQueue, type WorkQueueOptions } from "./work-queue.ts";

export type ImageQueue = WorkQueue;
export type ImageDeps = { images: ImageQueue };

/**
 * Tuned on two cores: two jobs keep both busy at low priority (encoder.ts) while one of them
 * stores; a job's wait and its work (IMAGE_LIMITS.encodeMs) end within the admin panel's 30 s.
 */
export const IMAGE_QUEUE_DEFAULTS = { running: Math.max(1, Math.min(2, availableParallelism())), waiting: 8, maxWaitMs: 10_000 };

export function createImageQueue(options: Partial<Pick<WorkQueueOptions, "running" | "waiting" | "maxWaitMs">> = {}): ImageQueue {
  return createWorkQueue({ ...IMAGE_QUEUE_DEFAULTS, typicalMs: 1_000, busyMessage: imagesBusyMessage, ...options });
}
