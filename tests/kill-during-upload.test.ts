// The process killed (SIGKILL, no shutdown) while uploads are in flight: one body still being
// sent, several complete ones being stored. After a restart on the same data no row points at
// a missing object, the start-up sweep removes old leftovers, and what it spares as recent is
// removed by the same sweep once its grace period has passed.
import { describe, expect, test } from "bun:test";
import sharp from "sharp";
import type { Review } from "../client/contract/reviews.ts";
import type { Logo } from "../client/contract/logos.ts";
import { collections } from "../src/collections.ts";
import { loadConfig } from "../src/platform/config.ts";
import { isBucketKey, objectKeyTime } from "../src/platform/media/keys.ts";
import { sweepOrphans, SWEEP_GRACE_MS } from "../src/platform/media/sweep.ts";
import { withRestoreLock } from "../src/platform/backup/lock.ts";
import { MIGRATION_SEEDS } from "../src/features/seed/seed-content.ts";
import { openStores } from "../src/platform/stores.ts";
import { captureLogger } from "./support/logger.ts";
import { serverProcesses } from "./support/server-process.ts";

const servers = serverProcesses("kill");

/** A photo-like JPEG, big enough that decoding and re-encoding it takes a moment. */
const photo = (seed: number) =>
  sharp({ create: { width: 1400, height: 1000, channels: 3, background: "#222", noise: { type: "gaussian", mean: 100 + seed, sigma: 40 } } })
    .jpeg({ quality: 85 })
    .toBuffer();

function uploadForm(kind: "logo" | "client", name: string, image: Buffer): FormData {
  const form = new FormData();
  const file = new File([new Uint8Array(image)], "upload.jpg", { type: "image/jpeg" });
  if (kind === "logo") {
    form.set("name", name);
    form.set("image", file);
  } else {
    form.set("client", JSON.stringify({ clientName: name, clientPryTitle: "Sent just before the crash.", clientSryTitle: "Crash test" }));
    form.set("clientImg", file);
  }
  return form;
}

/** A multipart upload whose body stops halfway: the request is still arriving when the process dies. */
async function startSlowUpload(port: number, token: string, image: Buffer) {
  const boundary = "----killtest" + crypto.randomUUID().replace(/-/g, "");
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\nHalf-sent logo\r\n--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="slow.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`;
  const body = Buffer.concat([Buffer.from(head), image, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  const socket = await Bun.connect({ hostname: "127.0.0.1", port, socket: { data() {}, error() {}, close() {} } });
  socket.write(
    `POST /api/admin/addlogo HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nAuthorization: Bearer ${token}\r\n` +
      `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${body.length}\r\n\r\n`,
  );
  socket.write(body.subarray(0, body.length >> 1));
  return socket;
}

type Lists = { logos: Logo[]; reviews: Review[] };

async function lists(url: string): Promise<Lists> {
  const [logos, clients] = await Promise.all(
    ["logos", "clients"].map(async (name) => (await (await fetch(`${url}/api/admin/${name}`)).json()) as Record<string, unknown>),
  );
  return { logos: logos!.logos as Logo[], reviews: clients!.clients as Review[] };
}

/** The bucket and the rows, read directly from the stores while no server runs. */
async function withStores<T>(env: Record<string, string>, work: (stores: Awaited<ReturnType<typeof openStores>>) => Promise<T>): Promise<T> {
  const stores = await openStores(loadConfig({ DATA_DIR: servers.dataDir, PORT: "0", DATABASE_URL: env.DATABASE_URL }), { seeds: MIGRATION_SEEDS });
  try {
    return await work(stores);
  } finally {
    await stores.close();
  }
}

async function referencedKeys(sql: Awaited<ReturnType<typeof openStores>>["sql"]): Promise<string[]> {
  const rows = await sql<{ key: string | null }[]>`select image_key as key from logos union all select profile_key from clients`;
  return rows
    .map((row) => row.key)
    .filter(isBucketKey)
    .sort();
}

describe("the process killed during uploads", () => {
  test("leaves no row pointing at a missing object; the sweep at start removes old leftovers", async () => {
    const env = await servers.env();
    const startedAt = Date.now();
    const images = await Promise.all([0, 1, 2, 3, 4, 5, 6].map(photo));

    // First life: one upload is still arriving while six complete ones are being processed.
    const first = await servers.start(env);
    const token = await servers.signIn(first.url);
    const before = await lists(first.url);
    const slow = await startSlowUpload(first.port, token, images[6]!);
    // Each sent again after the queue's Retry-After when it is busy, as the admin does: on a loaded
    // machine all six were refused with 429 before any was stored (a CI run).
    const send = async (kind: "logo" | "client", name: string, image: Buffer): Promise<number | "cut off"> => {
      const path = kind === "logo" ? "/api/admin/addlogo" : "/api/admin/clients";
      for (;;) {
        const response = await fetch(first.url + path, {
          method: "POST",
          headers: { authorization: `Bearer ${token}` },
          body: uploadForm(kind, name, image),
        }).catch(() => null);
        if (!response) return "cut off";
        if (response.status !== 429) return response.status;
        await Bun.sleep(Number(response.headers.get("retry-after") ?? 1) * 1000);
      }
    };
    const uploads = images.slice(0, 6).map((image, i) => {
      const kind = i % 2 === 0 ? "logo" : "client";
      return send(kind, `Crash ${kind} ${i}`, image);
    });
    // Kill the moment the first upload is stored: the others are somewhere between reading,
    // encoding, storing the object and writing the row (or waiting to be sent again).
    await Promise.race(uploads);
    first.proc.kill("SIGKILL");
    expect(await first.proc.exited).not.toBe(0);
    slow.end();
    const outcomes = await Promise.all(uploads);
    expect(outcomes).toContain(201);
    expect(outcomes.filter((outcome) => outcome !== 201 && outcome !== "cut off")).toEqual([]);

    // An old leftover, as a crash long ago would have left it: the start-up sweep must remove it.
    const oldOrphan = `logos/${Bun.randomUUIDv7("hex", Date.now() - SWEEP_GRACE_MS - 60_000)}.webp`;
    await withStores(env, (stores) => stores.objects.put(oldOrphan, Buffer.from("left behind"), "image/webp"));

    // Second life on the same data.
    const second = await servers.start(env);
    try {
      let swept = false;
      for (let i = 0; i < 100 && !swept; i++) {
        swept = (await fetch(`${second.url}/media/${oldOrphan}`)).status === 404;
        if (!swept) await Bun.sleep(100);
      }
      expect(swept).toBe(true);

      const after = await lists(second.url);
      expect(after.logos.some((logo) => logo.name === "Half-sent logo")).toBe(false);
      const added = after.logos.length + after.reviews.length - before.logos.length - before.reviews.length;
      expect(added).toBeGreaterThanOrEqual(outcomes.filter((outcome) => outcome === 201).length);
      expect(added).toBeLessThanOrEqual(6);
      const images = [...after.logos.map((logo) => logo.image), ...after.reviews.map((review) => review.profileimg)];
      const broken: string[] = [];
      for (const image of images) {
        if (image && (await fetch(second.url + image)).status !== 200) broken.push(image);
      }
      expect(broken).toEqual([]);
    } finally {
      second.proc.kill("SIGTERM");
      await second.proc.exited;
    }

    // What the start-up sweep spared as recent (an upload cut off between storing its object and
    // writing its row) is removed once its grace period has passed; nothing referenced is touched.
    await withStores(env, async (stores) => {
      const referenced = await referencedKeys(stores.sql);
      const leftovers = (await stores.objects.list()).filter((key) => !referenced.includes(key));
      for (const key of leftovers) expect(objectKeyTime(key)).toBeGreaterThanOrEqual(startedAt);
      const removed = await sweepOrphans({ withRestoreLock, ...stores, log: captureLogger(), collections }, Date.now() + SWEEP_GRACE_MS + 60_000);
      expect(removed.sort()).toEqual(leftovers.sort());
      expect((await stores.objects.list()).sort()).toEqual(referenced);
    });
  }, 240_000);
});
