// The whole run: every file of the media contract under an output root, each built only when
// missing (or when forced), with a record per file for the summary.
import { readFile } from "node:fs/promises";
import { IMAGE_WIDTHS } from "../../client/contract/image-widths.ts";
import { AVATAR_NAMES, avatarWebp, DEFAULT_AVATAR } from "./avatars.ts";
import { type Aspect, imageJobs } from "./catalog.ts";
import { absolute, ensureFile, type FileRecord, type Output, pathsToWrite, recordsFor, writeOutput } from "./files.ts";
import { LOGO_SLUGS, logoFile } from "./logos.ts";
import { ogJpeg } from "./og.ts";
import { webpSizes, widthPath } from "./raster.ts";
import { generateStill } from "./stills.ts";
import { firstFrame, renderVideo, type VideoDesign } from "./video.ts";
import { CASE_STUDY, HERO, HERO_MOBILE } from "./video-designs.ts";

type VideoJob = { path: string; design: VideoDesign; poster?: string };

const VIDEO_JOBS: VideoJob[] = [
  { path: "/video/hero.mp4", design: HERO, poster: "/images/hero" },
  { path: "/video/hero-mobile.mp4", design: HERO_MOBILE },
  { path: "/video/case-study.mp4", design: CASE_STUDY, poster: "/images/case-study" },
];

const WIDE: Aspect = [16, 9];

/** Runs tasks with at most `limit` in flight (sharp already uses every core per image). */
async function inBatches<T, R>(items: T[], limit: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await task(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** The video, then its poster from the video's first frame (an owner's video gets a matching poster). */
async function videoWithPoster(job: VideoJob, output: Output): Promise<FileRecord[]> {
  const video = await ensureFile(output, "video", job.path, () => renderVideo(job.design));
  if (!job.poster) return [video];
  const paths = IMAGE_WIDTHS.map((width) => widthPath(job.poster!, width));
  const todo = await pathsToWrite(output, paths);
  if (todo.length > 0) {
    const frame = await firstFrame(new Uint8Array(await readFile(absolute(output, job.path))));
    const widths = IMAGE_WIDTHS.filter((width) => todo.includes(widthPath(job.poster!, width)));
    for (const [width, data] of await webpSizes(frame, WIDE, widths)) await writeOutput(output, widthPath(job.poster, width), data);
  }
  return [video, ...(await recordsFor(output, "video posters", paths, todo))];
}

export async function generateAll(output: Output, log: (line: string) => void): Promise<FileRecord[]> {
  const videos = Promise.all(VIDEO_JOBS.map((job) => videoWithPoster(job, output)));
  const jobs = imageJobs();
  let done = 0;
  const stills = await inBatches(jobs, 3, async (job) => {
    const records = await generateStill(job, output);
    done++;
    if (records.some((record) => record.written)) log(`  ${job.base} (${done}/${jobs.length})`);
    return records;
  });
  const logos = await Promise.all(LOGO_SLUGS.map((slug) => ensureFile(output, "logos", `/images/logos/${slug}.svg`, async () => logoFile(slug))));
  const avatars = await Promise.all([
    ...AVATAR_NAMES.map((name) => ensureFile(output, "avatars", `/images/avatars/${name}.webp`, () => avatarWebp(name))),
    ensureFile(output, "avatars", "/images/avatars/default.svg", async () => DEFAULT_AVATAR),
  ]);
  const og = await ensureFile(output, "open graph", "/images/og.jpg", ogJpeg);
  log("  waiting for the videos (ffmpeg)…");
  return [...stills.flat(), ...logos, ...avatars, og, ...(await videos).flat()];
}
