// ffprobe and ffmpeg (Debian's ffmpeg package), run on an uploaded video under limits: at the
// lowest CPU priority (low-priority.ts), each within a deadline and stopped when the admin's
// request is aborted, each within an address-space cap (util-linux's prlimit), and one upload's
// runs at a time per process (the video queue, work-queue.ts). A 64 KB MP4 whose tables claim 85
// million samples made ffprobe and ffmpeg take 730 MB each, three uploads of it at once three
// times that; under the cap their allocation fails and the file is refused (video-probe.ts).
// The tools are looked for when a video is uploaded, not at start: a server without them serves
// everything else, and answers a video upload with a 503 that says what is missing.
import { readFileSync } from "node:fs";
import { PAGE_MEDIA_MESSAGES } from "../../../client/contract/page-media.ts";
import { fail } from "../http/errors.ts";
import { lowestPriority } from "./low-priority.ts";
import { createWorkQueue, type WorkQueue } from "./work-queue.ts";

/** One run of a tool, its memory as the kernel counted it: for the upload's log line and its limits' tests. */
type ToolUse = { tool: string; startedAt: number; endedAt: number; peakBytes: number; ok: boolean };
export type VideoTools = { ffprobe: string; ffmpeg: string /** This upload's runs so far. */; runs: ToolUse[] };

export type VideoQueue = WorkQueue;
export type VideoDeps = { videos: VideoQueue };

/**
 * One upload's tool runs at a time: with the memory cap below, the most the video tools hold at
 * once. A wait and the work (seconds for a large video) stay within the admin panel's 30 s.
 */
export const VIDEO_QUEUE_DEFAULTS = { running: 1, waiting: 4, maxWaitMs: 10_000 };

export function createVideoQueue(options: Partial<typeof VIDEO_QUEUE_DEFAULTS> = {}): VideoQueue {
  return createWorkQueue({ ...VIDEO_QUEUE_DEFAULTS, typicalMs: 3_000, busyMessage: PAGE_MEDIA_MESSAGES.busy, ...options });
}

/**
 * Each child's address space (RLIMIT_AS). Measured with ffmpeg 5.1 (docs/MEDIA.md, "Video
 * uploads"): loading the tools takes 263 MB of it, the heaviest accepted video's poster frame
 * (4K AV1, 10-bit, one decoder thread) 565 MB; the hostile MP4 above 730 MB of memory touched.
 */
export const VIDEO_TOOL_MEMORY_BYTES = 640 * 1024 * 1024;

let capPrefix: string[] | undefined;

/** The prefix that caps a child's address space; none where prlimit is missing (docs/MEDIA.md). */
export function memoryCap(): string[] {
  if (capPrefix) return capPrefix;
  const prlimit = Bun.which("prlimit");
  capPrefix = prlimit ? [prlimit, `--as=${VIDEO_TOOL_MEMORY_BYTES}`] : [];
  return capPrefix;
}

/**
 * glibc reserves 64 MB of address space for each malloc arena, and a process makes up to eight
 * per core as its threads contend: without this the cap would fit a two-core machine and fail
 * real videos on a 32-core one.
 */
const CHILD_ENV = { ...process.env, MALLOC_ARENA_MAX: "2" };

/** The tools' paths on PATH; 503 when either is missing. */
export function videoTools(path = process.env.PATH ?? ""): VideoTools {
  const ffprobe = Bun.which("ffprobe", { PATH: path });
  const ffmpeg = Bun.which("ffmpeg", { PATH: path });
  if (!ffprobe || !ffmpeg) fail(503, PAGE_MEDIA_MESSAGES.noFfmpeg);
  return { ffprobe, ffmpeg, runs: [] };
}

export type ToolRun = { signal?: AbortSignal; timeoutMs: number; maxOutputBytes: number };
export type ToolResult = { ok: boolean; stdout: Buffer; timedOut: boolean };

/**
 * Runs one tool (`command[0]`, one of `tools`'); its stdout is kept up to `maxOutputBytes` (past
 * that the tool is stopped and the run fails), its stderr dropped. An abort stops it and rejects
 * with the signal's reason. The run is added to `tools.runs`.
 */
export async function runTool(tools: VideoTools, command: string[], { signal, timeoutMs, maxOutputBytes }: ToolRun): Promise<ToolResult> {
  signal?.throwIfAborted();
  const startedAt = performance.timeOrigin + performance.now();
  const child = Bun.spawn([...memoryCap(), ...lowestPriority(), ...command], { stdin: "ignore", stdout: "pipe", stderr: "ignore", env: CHILD_ENV });
  const peak = watchPeak(child.pid);
  let timedOut = false;
  const stop = () => child.kill("SIGKILL");
  const timer = setTimeout(() => {
    timedOut = true;
    stop();
  }, timeoutMs);
  signal?.addEventListener("abort", stop, { once: true });
  let ok = false;
  try {
    const chunks: Uint8Array[] = [];
    let size = 0;
    let overflow = false;
    for await (const chunk of child.stdout) {
      size += chunk.byteLength;
      if (size > maxOutputBytes) {
        overflow = true;
        stop();
        break;
      }
      chunks.push(chunk);
    }
    const code = await child.exited;
    ok = code === 0 && !overflow && !timedOut;
    signal?.throwIfAborted();
    return { ok, stdout: Buffer.concat(chunks), timedOut };
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener("abort", stop);
    await child.exited;
    const tool = command[0] === tools.ffprobe ? "ffprobe" : "ffmpeg";
    const peakBytes = peak.stop() ?? child.resourceUsage()?.maxRSS ?? 0;
    tools.runs.push({ tool, startedAt, endedAt: performance.timeOrigin + performance.now(), peakBytes, ok });
  }
}

const PEAK_POLL_MS = 20;

/**
 * The tool's own peak resident memory: its VmHWM (/proc/<pid>/status), read while it runs. The
 * kernel's figure for a waited child (ru_maxrss) is no use here: a child spawned sharing this
 * process's memory until its exec carries this process's own peak across it, so a test worker
 * grown past the cap reported every tool above it (CI, 1,062 MB for a tool capped at 640).
 * prlimit and chrt exec the tool in their place, so the pid stays the tool's; what it takes in
 * its last few milliseconds may be missed. Null where there is no /proc (not Linux).
 */
function watchPeak(pid: number): { stop(): number | null } {
  let peak: number | null = null;
  const read = () => {
    try {
      const kB = /^VmHWM:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
      if (kB) peak = Math.max(peak ?? 0, Number(kB) * 1024);
    } catch {
      // Gone already (or no /proc): the last reading stands.
    }
  };
  read();
  const timer = setInterval(read, PEAK_POLL_MS);
  return {
    stop() {
      clearInterval(timer);
      return peak;
    },
  };
}
