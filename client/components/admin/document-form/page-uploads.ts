// A page's media as the document editors upload it: one file in the field the pages' media routes
// read (client/contract/page-media.ts), with its progress; the answer is the stored file.
import { call } from "../../../api.ts";
import { PAGES } from "../../../contract/endpoints/pages.ts";
import { PAGE_IMAGE_FIELD, PAGE_VIDEO_FIELD } from "../../../contract/page-media.ts";
import type { Uploads } from "./form-context.tsx";

function formOf(field: string, file: File): FormData {
  const form = new FormData();
  form.append(field, file);
  return form;
}

export const pageUploads: Uploads = {
  image: async (file, onProgress) => (await call(PAGES.uploadImage, { body: formOf(PAGE_IMAGE_FIELD, file), onProgress })).image,
  video: async (file, onProgress) => (await call(PAGES.uploadVideo, { body: formOf(PAGE_VIDEO_FIELD, file), onProgress })).video,
};
