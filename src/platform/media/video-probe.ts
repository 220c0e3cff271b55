// What an uploaded video really is, from its bytes: the container from its first bytes (an
// ISO-BMFF "ftyp" box, or an EBML header whose document type is "webm"), then ffprobe, told
// that container's demuxer and nothing but local files, for its streams and size; its duration
// from the tracks' packets themselves (ffmpeg reads them through without decoding), since the
// container's header is only what the file claims: a 10-hour video may say it lasts 5 s. Its
// frame counts are claims too: a track may not list more frames than the file has bytes (each
// frame takes one at least), and its frames may not be larger than 4K (VIDEO_MAX_FRAME), what a
// poster frame's decoding fits in the tools' memory cap for (video-tools.ts).
// Accepted: H.264 video with AAC audio or none in MP4 (QuickTime files of the same codecs are
// stored as MP4), VP9 or AV1 video with Opus or Vorbis audio or none in WebM; one picture
// track, within the duration limit.
import { PAGE_MEDIA_MESSAGES, VIDEO_MAX_FRAME } from "../../../client/contract/page-media.ts";
import { fail } from "../http/errors.ts";
import { runTool, type VideoTools } from "./video-tools.ts";

type VideoContainer = "mp4" | "webm";

const CONTAINERS = {
  mp4: { demuxer: "mov", type: "video/mp4", video: ["h264"], audio: ["aac"] },
  webm: { demuxer: "matroska", type: "video/webm", video: ["vp9", "av1"], audio: ["opus", "vorbis"] },
} as const;

export type ProbedVideo = {
  container: VideoContainer;
  type: "video/mp4" | "video/webm";
  /** ffprobe's index of the picture track, and of the sound track kept (if any). */
  videoStream: number;
  audioStream: number | null;
  /** As shown: a phone's portrait video is stored landscape with a rotation. */
  width: number;
  height: number;
  /** Seconds, to the millisecond. */
  duration: number;
};

const ascii = (bytes: Uint8Array, start: number, end: number) => String.fromCharCode(...bytes.subarray(start, end));

/** The container, from the file's first bytes (64 are enough); null for anything else. */
function sniffVideo(head: Uint8Array): VideoContainer | null {
  if (head.length >= 12 && ascii(head, 4, 8) === "ftyp") return "mp4";
  // EBML's magic number, then the header's elements, among them the DocType ("webm" or "matroska").
  if (isMatroska(head)) return ascii(head, 4, Math.min(head.length, 64)).includes("webm") ? "webm" : null;
  return null;
}

type Stream = {
  index: number;
  codec_type?: string;
  codec_name?: string;
  width?: number;
  height?: number;
  /** The frames (samples) the container's index lists, where it has one (MP4 does, WebM not). */
  nb_frames?: string;
  disposition?: { attached_pic?: number };
  side_data_list?: { rotation?: number }[];
  tags?: { rotate?: string };
};
type Probe = { streams?: Stream[]; format?: { duration?: string } };

export type ProbeOptions = { tools: VideoTools; maxSeconds: number; signal?: AbortSignal };

export async function probeVideo(path: string, { tools, maxSeconds, signal }: ProbeOptions): Promise<ProbedVideo> {
  const head = new Uint8Array(await Bun.file(path).slice(0, 64).arrayBuffer());
  const container = sniffVideo(head);
  // A Matroska file that is not WebM is a video all the same: the codec message says what is accepted.
  if (!container) fail(415, isMatroska(head) ? PAGE_MEDIA_MESSAGES.wrongCodec : PAGE_MEDIA_MESSAGES.notVideo);
  const accepted = CONTAINERS[container];
  const { demuxer } = accepted;
  // One decoder thread: ffprobe decodes a few frames, and a thread per core would make the memory it needs the machine's.
  const run = await runTool(
    tools,
    [
      tools.ffprobe,
      "-v",
      "error",
      "-threads",
      "1",
      "-protocol_whitelist",
      "file",
      "-f",
      demuxer,
      "-print_format",
      "json",
      "-show_format",
      "-show_streams",
      path,
    ],
    { signal, timeoutMs: 15_000, maxOutputBytes: 1024 * 1024 },
  );
  if (!run.ok) fail(415, PAGE_MEDIA_MESSAGES.unreadable);
  const probe = JSON.parse(run.stdout.toString("utf8")) as Probe;
  const streams = probe.streams ?? [];
  // Cover art in an MP4 is a "video" stream of one picture: not the film.
  const video = streams.find((stream) => stream.codec_type === "video" && !stream.disposition?.attached_pic);
  if (!video) fail(415, PAGE_MEDIA_MESSAGES.noPicture);
  const audio = streams.filter((stream) => stream.codec_type === "audio");
  const codecs = (list: readonly string[], name?: string) => list.includes(name ?? "");
  if (!codecs(accepted.video, video.codec_name) || !audio.every((stream) => codecs(accepted.audio, stream.codec_name))) {
    fail(415, PAGE_MEDIA_MESSAGES.wrongCodec);
  }
  if (!video.width || !video.height) fail(415, PAGE_MEDIA_MESSAGES.noPicture);
  if (video.width * video.height > VIDEO_MAX_FRAME.width * VIDEO_MAX_FRAME.height) fail(413, PAGE_MEDIA_MESSAGES.tooManyPixels);
  const bytes = Bun.file(path).size;
  if (streams.some((stream) => Number(stream.nb_frames ?? 0) > bytes)) fail(415, PAGE_MEDIA_MESSAGES.falseIndex);
  const claimed = Number(probe.format?.duration);
  if (!Number.isFinite(claimed) || claimed <= 0) fail(415, PAGE_MEDIA_MESSAGES.unreadable);
  if (claimed > maxSeconds) fail(413, PAGE_MEDIA_MESSAGES.tooLong(maxSeconds));
  const tracks = [video.index, ...(audio[0] ? [audio[0].index] : [])];
  const played = await playedSeconds(path, demuxer, tracks, { tools, signal });
  if (played > maxSeconds) fail(413, PAGE_MEDIA_MESSAGES.tooLong(maxSeconds));
  const duration = Math.round(Math.max(claimed, played) * 1000) / 1000;
  const turned = Math.abs(rotation(video)) % 180 === 90;
  return {
    container,
    type: accepted.type,
    videoStream: video.index,
    audioStream: audio[0]?.index ?? null,
    width: turned ? video.height : video.width,
    height: turned ? video.width : video.height,
    duration,
  };
}

/** Reading every packet of the largest video on a busy disk: far under this. */
const PACKETS_MS = 60_000;

/**
 * How far the tracks' packets reach, in seconds: ffmpeg copies them to nowhere (no decoding) and
 * reports the last time written (its -progress lines' out_time_us). No picture packet at all
 * (its frame count) is a file that cannot be shown.
 */
async function playedSeconds(path: string, demuxer: string, tracks: number[], { tools, signal }: Omit<ProbeOptions, "maxSeconds">): Promise<number> {
  const maps = tracks.flatMap((track) => ["-map", `0:${track}`]);
  const run = await runTool(
    tools,
    [
      tools.ffmpeg,
      "-v",
      "error",
      "-nostdin",
      "-nostats",
      "-protocol_whitelist",
      "file",
      "-f",
      demuxer,
      "-i",
      path,
      ...maps,
      "-c",
      "copy",
      "-f",
      "null",
      "-progress",
      "pipe:1",
      "-",
    ],
    { signal, timeoutMs: PACKETS_MS, maxOutputBytes: 256 * 1024 },
  );
  const progress = run.stdout.toString("utf8");
  const last = (name: string) => [...progress.matchAll(new RegExp(`^${name}=(\\d+)$`, "gm"))].at(-1)?.[1];
  const reached = last("out_time_us");
  if (!run.ok || reached === undefined || !Number(last("frame"))) fail(415, PAGE_MEDIA_MESSAGES.unreadable);
  return Number(reached) / 1_000_000;
}

function rotation(stream: Stream): number {
  const fromSideData = stream.side_data_list?.find((data) => typeof data.rotation === "number")?.rotation;
  return fromSideData ?? Number(stream.tags?.rotate ?? 0);
}

/** Matroska (EBML), WebM or not. */
function isMatroska(head: Uint8Array): boolean {
  return head.length >= 4 && head[0] === 0x1a && head[1] === 0x45 && head[2] === 0xdf && head[3] === 0xa3;
}
