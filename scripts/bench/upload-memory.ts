// Memory while the largest uploads are taken: one image of just under the default
// UPLOAD_MAX_BYTES (25 MB of noise, as a render export that does not compress) and one video of
// just under the default VIDEO_MAX_BYTES (200 MB). The server's own resident memory is sampled
// while each is sent and worked on, beside that of the server with its child processes (the
// image encoder, ffprobe and ffmpeg, in embedded mode the database). An image is held whole in
// the server (the form is parsed in memory) and decoded in the encoder child; a video is
// streamed to a temporary file and to storage, so the server's memory should not grow with it.
// Run alone: `NODE_ENV=production bun scripts/bench/upload-memory.ts` (embedded stores).
import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { PAGE_IMAGE_UPLOAD_PATH, PAGE_VIDEO_UPLOAD_PATH } from "../../client/contract/page-media.ts";
import { type BenchServer, startServer } from "./server.ts";
import { signIn } from "./upload-storm.ts";

export type UploadMemory = {
  upload: "image" | "video";
  sizeMb: number;
  status: number;
  seconds: number;
  /** The server's own process: before the upload, the highest sample while it was taken. */
  serverBeforeMb: number;
  serverPeakMb: number;
  /** The server with its child processes. */
  treeBeforeMb: number;
  treePeakMb: number;
};

const MB = 1024 * 1024;
const mb = (bytes: number) => Math.round((bytes / MB) * 10) / 10;

/** PNG noise under `maxBytes`: 3 bytes a pixel that do not compress. */
async function largestImage(maxBytes: number): Promise<Buffer> {
  for (let height = 2600; ; height -= 100) {
    const png = await sharp({ create: { width: 3400, height, channels: 3, background: "#777", noise: { type: "gaussian", mean: 128, sigma: 60 } } })
      .png({ compressionLevel: 6 })
      .toBuffer();
    if (png.length < maxBytes - 128 * 1024) return png;
  }
}

/** An H.264 MP4 of random pictures (lossless, so every frame is large) cut at `maxBytes`. */
function largestVideo(dir: string, maxBytes: number): string {
  const path = join(dir, "large.mp4");
  const made = Bun.spawnSync(
    [
      "ffmpeg",
      ...["-v", "error", "-f", "rawvideo", "-pix_fmt", "yuv420p", "-s", "640x360", "-r", "25", "-i", "/dev/urandom"],
      ...["-frames:v", "3000", "-c:v", "libx264", "-preset", "ultrafast", "-qp", "0", "-pix_fmt", "yuv420p"],
      ...["-fs", String(maxBytes - 8 * MB), "-y", path],
    ],
    { stderr: "pipe" },
  );
  if (!made.success) throw new Error(`ffmpeg could not make the bench video: ${made.stderr.toString()}`);
  return path;
}

async function measure(server: BenchServer, upload: UploadMemory["upload"], send: () => Promise<Response>, size: number): Promise<UploadMemory> {
  const serverBeforeMb = server.ownRssMb();
  const treeBeforeMb = server.rssMb();
  let serverPeakMb = serverBeforeMb;
  let treePeakMb = treeBeforeMb;
  const sampler = setInterval(() => {
    serverPeakMb = Math.max(serverPeakMb, server.ownRssMb());
    treePeakMb = Math.max(treePeakMb, server.rssMb());
  }, 20);
  const started = performance.now();
  try {
    const response = await send();
    await response.arrayBuffer();
    const seconds = Math.round((performance.now() - started) / 100) / 10;
    return { upload, sizeMb: mb(size), status: response.status, seconds, serverBeforeMb, serverPeakMb, treeBeforeMb, treePeakMb };
  } finally {
    clearInterval(sampler);
  }
}

export async function measureUploadMemory(
  server: BenchServer,
  admin: { username: string; password: string },
  limits = { imageMaxBytes: 25 * MB, videoMaxBytes: 200 * MB },
): Promise<UploadMemory[]> {
  const token = await signIn(server.url, admin);
  const dir = mkdtempSync(join(tmpdir(), "bench-upload-memory-"));
  try {
    const image = await largestImage(limits.imageMaxBytes);
    const video = largestVideo(dir, limits.videoMaxBytes);
    const post = (path: string, field: string, file: File) => {
      const form = new FormData();
      form.set(field, file);
      return fetch(server.url + path, { method: "POST", headers: { authorization: `Bearer ${token}` }, body: form });
    };
    return [
      await measure(
        server,
        "image",
        () => post(PAGE_IMAGE_UPLOAD_PATH, "image", new File([new Uint8Array(image)], "render.png", { type: "image/png" })),
        image.length,
      ),
      await measure(
        server,
        "video",
        () => post(PAGE_VIDEO_UPLOAD_PATH, "video", new File([Bun.file(video)], "reel.mp4", { type: "video/mp4" })),
        statSync(video).size,
      ),
    ];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export function describeUploadMemory(results: UploadMemory[]): string[] {
  return results.map(
    (r) =>
      `upload memory, a ${r.sizeMb} MB ${r.upload}: answered ${r.status} in ${r.seconds} s; server RSS ${r.serverBeforeMb} MB before, ${r.serverPeakMb} MB at the peak ` +
      `(+${r.serverPeakMb - r.serverBeforeMb} MB); with its child processes ${r.treeBeforeMb} → ${r.treePeakMb} MB`,
  );
}

if (import.meta.main) {
  const admin = { username: "bench", password: crypto.randomUUID() };
  const dataDir = mkdtempSync(join(tmpdir(), "bench-upload-memory-data-"));
  const server = await startServer({ DATA_DIR: dataDir, ADMIN_USERNAME: admin.username, ADMIN_PASSWORD: admin.password });
  try {
    for (const line of describeUploadMemory(await measureUploadMemory(server, admin))) console.log(line);
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
