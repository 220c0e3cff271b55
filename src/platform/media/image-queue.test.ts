import { describe, expect, test } from "bun:test";
import { imagesBusyMessage } from "../../../client/contract/common.ts";
import { HttpError } from "../http/errors.ts";
import { createImageQueue } from "./image-queue.ts";

/** A job that runs until `finish()` is called, recording that it started. */
function heldJob(started: string[], name: string) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { work: async () => (started.push(name), await done, name), finish: () => finish() };
}

const refusal = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(HttpError);
  return error as HttpError;
};

describe("the image queue", () => {
  test("runs a few at once, lets a bounded number wait, and refuses the rest at once with 429 and Retry-After, without running them", async () => {
    const queue = createImageQueue({ running: 2, waiting: 1, maxWaitMs: 60_000 });
    const started: string[] = [];
    const jobs = ["a", "b", "c", "d"].map((name) => heldJob(started, name));
    const runs = jobs.slice(0, 3).map((job) => queue.run(undefined, job.work));
    const refused = await refusal(queue.run(undefined, jobs[3]!.work));
    expect(refused.status).toBe(429);
    const seconds = Number(refused.headers["retry-after"]);
    expect(seconds).toBeGreaterThanOrEqual(1);
    expect(refused.message).toBe(imagesBusyMessage(seconds));
    await Bun.sleep(0);
    expect(started).toEqual(["a", "b"]);
    expect(queue.load()).toEqual({ running: 2, waiting: 1 });
    // A finished job gives its turn to the one waiting.
    jobs[0]!.finish();
    expect(await runs[0]).toBe("a");
    await Bun.sleep(0);
    expect(started).toEqual(["a", "b", "c"]);
    jobs[1]!.finish();
    jobs[2]!.finish();
    expect(await Promise.all(runs)).toEqual(["a", "b", "c"]);
    expect(queue.load()).toEqual({ running: 0, waiting: 0 });
  });

  test("a job that waited too long is refused the same way and never runs; a failed job frees its place", async () => {
    const queue = createImageQueue({ running: 1, waiting: 4, maxWaitMs: 50 });
    const started: string[] = [];
    const first = heldJob(started, "first");
    const running = queue.run(undefined, first.work);
    const late = await refusal(queue.run(undefined, heldJob(started, "late").work));
    expect([late.status, late.message]).toEqual([429, imagesBusyMessage(Number(late.headers["retry-after"]))]);
    expect(started).toEqual(["first"]);
    first.finish();
    await running;
    await expect(queue.run(undefined, () => Promise.reject(new Error("broken image")))).rejects.toThrow("broken image");
    expect(await queue.run(undefined, async () => "next")).toBe("next");
  });

  test("an admin who leaves while waiting gives the place back, and the job never runs", async () => {
    const queue = createImageQueue({ running: 1, waiting: 1, maxWaitMs: 60_000 });
    const started: string[] = [];
    const first = heldJob(started, "first");
    const running = queue.run(undefined, first.work);
    const leaving = new AbortController();
    const left = queue.run(leaving.signal, heldJob(started, "left").work).catch((error: Error) => error.name);
    leaving.abort();
    expect(await left).toBe("AbortError");
    expect(queue.load()).toEqual({ running: 1, waiting: 0 });
    const next = heldJob(started, "next");
    const waiting = queue.run(undefined, next.work);
    first.finish();
    next.finish();
    await Promise.all([running, waiting]);
    expect(started).toEqual(["first", "next"]);
  });

  test("an admin who leaves while the job runs: it keeps its turn until its work ends, so no more run at once than allowed", async () => {
    const queue = createImageQueue({ running: 1, waiting: 1, maxWaitMs: 60_000 });
    const started: string[] = [];
    const first = heldJob(started, "first");
    const leaving = new AbortController();
    const running = queue.run(leaving.signal, first.work);
    const next = heldJob(started, "next");
    const waiting = queue.run(undefined, next.work);
    leaving.abort();
    await Bun.sleep(0);
    expect(started).toEqual(["first"]);
    expect(queue.load()).toEqual({ running: 1, waiting: 1 });
    first.finish();
    expect(await running).toBe("first");
    next.finish();
    expect(await waiting).toBe("next");
    expect(started).toEqual(["first", "next"]);
  });
});
