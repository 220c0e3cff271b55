// A video upload, from the request to the stored video: the form's file streamed to a temporary
// folder (streamed-form.ts), checked by its bytes (video-probe.ts), copied into the file to
// store and its poster frame taken (video-files.ts); the poster becomes a "pages" variant set
// through the image queue like any upload, then the video is stored from disk. Whatever fails or
// is refused, and whenever the admin leaves, nothing of it remains: the folder is removed at once,
// and a video or poster stored for a request that is gone is removed at once too.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PAGE_MEDIA_MESSAGES, PAGE_VIDEO_FIELD } from "../../../client/contract/page-media.ts";
import type { StoredVideo } from "../../../client/contract/stored-media.ts";
import { fail } from "../http/errors.ts";
import { addImage, type ImageJobDeps } from "./image-jobs.ts";
import { newVideoKey } from "./keys.ts";
import { saveFormFile } from "./streamed-form.ts";
import { posterFrame, remuxVideo } from "./video-files.ts";
import { probeVideo } from "./video-probe.ts";
import { videoTools } from "./video-tools.ts";
import { removeImage } from "./writes.ts";

export type VideoLimits = { videoMaxBytes: number; videoMaxSeconds: number };
export type VideoUploadDeps = ImageJobDeps & VideoLimits;

/** Where the upload's temporary folders are made ("studio-video-…"). */
export const VIDEO_TEMP_PREFIX = "studio-video-";

export async function uploadVideo(deps: VideoUploadDeps, request: Request): Promise<StoredVideo> {
  // Before a byte is read: a server without ffmpeg says so at once.
  const tools = videoTools();
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
    const video = await probeVideo(upload, { tools, maxSeconds: deps.videoMaxSeconds, signal });
    const file = join(dir, `video.${video.container}`);
    await remuxVideo(upload, file, video, { tools, signal });
    await rm(upload);
    const poster = await addImage(deps, "pages", await posterFrame(file, video, { tools, signal }), async (image) => image);
    const key = newVideoKey(video.container);
    try {
      signal?.throwIfAborted();
      await deps.objects.putFile(key, file, video.type, signal);
      // The admin left while it was written: nobody will save this video into a page, so it goes now, not at the next start's sweep.
      signal?.throwIfAborted();
    } catch (error) {
      // A write that failed part-way may have left the object; the start-up sweep removes what remains.
      await removeImage(deps, key);
      await removeImage(deps, poster.key);
      throw error;
    }
    return { key, type: video.type, width: video.width, height: video.height, duration: video.duration, poster };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
