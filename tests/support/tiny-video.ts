// A real, tiny MP4 (H.264, one second, 160x90, +faststart) drawn by ffmpeg, for the tests that
// upload a video. Written to a file: the MP4 muxer seeks back to move its index to the front.
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";

export async function tinyVideo(color = "red"): Promise<Buffer> {
  const dir = await mkdtemp(join(tmpdir(), "tiny-video-"));
  const file = join(dir, "tiny.mp4");
  try {
    const run = Bun.spawn(
      [
        "ffmpeg",
        "-loglevel",
        "error",
        "-f",
        "lavfi",
        "-i",
        `color=c=${color}:s=160x90:d=1:r=10`,
        "-c:v",
        "libx264",
        "-pix_fmt",
        "yuv420p",
        "-movflags",
        "+faststart",
        file,
      ],
      { stdout: "ignore", stderr: "pipe" },
    );
    if ((await run.exited) !== 0) throw new Error(`ffmpeg failed: ${await new Response(run.stderr).text()}`);
    return await readFile(file);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
