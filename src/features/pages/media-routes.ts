// The pages' media uploads (the site editor): POST /api/admin/pages/media/images, an image made a
// "pages" variant set; POST /api/admin/pages/media/videos, a video checked, stored and given a
// poster frame (src/platform/media/video-upload.ts). Either answers what was stored; a page
// document holds it once its draft is saved, and the sweep spares it meanwhile (its key's time).
import type { AnswerOf } from "../../../client/contract/endpoint.ts";
import { PAGES } from "../../../client/contract/endpoints/pages.ts";
import { PAGE_IMAGE_FIELD, PAGE_MEDIA_MESSAGES, PageImageAnswer, PageVideoAnswer } from "../../../client/contract/page-media.ts";
import { adminRoutes } from "../../platform/collections/admin-routes.ts";
import { answers } from "../../platform/http/validation.ts";
import type { AdminDeps } from "../../platform/admin-deps.ts";
import { fail } from "../../platform/http/errors.ts";
import { FORM_ENVELOPE_BYTES } from "../../platform/http/body-limit.ts";
import { addImage } from "../../platform/media/image-jobs.ts";
import type { ImageKind } from "../../platform/media/keys.ts";
import type { ImageDeps } from "../../platform/media/image-queue.ts";
import { leaveBodyUnread, readImageField, readUploadForm } from "../../platform/media/upload-form.ts";
import { uploadVideo, type VideoLimits } from "../../platform/media/video-upload.ts";
import type { VideoDeps } from "../../platform/media/video-tools.ts";

export type PageMediaDeps = AdminDeps & ImageDeps & VideoDeps & VideoLimits;

/** The pages' images and videos' posters: variant sets in a folder of their own. */
const PAGE_IMAGES: ImageKind = { folder: "pages", store: "variants" };

const uploaded = (summary: string) => ({ action: "create" as const, summary: () => summary });

export function pageMediaRoutes(deps: PageMediaDeps) {
  const { uploadMaxBytes, videoMaxBytes } = deps;
  // The video form streams to a temporary file, so its body may be as large as a video.
  const videoBodyLimit = { maxBytes: videoMaxBytes + FORM_ENVELOPE_BYTES, message: PAGE_MEDIA_MESSAGES.tooLarge(videoMaxBytes) };
  return adminRoutes(deps, "page-media")
    .post(
      PAGES.uploadImage.path,
      async ({ request, set }) => {
        const form = await readUploadForm(request, uploadMaxBytes);
        const bytes = (await readImageField(form, PAGE_IMAGE_FIELD, "Image", uploadMaxBytes)) ?? fail(400, PAGE_MEDIA_MESSAGES.imageRequired);
        const image = await addImage({ ...deps, signal: request.signal }, PAGE_IMAGES, bytes, async (stored) => stored);
        set.status = 201;
        return { success: true, message: PAGE_MEDIA_MESSAGES.imageAdded, image } satisfies AnswerOf<typeof PAGES.uploadImage>;
      },
      { admin: true, parse: leaveBodyUnread, response: { 201: answers(PageImageAnswer) }, activity: uploaded("Uploaded an image for the pages") },
    )
    .post(
      PAGES.uploadVideo.path,
      async ({ request, set }) => {
        const video = await uploadVideo({ ...deps, signal: request.signal }, request, PAGE_IMAGES);
        set.status = 201;
        return { success: true, message: PAGE_MEDIA_MESSAGES.videoAdded, video } satisfies AnswerOf<typeof PAGES.uploadVideo>;
      },
      {
        admin: true,
        parse: leaveBodyUnread,
        response: { 201: answers(PageVideoAnswer) },
        activity: uploaded("Uploaded a video for the pages"),
        bodyLimit: videoBodyLimit,
      },
    );
}
