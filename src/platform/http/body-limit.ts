// How large a request body each route takes, counted while the body is read whatever its
// framing (Content-Length or chunked): a few KB for the sign-in steps, which anyone may call;
// an upload's size plus the form's envelope for a multipart form (only the upload routes read
// one), a video's (VIDEO_MAX_BYTES) on the pages' video upload, which streams the form to a
// temporary file (src/platform/media/streamed-form.ts); a backup archive's (BACKUP_MAX_BYTES) on
// the restore, which streams it to a temporary file (src/platform/backup/upload.ts); a small limit
// for every other JSON body. That is why the listener itself accepts bodies as large as a backup.
//
// A declared length over the limit is refused before anything reads the body (here, in the app);
// a body without one is cut off by the listener once the limit has been read (counted-body.ts).
import { Elysia } from "elysia";
import { REQUEST_TOO_LARGE, tooLargeMessage } from "../../../client/contract/common.ts";
import { PAGE_MEDIA_MESSAGES, PAGE_VIDEO_UPLOAD_PATH } from "../../../client/contract/page-media.ts";
import { backupTooLargeMessage } from "../../../client/contract/safety.ts";
import { FORM_ENVELOPE_BYTES } from "../media/upload-form.ts";
import { fail } from "./errors.ts";

export const RESTORE_PATH = "/api/admin/restore";
export const BACKUP_PATH = "/api/admin/backup";

/** Username and password, or a challenge and a code, with room for JSON escapes. */
export const SIGN_IN_BODY_MAX_BYTES = 4 * 1024;
/** The largest JSON an admin screen sends is an order of 2,000 ids (about 80 KB). */
export const JSON_BODY_MAX_BYTES = 256 * 1024;

/** A page document whole, its two image tracks of 40 slides each with a blur placeholder. */
const DOCUMENT_BODY_MAX_BYTES = 1024 * 1024;
const DOCUMENT_PATHS = /^\/api\/admin\/pages\/[^/]+\/draft$/;

const SIGN_IN_PATHS = new Set(["/api/admin/login", "/api/admin/login/code"]);

export type BodyLimit = { maxBytes: number; message: string };
/** UPLOAD_MAX_BYTES, VIDEO_MAX_BYTES and BACKUP_MAX_BYTES, as the config has them. */
export type UploadSizes = { uploadMaxBytes: number; videoMaxBytes: number; backupMaxBytes: number };

/** Limits the routes declare for themselves, by exact path (a feature's form that takes files). */
export type DeclaredLimits = ReadonlyMap<string, BodyLimit>;

/** The limit of a request's body. */
export function bodyLimitOf(request: Request, { uploadMaxBytes, videoMaxBytes, backupMaxBytes }: UploadSizes, declared?: DeclaredLimits): BodyLimit {
  const path = pathOf(request);
  const own = declared?.get(path);
  if (own) return own;
  if (path === RESTORE_PATH) return { maxBytes: backupMaxBytes, message: backupTooLargeMessage(backupMaxBytes) };
  if (SIGN_IN_PATHS.has(path)) return { maxBytes: SIGN_IN_BODY_MAX_BYTES, message: REQUEST_TOO_LARGE };
  if (path === PAGE_VIDEO_UPLOAD_PATH) return { maxBytes: videoMaxBytes + FORM_ENVELOPE_BYTES, message: PAGE_MEDIA_MESSAGES.tooLarge(videoMaxBytes) };
  // A form is an upload: say so in the words the upload routes use.
  const form = request.headers.get("content-type")?.toLowerCase().startsWith("multipart/form-data");
  if (form) return { maxBytes: uploadMaxBytes + FORM_ENVELOPE_BYTES, message: tooLargeMessage(uploadMaxBytes) };
  return { maxBytes: DOCUMENT_PATHS.test(path) ? DOCUMENT_BODY_MAX_BYTES : JSON_BODY_MAX_BYTES, message: REQUEST_TOO_LARGE };
}

/** Refuses a declared Content-Length over the route's limit before the body is read. */
export function bodyLimit(sizes: UploadSizes, declared?: DeclaredLimits) {
  return new Elysia({ name: "body-limit" }).onRequest(({ request }) => {
    const limit = bodyLimitOf(request, sizes, declared);
    if (Number(request.headers.get("content-length") ?? 0) > limit.maxBytes) fail(413, limit.message);
  });
}

function pathOf(request: Request): string {
  const url = request.url;
  const start = url.indexOf("/", url.indexOf("//") + 2);
  const query = url.indexOf("?", start);
  return start === -1 ? "/" : url.slice(start, query === -1 ? undefined : query);
}
