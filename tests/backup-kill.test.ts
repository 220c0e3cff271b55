// Restores that overlap or die: two restores at once (one is turned away with a 409, the other
// restores, and every image of the site it leaves loads), and the server killed (SIGKILL, no
// shutdown) while a restore is staging its objects: the next start is clean, the site is the one
// from before the restore, and the objects and temporary folders the restore left are removed.
import { describe, expect, test } from "bun:test";
import { mkdirSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { downloadBackup, sendRestore } from "./support/backup-api.ts";
import { adminToken, pngImage } from "./support/admin-api.ts";
import { listen, startTestApp } from "./support/app.ts";
import { repack, text, unpack, type ArchiveFile } from "./support/site-state.ts";
import { connectDatabase } from "../src/platform/db/connect.ts";
import { withRestoreLock } from "../src/platform/backup/lock.ts";
import { createRenderCache } from "../src/platform/cache/render-cache.ts";
import { shareInvalidation } from "../src/platform/cache/shared-invalidation.ts";
import { captureLogger } from "./support/logger.ts";
import { openTestStores } from "./support/stores.ts";
import { serverProcesses } from "./support/server-process.ts";
import { until } from "./support/until.ts";

const servers = serverProcesses("restore-kill");

/** `count` more logos, each with its own stored image, added to an archive's files. */
function withLogos(files: ArchiveFile[], count: number, name: string): ArchiveFile[] {
  // Keys made an hour ago, as a backup's are: the start-up sweep spares only recent ones.
  const made = Date.now() - 60 * 60 * 1000;
  const logos = files.find((file) => file.name === "tables/logos/00001.jsonl")!;
  const summary = files.find((file) => file.name === "summary.json")!;
  const counts = JSON.parse(text(summary));
  const added = Array.from({ length: count }, (_, i) => ({ key: `logos/${Bun.randomUUIDv7("hex", made)}.webp`, i }));
  // A row of the backup's own as the pattern, so columns a later migration adds come along.
  const pattern = JSON.parse(text(logos).split("\n")[0]!);
  const rows = added.map(({ key, i }) =>
    JSON.stringify({
      ...pattern,
      id: crypto.randomUUID(),
      name: `${name} ${i}`,
      image_key: key,
      created_at: new Date().toISOString(),
      position: 1000 + i,
      deleted_at: null,
    }),
  );
  counts.rows.logos += count;
  counts.objects += count;
  const objects = added.map(({ key }) => ({ name: `objects/${key}`, body: `${name} image ${key}`, pax: { "STUDIO.content-type": "image/webp" } }));
  return [
    ...files.filter((file) => file !== summary).map((file) => (file === logos ? { ...file, body: `${text(file)}${rows.join("\n")}\n` } : file)),
    ...objects,
    { name: "summary.json", body: JSON.stringify(counts) },
  ];
}

type Logo = { _id: string; name: string; image: string | null };
const logosOf = async (url: string) => ((await (await fetch(`${url}/api/admin/logos`)).json()) as { logos: Logo[] }).logos;

describe("restores that overlap or die", () => {
  test("two restores at once: one is refused with 409, the other restores, and the site's images all load", async () => {
    const t = await startTestApp();
    const server = listen(t.app);
    try {
      const token = await adminToken(t);
      const files = await unpack(await downloadBackup(server, token));
      const [first, second] = [await repack(withLogos(files, 600, "First")), await repack(withLogos(files, 600, "Second"))];
      const answers = await Promise.all([sendRestore(server, token, first), sendRestore(server, token, second)]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      const busy = answers.find((answer) => answer.status === 409)!;
      expect(((await busy.json()) as { message: string }).message).toMatch(/Another restore is under way/);
      const logos = await logosOf(server.url);
      const names = new Set(logos.filter((logo) => / \d+$/.test(logo.name)).map((logo) => logo.name.split(" ")[0]));
      expect(names.size).toBe(1);
      for (const logo of logos.filter((logo) => logo.image?.startsWith("/media/"))) {
        expect(`${logo.image} ${(await fetch(server.url + logo.image!)).status}`).toBe(`${logo.image} 200`);
      }
      expect(logos.filter((logo) => logo.name.startsWith(`${[...names][0]} `)).length).toBe(600);
    } finally {
      await server.stop();
      await t.close();
    }
  }, 240_000);

  // With DATABASE_URL only: the embedded database is one session of one process, where the lock is in-process (tested above).
  test.skipIf(!process.env.DATABASE_URL)(
    "a restore on another instance (another connection pool) is turned away while one runs, on Postgres",
    async () => {
      const stores = await openTestStores();
      const other = connectDatabase(stores.databaseUrl, { embedded: false });
      try {
        await withRestoreLock(stores.sql, async () => {
          await expect(withRestoreLock(other, async () => "ran")).rejects.toThrow(/Another restore is under way/);
        });
        expect(await withRestoreLock(other, async () => "ran")).toBe("ran");
      } finally {
        await other.end();
        await stores.cleanup();
      }
    },
    60_000,
  );

  // With DATABASE_URL only, as above: instances share a cache through Postgres's LISTEN/NOTIFY.
  test.skipIf(!process.env.DATABASE_URL)(
    "a restore drops the cached pages of every instance, on Postgres",
    async () => {
      const stores = await openTestStores();
      const other = connectDatabase(stores.databaseUrl, { embedded: false });
      const shared = [
        await shareInvalidation(createRenderCache(), stores.sql, captureLogger()),
        await shareInvalidation(createRenderCache(), other, captureLogger()),
      ];
      const [restoring, showing] = [await startTestApp({ stores, cache: shared[0]!.cache }), await startTestApp({ stores, cache: shared[1]!.cache })];
      const server = listen(restoring.app);
      try {
        const token = await adminToken(restoring);
        const archive = await repack(withLogos(await unpack(await downloadBackup(server, token)), 1, "Restored Logo"));
        await (await showing.request("/")).text();
        for (let i = 0; i < 50 && showing.cache.size === 0; i++) await Bun.sleep(10); // filled once streamed
        expect(showing.cache.size).toBeGreaterThan(0);
        expect((await sendRestore(server, token, archive)).status).toBe(200);
        for (let i = 0; i < 100 && showing.cache.size > 0; i++) await Bun.sleep(20);
        expect(showing.cache.size).toBe(0);
        expect(await (await showing.request("/")).text()).toContain("Restored Logo 0");
      } finally {
        await server.stop();
        for (const cache of shared) await cache.stop();
        await other.end();
        await stores.cleanup();
      }
    },
    60_000,
  );

  test("a server killed during a restore starts again clean, with the site as it was and no temporary folder left", async () => {
    // The server's own temporary directory, to see what the restore leaves there.
    const tmp = join(servers.dataDir, "tmp");
    mkdirSync(tmp, { recursive: true });
    const env = { ...(await servers.env()), TMPDIR: tmp };
    const restoreFolders = () => readdirSync(tmp).filter((name) => /^studio-(?:upload|restore)-/.test(name));
    const first = await servers.start(env);
    const token = await servers.signIn(first.url);
    const form = new FormData();
    form.set("name", "Before The Restore");
    form.set("image", new File([new Uint8Array(await pngImage())], "logo.png", { type: "image/png" }));
    expect(
      (await fetch(`${first.url}/api/admin/addlogo`, { method: "POST", headers: { authorization: `Bearer ${token}` }, body: form })).status,
    ).toBe(201);
    const site = await siteAsVisitorsSee(first.url);
    const archive = await repack(withLogos(await unpack(await downloadBackup(first, token)), 3000, "Restored"));
    const stored = () => objectFiles(join(servers.dataDir, "s3", "studio-media"));
    const storedBefore = stored();

    const restoring = sendRestore(first, token, archive).catch(() => null);
    const deadline = Date.now() + 60_000;
    while (stored() < storedBefore + 300) {
      if (Date.now() > deadline) throw new Error("the restore never started staging objects");
      await Bun.sleep(20);
    }
    first.proc.kill("SIGKILL");
    await first.proc.exited;
    await restoring;
    expect(stored()).toBeGreaterThan(storedBefore); // staged objects the crash left behind
    expect(restoreFolders().length).toBe(2); // the upload's, and the restore's work

    const second = await servers.start(env);
    expect(await siteAsVisitorsSee(second.url)).toEqual(site);
    await until(() => restoreFolders().length === 0, { what: "the killed restore's temporary folders removed", timeout: 30_000 });
    // The start-up sweep removes what the restore had staged (old keys, which no row references).
    const sweepDeadline = Date.now() + 60_000;
    while (stored() !== storedBefore && Date.now() < sweepDeadline) await Bun.sleep(100);
    expect(stored()).toBe(storedBefore);
    expect(
      (await fetch(`${second.url}/api/admin/account`, { headers: { authorization: `Bearer ${await servers.signIn(second.url)}` } })).status,
    ).toBe(200);
    second.proc.kill("SIGTERM");
    await second.proc.exited;
  }, 180_000);
});

/** The logos visitors are shown and the bytes of each image. */
async function siteAsVisitorsSee(url: string) {
  const logos = await logosOf(url);
  return Promise.all(
    logos.map(async (logo) => [
      logo.name,
      logo.image,
      logo.image?.startsWith("/media/")
        ? new Bun.CryptoHasher("sha256").update(await (await fetch(url + logo.image!)).arrayBuffer()).digest("hex")
        : null,
    ]),
  );
}

function objectFiles(dir: string): number {
  return readdirSync(dir, { recursive: true }).filter((name) => String(name).endsWith("._S3rver_object")).length;
}
