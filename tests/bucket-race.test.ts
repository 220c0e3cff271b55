// Two instances starting together on a new bucket both ask whether it exists, both hear no, and
// both make it: the second make is refused (the bucket already exists), which stopped that
// instance's start. Both must come up. Against s3rver over the S3 wire protocol, as MinIO is reached.
import { describe, expect, test } from "bun:test";
import { loadConfig } from "../src/platform/config.ts";
import { createObjectStore } from "../src/platform/media/object-store.ts";
import { sharedS3 } from "./support/shared-stores.ts";

// The old code lost this race in about 2 of 3 tries; 20 fresh buckets leave no room for luck.
const TRIES = 20;

describe("making the bucket at start", () => {
  test("two instances ensuring the same new bucket at once both succeed, and the bucket is usable", async () => {
    const s3 = loadConfig(await sharedS3("studio-race-base")).s3!;
    for (let i = 0; i < TRIES; i++) {
      const bucket = `studio-race-${crypto.randomUUID().slice(0, 8)}`;
      const [one, two] = [createObjectStore({ ...s3, bucket }), createObjectStore({ ...s3, bucket })];
      const outcomes = await Promise.allSettled([one.ensureBucket(), two.ensureBucket()]);
      expect(outcomes.map((outcome) => (outcome.status === "rejected" ? String(outcome.reason) : "up"))).toEqual(["up", "up"]);
      await one.put("check.txt", Buffer.from("ok"), "text/plain");
      expect(await two.list()).toEqual(["check.txt"]);
    }
  }, 180_000);
});
