// An upload is stored and shown with its first widths (variants.ts); its larger widths are made
// here afterwards, from the original the set keeps, one set at a time, in the same child as an
// upload's (encoder.ts: low priority, the same time limit), and only while the media queues
// (image-queue.ts, and the videos') have no upload running or waiting: background work never
// makes the owner's upload wait or be refused as busy, nor adds its memory to a video's tools. Each width is stored smallest first, AVIF before WebP, so
// whatever moment the work stops at (a restart, a failure), the set's largest WebP has every
// smaller width beside it and the rows that say so name only stored files. Then every row and document holding the set learns its new size
// (set-sizes.ts) and the pages showing it are dropped from the cache.
//
// The same job finishes any set: `backfill` goes through the whole bucket (at start, in the
// background, and `bun run media:widths`), making only the widths a set lacks, so an interrupted
// run picks up where it stopped. A set stored before originals were kept has no pixels beyond its
// largest width: there is nothing to make for it, and it stays as it is.
import { imageSize } from "image-size";
import PQueue from "p-queue";
import { UPLOAD_WIDTHS } from "../../../client/contract/image-widths.ts";
import { originalPath } from "../../../client/contract/stored-media.ts";
import type { CacheTag } from "../cache/tags.ts";
import { HttpError } from "../http/errors.ts";
import type { Logger } from "../logger.ts";
import { encodeMoreWidthsApart } from "./encoder.ts";
import { storedSetSize, type ImageSize } from "./held-media.ts";
import type { WorkQueue } from "./work-queue.ts";
import { setOf, variantWidth } from "./keys.ts";
import type { ObjectStore } from "./object-store.ts";
import { spreadSetSize, type SetSizeDeps } from "./set-sizes.ts";
import { completeWidths } from "./variants.ts";
import { fileKey } from "./writes.ts";

export type MoreWidthsDeps = SetSizeDeps & {
  objects: ObjectStore;
  log: Logger;
  /** The media queues whose uploads go first: the images' and the videos'. */
  queues: readonly WorkQueue[];
  /** Drops the cached pages showing what changed (on every instance where the cache is shared). */
  drop(tags: readonly CacheTag[]): void | Promise<void>;
};

/** What a backfill found and did. */
export type BackfillTally = { sets: number; made: number; complete: number; noOriginal: number; failed: number; stopped: boolean };

export type MoreWidths = {
  /** Makes the set's larger widths in the background (after an upload). */
  later(key: string): void;
  /** Finishes every variant set in the bucket, one at a time; resolves when all are done, or once stopped (`stopped` then). */
  backfill(onSet?: (key: string, made: number[]) => void): Promise<BackfillTally>;
  /** Resolves once nothing is waiting or running. */
  settled(): Promise<void>;
  /** Stops for good: the running job's child is killed (what it stored stays), the waiting ones end unrun. */
  stop(): Promise<void>;
};

const LARGEST_WIDTH = UPLOAD_WIDTHS.at(-1)!;
/** Bytes read of an original to learn its size (no metadata precedes a JPEG's frame header in the ones this server writes). */
const HEADER_BYTES = 16 * 1024;
/** A job whose child was starved past its limit (refused as busy) is tried again after its Retry-After, this many times. */
const BUSY_TRIES = 30;
/** How often idle media queues are looked for. */
const IDLE_POLL_MS = 250;

export function createMoreWidths(deps: MoreWidthsDeps): MoreWidths {
  const jobs = new PQueue({ concurrency: 1 });
  const stopping = new AbortController();

  const finish = async (key: string, stored: string[]): Promise<number[]> => {
    const signal = stopping.signal;
    const have = new Set(stored.map((object) => variantWidth(object, "webp")).filter((width) => stored.includes(`${key}/${width}.avif`)));
    // The largest width there is: nothing to read to know the set is complete.
    if (have.has(LARGEST_WIDTH)) return [];
    const original = await originalSize(deps.objects, key);
    if (!original) return [];
    const missing = completeWidths(original.width).filter((width) => !have.has(width));
    // A complete set's rows were told its size when it was made (and the start-up sweep repairs the lists' sizes).
    if (missing.length === 0) return [];
    await makeWidths(key, missing, signal);
    const size = await storedSetSize(deps.objects, key, [...stored, ...missing.map((width) => `${key}/${width}.webp`)]);
    if (size) await spread(key, size);
    return missing;
  };

  const makeWidths = async (key: string, widths: number[], signal: AbortSignal) => {
    for (let attempt = 1; ; attempt++) {
      try {
        await untilIdle(deps.queues, signal);
        const object = await deps.objects.get(originalPath(key));
        if (!object) throw new Error("its original is gone");
        const bytes = new Uint8Array(await new Response(object.body).arrayBuffer());
        const files = await encodeMoreWidthsApart(bytes, widths, { signal });
        // One at a time, in order: a stop leaves the smaller widths stored, never a gap.
        for (const file of files) {
          signal.throwIfAborted();
          await deps.objects.put(fileKey(key, file), file.data, file.contentType);
        }
        return;
      } catch (error) {
        if (!(error instanceof HttpError && error.status === 429) || attempt >= BUSY_TRIES || signal.aborted) throw error;
        await pause((Number(error.headers["retry-after"]) || 5) * 1000, signal);
      }
    }
  };

  const spread = async (key: string, size: ImageSize) => {
    const tags = await spreadSetSize(deps, key, size);
    if (tags.length > 0) await deps.drop(tags);
  };

  const job = (key: string, stored: () => Promise<string[]>) =>
    jobs.add(async () => {
      if (stopping.signal.aborted) return { made: [] as number[], failed: false };
      try {
        return { made: await finish(key, await stored()), failed: false };
      } catch (error) {
        // Stopped is not failed: the next run goes on from what was stored.
        if (stopping.signal.aborted) return { made: [] as number[], failed: false };
        deps.log.warn(`larger widths of ${key} not made (the next start tries again): ${(error as Error).message}`);
        return { made: [] as number[], failed: true };
      }
    });

  return {
    later(key) {
      void job(key, () => deps.objects.list(`${key}/`));
    },
    async backfill(onSet) {
      const tally: BackfillTally = { sets: 0, made: 0, complete: 0, noOriginal: 0, failed: 0, stopped: false };
      const sets = new Map<string, string[]>();
      for (const object of await deps.objects.list()) {
        if (variantWidth(object, "webp") === null && variantWidth(object, "avif") === null && !object.endsWith("/original")) continue;
        const set = setOf(object);
        sets.set(set, [...(sets.get(set) ?? []), object]);
      }
      for (const [key, stored] of sets) {
        if (stopping.signal.aborted) break;
        tally.sets++;
        if (!stored.includes(originalPath(key))) {
          tally.noOriginal++;
          continue;
        }
        const result = await job(key, async () => stored);
        if (!result || stopping.signal.aborted) break;
        if (result.failed) tally.failed++;
        else if (result.made.length > 0) tally.made++;
        else tally.complete++;
        onSet?.(key, result.made);
      }
      tally.stopped = stopping.signal.aborted;
      return tally;
    },
    settled: () => jobs.onIdle(),
    // Final: the jobs still waiting end at once, unrun.
    async stop() {
      stopping.abort();
      await jobs.onIdle();
    },
  };
}

/** A backfill's tally in words, for the log and the command. */
export const tallyLine = (tally: BackfillTally) =>
  `${tally.made} image(s) given their larger widths, ${tally.complete} already complete, ${tally.noOriginal} stored before originals were kept (left as they are), ${tally.failed} failed${tally.stopped ? "; stopped before the end: run it again to finish" : ""}`;

async function untilIdle(queues: readonly WorkQueue[], signal: AbortSignal): Promise<void> {
  for (;;) {
    signal.throwIfAborted();
    if (queues.every((queue) => queue.load().running + queue.load().waiting === 0)) return;
    await pause(IDLE_POLL_MS, signal);
  }
}

/** Waits `ms`, or less when stopped (then throws). */
async function pause(ms: number, signal: AbortSignal): Promise<void> {
  const { promise, resolve } = Promise.withResolvers<void>();
  const timer = setTimeout(resolve, ms);
  const stopped = () => resolve();
  signal.addEventListener("abort", stopped, { once: true });
  await promise;
  clearTimeout(timer);
  signal.removeEventListener("abort", stopped);
  signal.throwIfAborted();
}

/** The size of a set's original, from its header; null for a set stored before originals were kept. */
async function originalSize(objects: ObjectStore, key: string): Promise<ImageSize | null> {
  const object = await objects.get(originalPath(key), { start: 0, end: HEADER_BYTES - 1 });
  if (!object) return null;
  const { width, height } = imageSize(new Uint8Array(await new Response(object.body).arrayBuffer()));
  return width && height ? { width, height } : null;
}
