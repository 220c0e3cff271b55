// Reading an admin upload form. The body is read here rather than by Elysia, whose multipart
// parser turns JSON-looking text into objects and dotted names into nested ones: fields stay
// the strings and files the browser sent. It is read in the handler, after the token check,
// so an anonymous request never makes the server buffer an upload; oversized bodies are
// refused before they are read.
import { fail } from "../http/errors.ts";

/** Room for the multipart boundaries and text fields around the file. */
export const FORM_ENVELOPE_BYTES = 64 * 1024;

/** The route's parse hook: leave the body unread for readUploadForm. */
export const leaveBodyUnread = () => UNREAD;
const UNREAD = Object.freeze({});

export async function readUploadForm(request: Request, maxBytes: number): Promise<FormData> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!contentType.toLowerCase().startsWith("multipart/form-data")) fail(400, "Send the form as multipart/form-data");
  const length = Number(request.headers.get("content-length") ?? 0);
  if (length > maxBytes + FORM_ENVELOPE_BYTES) fail(413, tooLarge(maxBytes));
  try {
    return await request.formData();
  } catch {
    fail(400, "The form could not be read. Please try again.");
  }
}

/** The chosen file, or null when none was chosen (browsers send an empty part for that). */
export async function readImageField(form: FormData, field: string, label: string, maxBytes: number): Promise<Uint8Array | null> {
  const value = form.get(field);
  if (value === null || value === "") return null;
  if (typeof value === "string") fail(400, `${label} must be an image file`);
  if (value.size === 0) return null;
  if (value.size > maxBytes) fail(413, tooLarge(maxBytes));
  return new Uint8Array(await value.arrayBuffer());
}

/** A trimmed text field; undefined when absent or blank. */
export function readTextField(form: FormData, field: string, label: string, maxLength: number): string | undefined {
  return cleanText(form.get(field), label, maxLength);
}

/** NUL (which Postgres refuses in text) and the other controls; tabs and line breaks are text. */
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** Trimmed text within its limit; undefined when absent or blank; anything else is refused. */
export function cleanText(value: unknown, label: string, maxLength: number): string | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value !== "string") fail(400, `${label} must be text`);
  const text = value.trim();
  if (text.length > maxLength) fail(400, `${label} must be at most ${maxLength} characters`);
  if (CONTROL_CHARACTERS.test(text)) fail(400, `${label} must not contain control characters`);
  return text || undefined;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The "id" field of an update form: a UUID, checked before any image work is done. */
export function readIdField(form: FormData, invalidMessage: string): string {
  const id = form.get("id");
  if (typeof id !== "string" || !UUID.test(id.trim())) fail(400, invalidMessage);
  return id.trim().toLowerCase();
}

export function tooLarge(maxBytes: number): string {
  return `The image is larger than ${formatBytes(maxBytes)}. Choose a smaller file.`;
}

export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${+(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.round(bytes / 1024)} KB`;
}
