// Small videos made with ffmpeg's test source, as a phone or an export would give them: for the
// suites that upload the pages' videos.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export type VideoRecipe = {
  /** ffmpeg's output options for the codecs, e.g. ["-c:v", "libx264", "-c:a", "aac"]. */
  codecs: string[];
  format: "mp4" | "webm" | "matroska" | "mov";
  seconds?: number;
  width?: number;
  height?: number;
  /** With a sine tone as its sound track. */
  audio?: boolean;
  /** Extra output options, e.g. metadata. */
  extra?: string[];
};

export const H264_AAC: VideoRecipe = { codecs: ["-c:v", "libx264", "-pix_fmt", "yuv420p", "-c:a", "aac"], format: "mp4", audio: true };
export const VP9_OPUS: VideoRecipe = {
  codecs: ["-c:v", "libvpx-vp9", "-deadline", "realtime", "-cpu-used", "8", "-c:a", "libopus"],
  format: "webm",
  audio: true,
};
export const MPEG4_IN_MP4: VideoRecipe = { codecs: ["-c:v", "mpeg4"], format: "mp4" };

/** The video's bytes. */
export function makeVideo({
  codecs,
  format,
  seconds = 1,
  width = 160,
  height = 90,
  audio = false,
  extra = [],
}: VideoRecipe): Uint8Array<ArrayBuffer> {
  const dir = mkdtempSync(join(tmpdir(), "test-video-"));
  try {
    const out = join(dir, "video");
    const sound = audio ? ["-f", "lavfi", "-i", `sine=frequency=440:duration=${seconds}`] : [];
    const result = Bun.spawnSync(
      [
        "ffmpeg",
        "-v",
        "error",
        "-f",
        "lavfi",
        "-i",
        `testsrc=size=${width}x${height}:rate=10:duration=${seconds}`,
        ...sound,
        ...codecs,
        ...extra,
        "-f",
        format,
        "-y",
        out,
      ],
      { stderr: "pipe" },
    );
    if (!result.success) throw new Error(`ffmpeg could not make the test video: ${result.stderr.toString()}`);
    return new Uint8Array(readFileSync(out));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
