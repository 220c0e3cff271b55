// Uploading the pages' media (the site editor, issue 23): an image becomes a "pages/<id>" variant
// set, a video a "videos/<id>.mp4|webm" object with a poster frame taken from it. The paths, the
// default limits, the words a refusal uses and the answers, for the server and the editor alike.
import type { Static } from "@sinclair/typebox";
import { Answer, formatBytes } from "./common.ts";
import { StoredImageSchema, VideoField } from "./documents/fields.ts";

export const PAGE_IMAGE_UPLOAD_PATH = "/api/admin/pages/media/images";
export const PAGE_VIDEO_UPLOAD_PATH = "/api/admin/pages/media/videos";
/** The multipart fields that carry the file. */
export const PAGE_IMAGE_FIELD = "image";
export const PAGE_VIDEO_FIELD = "video";

/** VIDEO_MAX_BYTES and VIDEO_MAX_SECONDS when not set: a hero reel in good quality fits both. */
export const VIDEO_DEFAULTS = { maxBytes: 200 * 1024 * 1024, maxSeconds: 10 * 60 };

/**
 * The largest frame a video may have, by its area (a portrait video turns it): what one decoder
 * thread reads within the video tools' memory cap (src/platform/media/video-tools.ts).
 */
export const VIDEO_MAX_FRAME = { width: 4096, height: 2304 };

/** Video formats accepted for upload, as the forms and the refusals name them. */
export const VIDEO_FORMATS = "MP4 (H.264/AAC) or WebM (VP9 or AV1)";

/** "10 minutes", "90 seconds": a duration limit in words. */
function formatDuration(seconds: number): string {
  if (seconds % 60 === 0) return seconds === 60 ? "1 minute" : `${seconds / 60} minutes`;
  return seconds === 1 ? "1 second" : `${seconds} seconds`;
}

export const PAGE_MEDIA_MESSAGES = {
  imageAdded: "Image uploaded",
  videoAdded: "Video uploaded",
  imageRequired: "Choose an image to upload",
  videoRequired: "Choose a video to upload",
  notVideo: `This file is not a video. Choose an ${VIDEO_FORMATS} file.`,
  wrongCodec: `The video must be ${VIDEO_FORMATS}`,
  noPicture: "This video has no picture. Choose a video with a video track.",
  unreadable: "This video could not be read. It may be damaged; try exporting it again.",
  noFfmpeg: "Video uploads need ffmpeg on the server",
  tooLong: (maxSeconds: number) => `The video is longer than ${formatDuration(maxSeconds)}. Trim it and upload it again.`,
  tooLarge: (maxBytes: number) => `The video is larger than ${formatBytes(maxBytes)}. Export it smaller and upload it again.`,
  /** Its index lists more frames than the file has bytes: built to make the server's readers allocate for nothing. */
  falseIndex: "This video's index lists more frames than the file holds. It may be damaged; try exporting it again.",
  tooManyPixels: `The video's frames are larger than 4K (${VIDEO_MAX_FRAME.width}x${VIDEO_MAX_FRAME.height} pixels, or as many upright). Export it at 4K or smaller and upload it again.`,
  busy: (seconds: number) =>
    `The server is busy with other videos. Nothing was saved; try again in ${seconds === 1 ? "1 second" : `${seconds} seconds`}.`,
};

export const PageImageAnswer = Answer({ image: StoredImageSchema });
export type PageImageAnswer = Static<typeof PageImageAnswer>;
export const PageVideoAnswer = Answer({ video: VideoField("Video") });
export type PageVideoAnswer = Static<typeof PageVideoAnswer>;
