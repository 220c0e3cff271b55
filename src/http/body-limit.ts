// The two requests that carry a whole site, and what that means for the listener. It accepts
// bodies as large as a backup archive (BACKUP_MAX_BYTES) for the restore; every other request is
// held to an upload's size (UPLOAD_MAX_BYTES plus the form's envelope) by its declared length,
// before anything reads the body, so a sign-in or any other route cannot be sent a gigabyte.
import { Elysia } from "elysia";
import { tooLargeMessage } from "../../client/contract/common.ts";
import { FORM_ENVELOPE_BYTES } from "../media/upload-form.ts";
import { fail } from "./errors.ts";

export const RESTORE_PATH = "/api/admin/restore";
export const BACKUP_PATH = "/api/admin/backup";

/**
 * Making or restoring a whole-site archive can go quiet for longer than the listener's idle
 * timeout (10 s) while objects are read or written; those two requests get none.
 */
export function isArchiveRequest(request: Request): boolean {
  if (request.method !== "POST") return false;
  const path = new URL(request.url).pathname;
  return path === RESTORE_PATH || path === BACKUP_PATH;
}

export function bodyLimit({ uploadMaxBytes }: { uploadMaxBytes: number }) {
  return new Elysia({ name: "body-limit" }).onRequest(({ request }) => {
    const length = Number(request.headers.get("content-length") ?? 0);
    if (length <= uploadMaxBytes + FORM_ENVELOPE_BYTES) return;
    if (new URL(request.url).pathname === RESTORE_PATH) return;
    // A form is an upload: say so in the words the upload routes use.
    const form = request.headers.get("content-type")?.toLowerCase().startsWith("multipart/form-data");
    fail(413, form ? tooLargeMessage(uploadMaxBytes) : "The request is too large.");
  });
}
