// What is made from an accepted video (video-probe.ts), with ffmpeg: the file that is stored, and
// its poster frame. The stored file is the upload's picture and sound tracks copied as they are
// (nothing re-encoded) into a fresh file of its container: the camera's metadata (a phone's GPS
// position among it), chapters and other tracks are left behind, and an MP4's index moves to the
// front so a page can start playing before the whole file has loaded.
import { PAGE_MEDIA_MESSAGES } from "../../../client/contract/page-media.ts";
import { IMAGE_WIDTHS } from "../../../client/contract/image-widths.ts";
import { fail } from "../http/errors.ts";
import type { ProbedVideo } from "./video-probe.ts";
import { runTool, type VideoTools } from "./video-tools.ts";

/** Copying hundreds of MB from one file to another, on a busy disk. */
const REMUX_MS = 120_000;
const POSTER_MS = 30_000;
/** A frame as a PNG at most the largest variant's width: well under this. */
const POSTER_MAX_BYTES = 64 * 1024 * 1024;
/** Where the poster is taken, unless the video is too short for it to be past the fade-in. */
const POSTER_AT_SECONDS = 1;

type Work = { tools: VideoTools; signal?: AbortSignal };

const demuxer = (video: ProbedVideo) => (video.container === "mp4" ? "mov" : "matroska");
const input = (video: ProbedVideo, path: string) => ["-v", "error", "-nostdin", "-protocol_whitelist", "file", "-f", demuxer(video), "-i", path];

/** Writes the file to store to `target`. */
export async function remuxVideo(source: string, target: string, video: ProbedVideo, { tools, signal }: Work): Promise<void> {
  const tracks = ["-map", `0:${video.videoStream}`, ...(video.audioStream === null ? [] : ["-map", `0:${video.audioStream}`])];
  const front = video.container === "mp4" ? ["-movflags", "+faststart"] : [];
  const run = await runTool(
    tools,
    [
      tools.ffmpeg,
      ...input(video, source),
      ...tracks,
      "-c",
      "copy",
      "-map_metadata",
      "-1",
      "-map_chapters",
      "-1",
      ...front,
      "-f",
      video.container,
      "-y",
      target,
    ],
    { signal, timeoutMs: REMUX_MS, maxOutputBytes: 64 * 1024 },
  );
  if (!run.ok) fail(415, PAGE_MEDIA_MESSAGES.unreadable);
}

/** One frame, upright, as a PNG no wider than the largest image variant: at 1 s, or the first for a video under 2 s. */
export async function posterFrame(path: string, video: ProbedVideo, work: Work): Promise<Uint8Array> {
  const at = video.duration >= 2 * POSTER_AT_SECONDS ? POSTER_AT_SECONDS : 0;
  const frame = (await frameAt(path, video, at, work)) ?? (at > 0 ? await frameAt(path, video, 0, work) : null);
  return frame ?? fail(415, PAGE_MEDIA_MESSAGES.unreadable);
}

async function frameAt(path: string, video: ProbedVideo, seconds: number, { tools, signal }: Work): Promise<Uint8Array | null> {
  const largest = IMAGE_WIDTHS.at(-1)!;
  // One decoder thread: the memory a frame takes to decode stays what the tools' cap was measured with (video-tools.ts), whatever the machine's cores.
  const run = await runTool(
    tools,
    [
      tools.ffmpeg,
      "-ss",
      String(seconds),
      "-threads",
      "1",
      ...input(video, path),
      "-frames:v",
      "1",
      "-vf",
      `scale=w='min(${largest},iw)':h=-2`,
      "-f",
      "image2pipe",
      "-c:v",
      "png",
      "pipe:1",
    ],
    { signal, timeoutMs: POSTER_MS, maxOutputBytes: POSTER_MAX_BYTES },
  );
  return run.ok && run.stdout.length > 0 ? new Uint8Array(run.stdout) : null;
}

/** The phone rendition's widest, and the longest video one is made for (a background loop: longer ones would not fit the request's time). */
const PHONE_RENDITION = { width: 720, maxSeconds: 30 };
/**
 * 20 s of 1080p60 took 14 s on two busy cores at idle priority (docs/MEDIA.md); past this the
 * rendition is left out rather than the upload run past the admin panel's 30 s.
 */
const PHONE_MS = 15_000;

const even = (n: number) => Math.max(2, Math.floor(n / 2) * 2);

/**
 * Writes to `target` the MP4 a portrait phone plays instead of the video (the hero's background):
 * the middle of the picture as wide as a 9:16 screen shows it (a cover fit crops the rest anyway),
 * at most PHONE_RENDITION.width wide and 30 frames a second, H.264 at a phone's bitrate, silent.
 * Its size; null when the video needs none (already that narrow, or longer than a loop) or it
 * could not be made in time: phones then play the video itself.
 */
export async function phoneRendition(source: string, target: string, video: ProbedVideo, { tools, signal }: Work) {
  const cropWidth = Math.min(video.width, even((video.height * 9) / 16));
  if (video.duration > PHONE_RENDITION.maxSeconds || (cropWidth === video.width && video.width <= PHONE_RENDITION.width)) return null;
  const width = Math.min(PHONE_RENDITION.width, cropWidth);
  const height = even((video.height * width) / cropWidth);
  const run = await runTool(
    tools,
    [
      tools.ffmpeg,
      // One decoder thread, two encoder threads: what the memory cap was measured with (video-tools.ts).
      "-threads",
      "1",
      ...input(video, source),
      "-map",
      `0:${video.videoStream}`,
      "-an",
      "-vf",
      `crop=${cropWidth}:${video.height},scale=${width}:${height}`,
      "-fpsmax",
      "30",
      "-c:v",
      "libx264",
      "-preset",
      "veryfast",
      "-crf",
      "28",
      "-maxrate",
      "1200k",
      "-bufsize",
      "2400k",
      "-pix_fmt",
      "yuv420p",
      "-threads",
      "2",
      "-map_metadata",
      "-1",
      "-movflags",
      "+faststart",
      "-f",
      "mp4",
      "-y",
      target,
    ],
    { signal, timeoutMs: PHONE_MS, maxOutputBytes: 64 * 1024 },
  );
  return run.ok ? { width, height } : null;
}
