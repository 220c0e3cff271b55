import { describe, expect, test } from "bun:test";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createObjectStore } from "../media/object-store.ts";
import { startEmbeddedS3 } from "./s3.ts";

const TEST_KEYS = { accessKey: "TESTACCESSKEY", secretKey: "test-secret-key" };

describe("embedded S3 after a crash", () => {
  test("an object whose metadata was cut off mid-write does not break listing, and can be removed", async () => {
    const dir = mkdtempSync(join(tmpdir(), "s3-crash-"));
    try {
      const first = await startEmbeddedS3(dir, "studio-media", TEST_KEYS);
      const objects = createObjectStore(first.config);
      await objects.ensureBucket();
      await objects.put("logos/kept.webp", Buffer.from("whole"), "image/webp");
      await objects.put("logos/cut.webp", Buffer.from("half"), "image/webp");
      await first.stop();

      // What a SIGKILL during s3rver's metadata write leaves behind.
      const logos = join(dir, "studio-media", "logos");
      mkdirSync(logos, { recursive: true });
      writeFileSync(join(logos, "cut.webp._S3rver_metadata.json"), '{\n  "content-type": "ima');

      const second = await startEmbeddedS3(dir, "studio-media", TEST_KEYS);
      try {
        const again = createObjectStore(second.config);
        expect((await again.list("logos/")).sort()).toEqual(["logos/cut.webp", "logos/kept.webp"]);
        await again.remove("logos/cut.webp");
        expect(await again.list("logos/")).toEqual(["logos/kept.webp"]);
        expect((await again.get("logos/kept.webp"))!.contentType).toBe("image/webp");
      } finally {
        await second.stop();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 90_000);
});
