// How large a request body each route takes, counted while the body is read whatever its
// framing (Content-Length or chunked): what the route declares (route-policy.ts: a few KB for
// the sign-in steps, which anyone may call; a backup archive's on the restore and a video's on
// the video upload, each streamed to a temporary file; a page document; a contact form with its
// files); else an upload's size plus the form's envelope for a multipart form (only the upload
// routes read one), and a small limit for every other JSON body. That is why the listener itself
// accepts bodies as large as a backup.
//
// A declared length over the limit is refused before anything reads the body (here, in the app);
// a body without one is cut off by the listener once the limit has been read (counted-body.ts).
import { Elysia } from "elysia";
import { REQUEST_TOO_LARGE, tooLargeMessage } from "../../../client/contract/common.ts";
import { fail } from "./errors.ts";
import type { BodyLimit, PolicyOf } from "./route-policy.ts";

/** Room for the multipart boundaries and text fields around a form's file. */
export const FORM_ENVELOPE_BYTES = 64 * 1024;

/** Username and password, or a challenge and a code, with room for JSON escapes: the sign-in steps' limit. */
export const SIGN_IN_BODY_MAX_BYTES = 4 * 1024;
export const SIGN_IN_BODY_LIMIT: BodyLimit = { maxBytes: SIGN_IN_BODY_MAX_BYTES, message: REQUEST_TOO_LARGE };
/** The largest JSON an admin screen sends is an order of 2,000 ids (about 80 KB). */
export const JSON_BODY_MAX_BYTES = 256 * 1024;

/** The limit of a request's body: its route's own, else the upload's or the JSON one (UPLOAD_MAX_BYTES as the config has it). */
export function bodyLimitOf(request: Request, uploadMaxBytes: number, policyOf: PolicyOf): BodyLimit {
  const own = policyOf(request)?.bodyLimit;
  if (own) return own;
  // A form is an upload: say so in the words the upload routes use.
  const form = request.headers.get("content-type")?.toLowerCase().startsWith("multipart/form-data");
  if (form) return { maxBytes: uploadMaxBytes + FORM_ENVELOPE_BYTES, message: tooLargeMessage(uploadMaxBytes) };
  return { maxBytes: JSON_BODY_MAX_BYTES, message: REQUEST_TOO_LARGE };
}

/** Refuses a declared Content-Length over the route's limit before the body is read. */
export function bodyLimit(uploadMaxBytes: number, policyOf: PolicyOf) {
  return new Elysia({ name: "body-limit" }).onRequest(({ request }) => {
    const limit = bodyLimitOf(request, uploadMaxBytes, policyOf);
    if (Number(request.headers.get("content-length") ?? 0) > limit.maxBytes) fail(413, limit.message);
  });
}
