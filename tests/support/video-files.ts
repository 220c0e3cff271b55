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
  /** Frames a second (a long video is cheap at 0.1: a frame every ten seconds). */
  rate?: number;
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
  rate = 10,
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
        `testsrc=size=${width}x${height}:rate=${rate}:duration=${seconds}`,
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

/**
 * The MP4 with its header claiming `seconds`: the movie's, each track's and each track's media
 * duration (mvhd, tkhd, mdhd, version 0 boxes, as ffmpeg writes them) rewritten; its packets untouched.
 */
export function claimingSeconds(mp4: Uint8Array<ArrayBuffer>, seconds: number): Uint8Array<ArrayBuffer> {
  const bytes = mp4.slice();
  const view = new DataView(bytes.buffer);
  const boxes = (name: string) => {
    const found: number[] = [];
    for (let at = bytes.indexOf(name.charCodeAt(0)); at !== -1; at = bytes.indexOf(name.charCodeAt(0), at + 1)) {
      if (String.fromCharCode(...bytes.subarray(at, at + 4)) === name && bytes[at + 4] === 0) found.push(at + 4);
    }
    return found;
  };
  // After the version and flags: mvhd and mdhd have two times, the timescale, the duration; tkhd two times, an id, 4 reserved bytes, the duration (in the movie's timescale).
  let movieScale = 0;
  for (const box of boxes("mvhd")) {
    movieScale = view.getUint32(box + 12);
    view.setUint32(box + 16, seconds * movieScale);
  }
  for (const box of boxes("tkhd")) view.setUint32(box + 20, seconds * movieScale);
  for (const box of boxes("mdhd")) view.setUint32(box + 16, seconds * view.getUint32(box + 12));
  return bytes;
}

/**
 * The MP4 made hostile: its tracks' sample tables (stsz, stts) claim `samples` samples of one byte
 * and one tick each, while its composition offsets (ctts) stay; ffmpeg's MP4 reader expands
 * those to one entry per claimed sample, 8 bytes each, before reading any. Padded with zeros to
 * `padTo` bytes, as a file of that size.
 */
export function claimingSamples(mp4: Uint8Array<ArrayBuffer>, samples: number, padTo = 64 * 1024): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(Math.max(padTo, mp4.length));
  bytes.set(mp4);
  const view = new DataView(bytes.buffer);
  const boxes = (name: string) => {
    const found: number[] = [];
    for (let at = 4; at + 4 <= mp4.length; at++) if (String.fromCharCode(...bytes.subarray(at, at + 4)) === name) found.push(at + 4);
    return found;
  };
  // After the version and flags: stsz has the one size all samples share (0: a table follows) and the count; stts the count of entries, then each entry's sample count and duration.
  for (const box of boxes("stsz")) {
    view.setUint32(box + 4, 1);
    view.setUint32(box + 8, samples);
  }
  for (const box of boxes("stts")) {
    view.setUint32(box + 8, samples);
    view.setUint32(box + 12, 1);
  }
  if (boxes("ctts").length === 0) throw new Error("the MP4 has no ctts box: make it with B-frames (libx264's default)");
  return bytes;
}
