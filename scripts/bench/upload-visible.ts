// Upload to visible: a 3000x2000 camera JPEG sent to a project, timed until the admin's project
// list shows it (the upload's answer comes once its row is written: its first widths, 480 and
// 960) and until its whole set is made (the 2560 width, in the background: more-widths.ts). The
// owner is to see it within a second on two cores with nothing else running. Five uploads, one
// at a time, each after the last one's set is done; the median is kept, every run beside it.
// Runs inside `bun run bench`, or alone: `NODE_ENV=production bun scripts/bench/upload-visible.ts`
// (embedded stores).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { startServer } from "./server.ts";
import { signIn } from "./upload-storm.ts";

export type UploadVisibleResult = { visibleMs: number; wholeSetMs: number; visibleRuns: number[]; wholeSetRuns: number[] };

const RUNS = 5;
/** The longest the bench waits for a set's larger widths. */
const WHOLE_SET_MS = 60_000;

/** A camera-sized photo: grain over a gradient, as a real photo's detail costs the encoders. */
const photo = async (i: number) => {
  const gradient = await sharp(Buffer.from([30, 60, 120, 200, 150, 40, 40, 140, 200, 220, 210, 90]), { raw: { width: 2, height: 2, channels: 3 } })
    .resize(3000, 2000, { kernel: "linear", fit: "fill" })
    .raw()
    .toBuffer();
  const grain = await sharp({
    create: { width: 3000, height: 2000, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 12 + i } },
  })
    .raw()
    .toBuffer();
  return sharp(gradient, { raw: { width: 3000, height: 2000, channels: 3 } })
    .composite([{ input: grain, raw: { width: 3000, height: 2000, channels: 3 }, blend: "soft-light" }])
    .jpeg({ quality: 88 })
    .toBuffer();
};

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export async function measureUploadVisible(url: string, admin: { username: string; password: string }): Promise<UploadVisibleResult> {
  const token = await signIn(url, admin);
  const auth = { authorization: `Bearer ${token}` };
  const created = await fetch(`${url}/api/admin/projects`, {
    method: "POST",
    headers: { ...auth, "content-type": "application/json" },
    body: JSON.stringify({ title: `Upload to visible ${Date.now()}`, family: "guidelines" }),
  });
  const projectId = ((await created.json()) as { project: { _id: string } }).project._id;
  const images = async () =>
    (
      (await (await fetch(`${url}/api/admin/projects/${projectId}`, { headers: auth })).json()) as {
        project: { images: { image: { src: string; width: number } }[] };
      }
    ).project.images;
  const visibleRuns: number[] = [];
  const wholeSetRuns: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const bytes = await photo(i);
    const form = new FormData();
    form.set("alt", `A photo from the shoot, ${i + 1}`);
    form.set("image", new File([new Uint8Array(bytes)], `shoot-${i + 1}.jpg`, { type: "image/jpeg" }));
    const started = performance.now();
    const response = await fetch(`${url}/api/admin/projects/${projectId}/images`, { method: "POST", headers: auth, body: form });
    const { image } = (await response.json()) as { image: { image: { src: string } } };
    if (!(await images()).some((shown) => shown.image.src === image.image.src)) throw new Error("the upload is not in the project's list");
    visibleRuns.push(Math.round(performance.now() - started));
    const set = image.image.src.replace(/\/960\.webp$/, "");
    while ((await fetch(`${url}${set}/2560.webp`, { method: "HEAD" })).status !== 200) {
      if (performance.now() - started > WHOLE_SET_MS) throw new Error(`the 2560 width was not made within ${WHOLE_SET_MS / 1000} s`);
      await Bun.sleep(50);
    }
    wholeSetRuns.push(Math.round(performance.now() - started));
  }
  return { visibleMs: median(visibleRuns), wholeSetMs: median(wholeSetRuns), visibleRuns, wholeSetRuns };
}

export const describeUploadVisible = (result: UploadVisibleResult) =>
  `upload to visible (3000x2000 JPEG): in the admin's list after ${result.visibleMs} ms (runs ${result.visibleRuns.join(", ")}), ` +
  `its whole set (up to 2560) after ${result.wholeSetMs} ms (runs ${result.wholeSetRuns.join(", ")})`;

if (import.meta.main) {
  const admin = { username: "bench", password: crypto.randomUUID() };
  const dataDir = mkdtempSync(join(tmpdir(), "bench-visible-"));
  const server = await startServer({ DATA_DIR: dataDir, ADMIN_USERNAME: admin.username, ADMIN_PASSWORD: admin.password });
  try {
    console.log(describeUploadVisible(await measureUploadVisible(server.url, admin)));
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
