// A bucket past 1,000 objects (about 170 uploaded images): listing pages past the first
// thousand keys, so the start-up sweep and the trash purge see every object. On the embedded
// store the listing used to fail there ("Unknown cipher"), and both were skipped.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { purgeOnce } from "../src/platform/collections/purge.ts";
import { collections } from "../src/collections.ts";
import { SWEEP_GRACE_MS, sweepOrphans } from "../src/platform/media/sweep.ts";
import { withRestoreLock } from "../src/platform/backup/lock.ts";
import { captureLogger } from "./support/logger.ts";
import { openTestStores, type TestStores } from "./support/stores.ts";

let stores: TestStores;
beforeAll(async () => {
  stores = await openTestStores();
}, 180_000);
afterAll(() => stores?.cleanup());

const OLD = Date.now() - SWEEP_GRACE_MS - 60_000;
const oldKey = () => `logos/${Bun.randomUUIDv7("hex", OLD)}.webp`;

async function putAll(keys: string[]) {
  for (let i = 0; i < keys.length; i += 25) {
    await Promise.all(keys.slice(i, i + 25).map((key) => stores.objects.put(key, Buffer.from(key), "image/webp")));
  }
}

describe("a bucket past 1,000 objects", () => {
  test("is listed whole, and the sweep and the purge remove exactly what no live row holds", async () => {
    const kept = Array.from({ length: 600 }, oldKey);
    const orphans = Array.from({ length: 600 }, oldKey);
    const trashed = oldKey();
    await putAll([...kept, ...orphans, trashed]);
    expect((await stores.objects.list()).sort()).toEqual([...kept, ...orphans, trashed].sort());
    expect((await stores.objects.list("logos/")).length).toBe(1201);

    const { sql } = stores;
    for (const [i, key] of kept.entries()) await sql`insert into logos (name, image_key, position) values (${`Kept ${i}`}, ${key}, ${i})`;
    await sql`insert into logos (name, image_key, position, deleted_at) values ('Long gone', ${trashed}, 0, now() - interval '40 days')`;

    const log = captureLogger();
    const swept = await sweepOrphans({ withRestoreLock, sql, objects: stores.objects, log, collections });
    expect(swept.sort()).toEqual([...orphans].sort());
    expect(await purgeOnce({ sql, objects: stores.objects, log, collections })).toBe(1);
    expect((await stores.objects.list()).sort()).toEqual([...kept].sort());
  }, 180_000);
});
