// A video upload, from the request to the stored video: the form's file streamed to a temporary
// folder (streamed-form.ts), checked by its bytes (video-probe.ts), copied into the file to
// store, its poster frame taken and its phone rendition made (video-files.ts). These tool runs
// are one job of the video queue (video-tools.ts), refused before the body is read when the
// queue is full. The poster becomes a variant set of the caller's kind through the image queue like any
// upload, then the video (and its rendition) is stored from disk. Whatever fails or is refused,
// and whenever the admin leaves, nothing of it remains: the folder is removed at once, and a
// video, rendition or poster stored for a request that is gone is removed at once too.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PAGE_MEDIA_MESSAGES, PAGE_VIDEO_FIELD } from "../../../client/contract/page-media.ts";
import type { StoredVideo } from "../../../client/contract/stored-media.ts";
import { fail } from "../http/errors.ts";
import { addImage, type ImageJobDeps } from "./image-jobs.ts";
import { newVideoKey, type ImageKind } from "./keys.ts";
import { saveFormFile } from "./streamed-form.ts";
import { phoneRendition, posterFrame, remuxVideo } from "./video-files.ts";
import { probeVideo } from "./video-probe.ts";
import { memoryCap, VIDEO_TOOL_MEMORY_BYTES, videoTools, type VideoDeps, type VideoTools } from "./video-tools.ts";
import { removeImage } from "./writes.ts";

export type VideoLimits = { videoMaxBytes: number; videoMaxSeconds: number };
export type VideoUploadDeps = ImageJobDeps & VideoLimits & VideoDeps;

/** Where the upload's temporary folders are made ("studio-video-…"). */
export const VIDEO_TEMP_PREFIX = "studio-video-";

/** Stores the request's video, its poster frame stored as an image of the caller's kind. */
export async function uploadVideo(deps: VideoUploadDeps, request: Request, posters: ImageKind): Promise<StoredVideo> {
  // Before a byte is read: a server without ffmpeg says so at once, and a full video queue refuses (429).
  const tools = videoTools();
  deps.videos.checkRoom();
  const { signal } = deps;
  const dir = await mkdtemp(join(tmpdir(), VIDEO_TEMP_PREFIX));
  try {
    const upload = join(dir, "upload");
    const size = await saveFormFile(request, {
      field: PAGE_VIDEO_FIELD,
      path: upload,
      maxBytes: deps.videoMaxBytes,
      tooLarge: PAGE_MEDIA_MESSAGES.tooLarge(deps.videoMaxBytes),
      notFile: PAGE_MEDIA_MESSAGES.videoRequired,
    });
    if (size === 0) fail(400, PAGE_MEDIA_MESSAGES.videoRequired);
    const file = join(dir, "video");
    const phoneFile = join(dir, "phone");
    const { video, frame, phoneSize } = await deps.videos.run(signal, async () => {
      const video = await probeVideo(upload, { tools, maxSeconds: deps.videoMaxSeconds, signal });
      await remuxVideo(upload, file, video, { tools, signal });
      await rm(upload);
      const frame = await posterFrame(file, video, { tools, signal });
      return { video, frame, phoneSize: await phoneRendition(file, phoneFile, video, { tools, signal }) };
    });
    const poster = await addImage(deps, posters, frame, async (image) => image);
    const key = newVideoKey(video.container);
    const phone = phoneSize && { key: newVideoKey("mp4"), ...phoneSize };
    try {
      signal?.throwIfAborted();
      await deps.objects.putFile(key, file, video.type, signal);
      if (phone) await deps.objects.putFile(phone.key, phoneFile, "video/mp4", signal);
      // The admin left while it was written: nobody will save this video into a page, so it goes now, not at the next start's sweep.
      signal?.throwIfAborted();
    } catch (error) {
      // A write that failed part-way may have left the object; the start-up sweep removes what remains.
      for (const stored of [key, poster.key, ...(phone ? [phone.key] : [])]) await removeImage(deps, stored);
      throw error;
    }
    const stored = { key, type: video.type, width: video.width, height: video.height, duration: video.duration, poster };
    return phone ? { ...stored, phone } : stored;
  } finally {
    await rm(dir, { recursive: true, force: true });
    logToolRuns(deps, tools);
  }
}

const MB = 1024 * 1024;

/** What the upload's tool runs took, measured by the kernel: what VIDEO_TOOL_MEMORY_BYTES is judged by. */
function logToolRuns({ log }: VideoUploadDeps, { runs }: VideoTools) {
  if (runs.length === 0) return;
  log.info("video tools ran", {
    runs: runs.length,
    failed: runs.filter((run) => !run.ok).length,
    ms: Math.round(runs.reduce((sum, run) => sum + run.endedAt - run.startedAt, 0)),
    peakMB: Math.round(Math.max(...runs.map((run) => run.peakBytes)) / MB),
    capMB: memoryCap().length > 0 ? VIDEO_TOOL_MEMORY_BYTES / MB : 0,
    // When the first run started and the last ended (ms since the epoch): one upload's runs follow each other.
    from: Math.round(runs[0]!.startedAt),
    to: Math.round(runs.at(-1)!.endedAt),
  });
}
