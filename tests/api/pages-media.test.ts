// Media held inside page documents (published and draft) and inside revisions count as in use:
// the orphan sweep keeps them, and a restore refuses a backup whose documents point at objects
// it does not hold.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { collections } from "../../src/collections.ts";
import { heldMediaKeys, restoreChecks } from "../../src/restore-checks.ts";
import { checkContent } from "../../src/platform/backup/content-check.ts";
import { SWEEP_GRACE_MS, sweepOrphans } from "../../src/platform/media/sweep.ts";
import { withRestoreLock } from "../../src/platform/backup/lock.ts";
import { webpImage } from "../support/admin-api.ts";
import type { TestApp } from "../support/app.ts";
import { captureLogger } from "../support/logger.ts";
import { adminApp, type api, json } from "./helpers.ts";

let t: TestApp;
let call: ReturnType<typeof api>;
beforeAll(async () => ({ t, call } = await adminApp()), 60_000);
afterAll(() => t.close());

/** A stored image variant set, as the pages' upload leaves it. */
async function storedImage() {
  const key = `pages/${Bun.randomUUIDv7()}`;
  await t.stores.objects.put(`${key}/480.webp`, await webpImage(480, 600), "image/webp");
  return { key, width: 480, height: 600, blur: "" };
}

/** Saves the home page's portrait as `image`, then publishes when asked. */
async function portrait(image: { key: string }, { publish = false } = {}) {
  const { page } = await json(await call.get("/api/admin/pages/home"));
  const content = { ...page.published, about: { ...page.published.about, portrait: { image, alt: "The studio" } } };
  const saved = await json(await call.json("/api/admin/pages/home/draft", { version: page.version, content }, "PUT"));
  expect(saved.success).toBe(true);
  if (publish) await call.json("/api/admin/pages/home/publish", { version: saved.page.version });
}

describe("media held in documents and revisions", () => {
  test("the sweep keeps what a draft, the published page or a revision holds, and removes the rest", async () => {
    const [published, revised, drafted, orphan] = [await storedImage(), await storedImage(), await storedImage(), await storedImage()];
    await portrait(revised, { publish: true });
    await portrait(published, { publish: true });
    await portrait(drafted);
    const removed = await sweepOrphans(
      { withRestoreLock, sql: t.stores.sql, objects: t.stores.objects, log: captureLogger(), collections, held: heldMediaKeys },
      Date.now() + SWEEP_GRACE_MS + 60_000,
    );
    expect(removed).toEqual([`${orphan.key}/480.webp`]);
  });

  test("a restore refuses content whose documents point at an object the backup lacks", async () => {
    const image = await storedImage();
    await portrait(image);
    const archived = new Map((await t.stores.objects.list()).map((key) => [key, {}]));
    await checkContent(t.stores.sql, restoreChecks, archived);
    archived.delete(`${image.key}/480.webp`);
    await expect(checkContent(t.stores.sql, restoreChecks, archived)).rejects.toThrow(
      `A row of documents in the backup points at the image ${image.key}`,
    );
  });

  test("a restore refuses a page document its schema refuses", async () => {
    await t.stores.sql`update documents set draft = ${t.stores.sql.json({ tabs: {} })} where key = 'portfolio'`;
    const archived = new Map((await t.stores.objects.list()).map((key) => [key, {}]));
    await expect(checkContent(t.stores.sql, restoreChecks, archived)).rejects.toThrow("The backup's portfolio page cannot be restored");
    await t.stores.sql`update documents set draft = null where key = 'portfolio'`;
  });
});
