// The video tools under limits, on a listening server: a 64 KB MP4 whose tables claim 85 million
// samples (which makes an uncapped ffprobe take some 730 MB) is refused with a clear message
// while the tools stay under their memory cap, as the kernel measured them; three such uploads
// at once take their turns one at a time; a full queue refuses before the body is read; frames
// past 4K are refused; and the heaviest accepted video, a 4K 10-bit AV1, still goes through,
// its phone rendition made.
import { describe, expect, test } from "bun:test";
import { readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PAGE_MEDIA_MESSAGES, PAGE_VIDEO_UPLOAD_PATH, type PageVideoAnswer } from "../../client/contract/page-media.ts";
import { VIDEO_TEMP_PREFIX } from "../../src/platform/media/video-upload.ts";
import { createVideoQueue, VIDEO_QUEUE_DEFAULTS, VIDEO_TOOL_MEMORY_BYTES } from "../../src/platform/media/video-tools.ts";
import { listeningSuite } from "../support/listening-suite.ts";
import { privateTmpdir } from "../support/private-tmpdir.ts";
import { claimingSamples, H264_AAC, makeVideo, type VideoRecipe } from "../support/video-files.ts";

const MB = 1024 * 1024;
const SAMPLES = 85_000_000;
const SLOW = 120_000;

const videos = createVideoQueue();
const suite = listeningSuite({ videos });
privateTmpdir();

const hostile = () => claimingSamples(makeVideo({ ...H264_AAC, audio: false }), SAMPLES);

function send(bytes: Uint8Array<ArrayBuffer>, name = "reel.mp4"): Promise<Response> {
  const form = new FormData();
  form.set("video", new File([bytes], name, { type: "video/mp4" }));
  return fetch(suite.server.url + PAGE_VIDEO_UPLOAD_PATH, { method: "POST", headers: { authorization: `Bearer ${suite.token}` }, body: form });
}

const answer = async (response: Response) => ({ status: response.status, message: ((await response.json()) as { message: string }).message });

const leftovers = async () => ({
  objects: (await suite.t.stores.objects.list()).filter((key) => key.startsWith("videos/") || key.startsWith("pages/")).sort(),
  temporary: readdirSync(tmpdir()).filter((name) => name.startsWith(VIDEO_TEMP_PREFIX)),
});

type ToolLine = { runs: number; failed: number; peakMB: number; capMB: number; from: number; to: number };

/** The "video tools ran" lines logged since `since` (an index into the log). */
function toolLines(since: number): ToolLine[] {
  return suite.t.log.lines
    .slice(since)
    .filter((line) => line.startsWith("info: video tools ran "))
    .map((line) => JSON.parse(line.slice("info: video tools ran ".length)) as ToolLine);
}

/** Peak resident memory of one uncapped run of `command`, as the kernel measured it. */
function uncappedPeak(command: string[]): number {
  const run = Bun.spawnSync(command, { stdout: "ignore", stderr: "ignore" });
  return run.resourceUsage!.maxRSS;
}

/**
 * The most ffprobe/ffmpeg children this process had at once, sampled from /proc while `work`
 * runs (prlimit and chrt count too: they become the tool by exec).
 */
async function mostToolsAtOnce<T>(work: () => Promise<T>): Promise<{ result: T; most: number; samples: number }> {
  let most = 0;
  let samples = 0;
  let done = false;
  const tools = new Set(["ffprobe", "ffmpeg", "prlimit", "chrt", "nice"]);
  const sample = async () => {
    while (!done) {
      let now = 0;
      for (const entry of readdirSync("/proc")) {
        if (!/^\d+$/.test(entry)) continue;
        try {
          const stat = readFileSync(join("/proc", entry, "stat"), "utf8");
          const comm = stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")"));
          const parent = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
          if (parent === process.pid && tools.has(comm)) now++;
        } catch {
          // The process ended between the listing and the read.
        }
      }
      most = Math.max(most, now);
      if (now > 0) samples++;
      await Bun.sleep(2);
    }
  };
  const sampling = sample();
  try {
    return { result: await work(), most, samples };
  } finally {
    done = true;
    await sampling;
  }
}

describe("the video tools' limits", () => {
  test(
    "a 64 KB MP4 whose tables claim 85 million samples is refused, saying so, with the tools under their memory cap",
    async () => {
      const bytes = hostile();
      expect(bytes.length).toBe(64 * 1024);
      // The file is hostile: read without the cap, ffprobe alone takes more than the cap allows.
      const path = join(tmpdir(), "hostile.mp4");
      await Bun.write(path, bytes);
      const uncapped = uncappedPeak(["ffprobe", "-v", "error", "-f", "mov", "-show_streams", path]);
      expect(uncapped).toBeGreaterThan(VIDEO_TOOL_MEMORY_BYTES);

      const before = await leftovers();
      const since = suite.t.log.lines.length;
      expect(await answer(await send(bytes))).toEqual({ status: 415, message: PAGE_MEDIA_MESSAGES.falseIndex });
      expect(await leftovers()).toEqual(before);
      const [line] = toolLines(since);
      expect(line!.capMB).toBe(VIDEO_TOOL_MEMORY_BYTES / MB);
      expect(line!.peakMB).toBeGreaterThan(0);
      expect(line!.peakMB * MB).toBeLessThan(VIDEO_TOOL_MEMORY_BYTES);
    },
    SLOW,
  );

  test(
    "three hostile uploads at once take their turns one at a time, each refused, each under the cap",
    async () => {
      const bytes = hostile();
      const since = suite.t.log.lines.length;
      const { result, most, samples } = await mostToolsAtOnce(() =>
        Promise.all([send(bytes), send(bytes), send(bytes)].map(async (r) => answer(await r))),
      );
      expect(result).toEqual(Array(3).fill({ status: 415, message: PAGE_MEDIA_MESSAGES.falseIndex }));
      expect(samples).toBeGreaterThan(0);
      expect(VIDEO_QUEUE_DEFAULTS.running).toBeLessThanOrEqual(2);
      expect(most).toBeLessThanOrEqual(VIDEO_QUEUE_DEFAULTS.running);
      const lines = toolLines(since).sort((a, b) => a.from - b.from);
      expect(lines).toHaveLength(3);
      for (const line of lines) expect(line.peakMB * MB).toBeLessThan(VIDEO_TOOL_MEMORY_BYTES);
      // Each upload's runs begin after the one before had ended.
      for (let i = 1; i < lines.length; i++) expect(lines[i]!.from).toBeGreaterThanOrEqual(lines[i - 1]!.to);
    },
    SLOW,
  );

  test(
    "with the queue full, an upload is refused at once with 429 and Retry-After, before its body is read, and goes through when sent again",
    async () => {
      const bytes = makeVideo({ ...H264_AAC, width: 320, height: 180 });
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      // The one turn taken, and every place to wait for one: VIDEO_QUEUE_DEFAULTS.waiting jobs that wait behind it.
      const holding = [
        videos.run(undefined, () => held),
        ...Array.from({ length: VIDEO_QUEUE_DEFAULTS.waiting }, () => videos.run(undefined, async () => {})),
      ];
      expect(videos.load()).toEqual({ running: 1, waiting: VIDEO_QUEUE_DEFAULTS.waiting });
      const before = await leftovers();
      const since = suite.t.log.lines.length;
      const response = await send(bytes);
      expect(response.status).toBe(429);
      expect(Number(response.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
      expect((await response.json()) as { message: string }).toMatchObject({
        message: PAGE_MEDIA_MESSAGES.busy(Number(response.headers.get("retry-after"))),
      });
      expect(await leftovers()).toEqual(before);
      expect(toolLines(since)).toEqual([]);
      release();
      await Promise.all(holding);
      const again = await send(bytes);
      expect(again.status).toBe(201);
    },
    SLOW,
  );

  test(
    "frames larger than 4K are refused, saying so",
    async () => {
      const bytes = makeVideo({
        codecs: ["-c:v", "libx264", "-preset", "ultrafast", "-pix_fmt", "yuv420p"],
        format: "mp4",
        width: 4352,
        height: 2448,
        rate: 1,
      });
      expect(await answer(await send(bytes))).toEqual({ status: 413, message: PAGE_MEDIA_MESSAGES.tooManyPixels });
    },
    SLOW,
  );

  test(
    "the heaviest accepted video, a 4K 10-bit AV1 WebM, goes through under the cap: stored with its poster and phone rendition",
    async () => {
      const recipe: VideoRecipe = {
        codecs: ["-c:v", "libsvtav1", "-preset", "12", "-pix_fmt", "yuv420p10le"],
        format: "webm",
        width: 3840,
        height: 2160,
        rate: 5,
        seconds: 2,
      };
      const since = suite.t.log.lines.length;
      const response = await send(makeVideo(recipe), "reel.webm");
      expect(response.status).toBe(201);
      const { video } = (await response.json()) as PageVideoAnswer;
      expect([video.type, video.width, video.height]).toEqual(["video/webm", 3840, 2160]);
      expect(video.poster.width).toBeGreaterThan(0);
      // Its phone rendition too (decoding 4K, encoding 720 px wide): the middle 9:16 of the picture.
      expect([video.phone?.width, video.phone?.height]).toEqual([720, 1280]);
      const [line] = toolLines(since);
      expect(line!.failed).toBe(0);
      expect(line!.capMB).toBe(VIDEO_TOOL_MEMORY_BYTES / MB);
      expect(line!.peakMB * MB).toBeLessThan(VIDEO_TOOL_MEMORY_BYTES);
    },
    SLOW,
  );
});
