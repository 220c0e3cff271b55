// The looping background videos, drawn by ffmpeg's own sources and filters: soft coloured
// lights drifting over near-black, so white text reads on top. Every motion is a sine of
// 2πt/LOOP with whole-number frequencies, so the last frame flows into the first (seamless).
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";

const LOOP_SECONDS = 8;
const FPS = 24;
const SPRITE = 512;

export type Light = {
  /** "#rrggbb". */
  color: string;
  /** Diameter as a share of the frame's longer side. */
  size: number;
  opacity: number;
  /** Centre of the path, as shares of the frame. */
  cx: number;
  cy: number;
  /** Path amplitude, as shares of the frame. */
  ax: number;
  ay: number;
  /** Whole cycles per loop (kept integral for a seamless loop). */
  fx: number;
  fy: number;
  phase: number;
};

export type Streak = { y: number; length: number; thickness: number; opacity: number; laps: number; offset: number; color: string };

export type VideoDesign = { width: number; height: number; background: string; lights: Light[]; streaks: Streak[]; crf: number };

const toRgb = (hex: string) => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255) as [number, number, number];

/** A soft round light: one gaussian alpha sprite, tinted and scaled per light. */
function lightChain(light: Light, i: number, long: number): string {
  const [r, g, b] = toRgb(light.color);
  const size = Math.round(long * light.size);
  return `[g${i}]scale=${size}:${size},colorchannelmixer=rr=${r.toFixed(3)}:gg=${g.toFixed(3)}:bb=${b.toFixed(3)}:aa=${light.opacity}[l${i}]`;
}

function lightOverlay(light: Light, input: string, i: number): string {
  const w = (share: number) => `W*${share}`;
  const h = (share: number) => `H*${share}`;
  const x = `${w(light.cx)}-w/2+${w(light.ax)}*sin(2*PI*${light.fx}*t/${LOOP_SECONDS}+${light.phase})`;
  const y = `${h(light.cy)}-h/2+${h(light.ay)}*cos(2*PI*${light.fy}*t/${LOOP_SECONDS}+${light.phase})`;
  return `[${input}][l${i}]overlay=x='${x}':y='${y}':eval=frame:shortest=1[o${i}]`;
}

/** A thin horizontal light that crosses the frame a whole number of times per loop. */
function streakChains(streak: Streak, i: number, design: VideoDesign, input: string): string {
  const [r, g, b] = toRgb(streak.color);
  const length = Math.round(design.width * streak.length);
  const thickness = Math.max(2, Math.round(design.height * streak.thickness));
  const travel = `(W+w)`;
  const x = `mod(${travel}*(${streak.laps}*t/${LOOP_SECONDS}+${streak.offset}),${travel})-w`;
  return [
    `[s${i}src]scale=${length}:${thickness},colorchannelmixer=rr=${r.toFixed(3)}:gg=${g.toFixed(3)}:bb=${b.toFixed(3)}:aa=${streak.opacity}[s${i}]`,
    `[${input}][s${i}]overlay=x='${x}':y=H*${streak.y}:eval=frame:shortest=1[t${i}]`,
  ].join(";");
}

/** The ffmpeg -filter_complex graph for a design; its output pad is [out]. */
function filterGraph(design: VideoDesign): string {
  const { width, height, lights, streaks } = design;
  const long = Math.max(width, height);
  const sprites = lights.length + streaks.length;
  const sigma = SPRITE / 6;
  const gauss = `exp(-(pow(X-${SPRITE / 2},2)+pow(Y-${SPRITE / 2},2))/${2 * sigma * sigma})`;
  const parts = [
    `color=c=${design.background}:s=${width}x${height}:r=${FPS}:d=${LOOP_SECONDS},format=rgba[bg]`,
    `nullsrc=s=${SPRITE}x${SPRITE}:r=${FPS}:d=${1 / FPS},format=rgba,geq=r=255:g=255:b=255:a='255*${gauss}',loop=loop=-1:size=1:start=0,split=${sprites}${Array.from({ length: sprites }, (_, i) => (i < lights.length ? `[g${i}]` : `[s${i - lights.length}src]`)).join("")}`,
    ...lights.map((light, i) => lightChain(light, i, long)),
  ];
  let input = "bg";
  lights.forEach((light, i) => {
    parts.push(lightOverlay(light, input, i));
    input = `o${i}`;
  });
  streaks.forEach((streak, i) => {
    parts.push(streakChains(streak, i, design, input));
    input = `t${i}`;
  });
  parts.push(`[${input}]vignette=angle=PI/5,noise=alls=3:allf=t,format=yuv420p[out]`);
  return parts.join(";");
}

async function run(args: string[]): Promise<void> {
  const child = Bun.spawn(["ffmpeg", "-hide_banner", "-loglevel", "error", "-y", ...args], { stdout: "ignore", stderr: "pipe" });
  const [code, stderr] = await Promise.all([child.exited, new Response(child.stderr).text()]);
  if (code !== 0) throw new Error(`ffmpeg failed (${code}): ${stderr.trim()}`);
}

/** Encodes a design to an MP4 (H.264, yuv420p, no audio, moov atom first for quick start). */
export async function renderVideo(design: VideoDesign): Promise<Uint8Array> {
  const dir = await mkdtemp(join(tmpdir(), "media-video-"));
  try {
    const file = join(dir, "out.mp4");
    await run([
      "-filter_complex",
      filterGraph(design),
      "-map",
      "[out]",
      "-an",
      "-c:v",
      "libx264",
      "-preset",
      "slow",
      "-crf",
      String(design.crf),
      "-profile:v",
      "high",
      "-pix_fmt",
      "yuv420p",
      // One thread and no version tags: the same design gives the same bytes on every run.
      "-threads",
      "1",
      "-x264-params",
      "threads=1",
      "-fflags",
      "+bitexact",
      "-flags:v",
      "+bitexact",
      "-map_metadata",
      "-1",
      "-movflags",
      "+faststart",
      file,
    ]);
    return new Uint8Array(await readFile(file));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The video's first frame as PNG (the poster shows what the loop starts with). */
export async function firstFrame(video: Uint8Array): Promise<Uint8Array> {
  const dir = await mkdtemp(join(tmpdir(), "media-frame-"));
  try {
    const input = join(dir, "in.mp4");
    const output = join(dir, "frame.png");
    await Bun.write(input, video);
    await run(["-i", input, "-frames:v", "1", output]);
    return new Uint8Array(await readFile(output));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
