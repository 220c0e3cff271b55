// Reading an admin upload form. The body is read here rather than by Elysia, whose multipart
// parser turns JSON-looking text into objects and dotted names into nested ones: fields stay
// the strings and files the browser sent. It is read in the handler, after the token check,
// so an anonymous request never makes the server buffer an upload; oversized bodies are
// refused before they are read, or once the limit has been read (src/platform/http/body-limit.ts).
import type { Static, TObject } from "@sinclair/typebox";
import { tooLargeMessage, type FieldMessages } from "../../../client/contract/common.ts";
import { fail, HttpError } from "../http/errors.ts";
import { FORM_ENVELOPE_BYTES } from "../http/body-limit.ts";
import { checked } from "../http/validation.ts";

/** The route's parse hook: leave the body unread for readUploadForm. */
export const leaveBodyUnread = () => UNREAD;
const UNREAD = Object.freeze({});

export async function readUploadForm(request: Request, maxBytes: number): Promise<FormData> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!contentType.toLowerCase().startsWith("multipart/form-data")) fail(400, "Send the form as multipart/form-data");
  const length = Number(request.headers.get("content-length") ?? 0);
  if (length > maxBytes + FORM_ENVELOPE_BYTES) fail(413, tooLargeMessage(maxBytes));
  try {
    return await request.formData();
  } catch (error) {
    // Over the limit while it was read (src/platform/http/counted-body.ts): that answer, not a 400.
    if (error instanceof HttpError) throw error;
    fail(400, "The form could not be read. Please try again.");
  }
}

/** The chosen file, or null when none was chosen (browsers send an empty part for that). */
export async function readImageField(form: FormData, field: string, label: string, maxBytes: number): Promise<Uint8Array | null> {
  const value = form.get(field);
  if (value === null || value === "") return null;
  if (typeof value === "string") fail(400, `${label} must be an image file`);
  if (value.size === 0) return null;
  if (value.size > maxBytes) fail(413, tooLargeMessage(maxBytes));
  return new Uint8Array(await value.arrayBuffer());
}

/**
 * The form's text fields named by the schema, checked against it: a file where text belongs is
 * refused, values are trimmed, fields the schema does not name are ignored. A field sent blank
 * counts as not sent (an update keeps the current value), unless named in `clearable`: then it
 * comes back as "" (an update clears it) without being checked.
 */
export function readFormFields<T extends TObject>(form: FormData, schema: T, clearable: readonly string[] = []): Static<T> {
  const fields: Record<string, string> = {};
  const cleared: Record<string, string> = {};
  for (const [name, field] of Object.entries(schema.properties)) {
    const value = form.get(name);
    if (value === null) continue;
    if (typeof value !== "string") fail(400, (field as { messages?: FieldMessages }).messages?.notText ?? `${name} must be text`);
    if (value.trim()) fields[name] = value.trim();
    else if (clearable.includes(name)) cleared[name] = "";
  }
  return { ...checked(schema, fields), ...cleared };
}
