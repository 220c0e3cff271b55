// The pieces every entity's contract is built from: ids, text within limits, links, the
// responsive image, the answer envelope, the order body and the upload limits. TypeBox from
// "@sinclair/typebox" (not "elysia"), so the browser bundle never pulls the server framework in.
// Each field schema carries its label (`title`) and the messages a user sees (`messages`); the
// server's validation errors and the admin forms read the same words.
import { Type as t, type Static, type TProperties, type TSchema, type TString } from "@sinclair/typebox";

/** What a field says when it is refused, by the kind of mistake. */
export type FieldMessages = { required: string; notText: string; tooLong: string; invalid: string };

export const fieldMessages = (label: string, max: number, invalid = `${label} must not contain control characters`): FieldMessages => ({
  required: `${label} is required`,
  notText: `${label} must be text`,
  tooLong: `${label} must be at most ${max} characters`,
  invalid,
});

/** NUL (which Postgres refuses in text) and the other controls; tabs and line breaks are text. */
const NO_CONTROLS = "[^\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f]*";

/** Text the owner types, at most `max` characters, no control characters; `required`: not blank. */
export function Text(label: string, max: number, { required = false } = {}) {
  return t.String({
    title: label,
    maxLength: max,
    ...(required ? { minLength: 1 } : {}),
    pattern: required ? `^(?=[\\s\\S]*\\S)${NO_CONTROLS}$` : `^${NO_CONTROLS}$`,
    messages: fieldMessages(label, max),
  });
}

/**
 * An image's alt text: empty is an answer (decorative), an absent one is not. A form leaves it out
 * when the image changes, so the old image's words are never carried over to the new one and the
 * owner is asked (this is the message then).
 */
export function AltText(label: string, max: number) {
  const text = Text(label, max);
  return { ...text, messages: { ...text.messages, required: `${label} is required: describe the new image, or mark it decorative` } };
}

/** A list item's image replaced: its alt text is asked for again (the old one described the old image). */
export const NEW_IMAGE_ALT = "Alt text is required for the new image: say what it shows";

/** A list's search words (`q`), at most `max` characters: a longer search is refused with this message. */
export const SearchWords = (max: number) => t.String({ maxLength: max, error: `The search must be at most ${max} characters` });

const UUID = "^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$";

/** A record id (UUID). Checked by pattern, so no format registry is needed on either side. */
export function Id(label: string) {
  const message = `${label} id is missing or invalid`;
  return t.String({
    title: `${label} id`,
    pattern: UUID,
    error: message,
    messages: { required: message, notText: message, tooLong: message, invalid: message },
  });
}

export const IdParams = (label: string) => t.Object({ id: Id(label) });

const URL_MAX = 500;

// An absolute address, spelled so that every one it accepts is one `new URL()` parses and the
// pages can show (the footer shows the main site's host): a host name whose last label starts
// with a letter (one ending in digits would be read as an IPv4 address, "foo.123" fails), or
// an IPv4 address; a port up to 65535; then anything without spaces or control characters.
// No user:password@ part, no [IPv6] literal: a studio's links name neither.
const LABEL = "[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?";
const TOP_LABEL = "[A-Za-z](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?";
const OCTET = "(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)";
const HOST = `(?:(?:${LABEL}\\.)*${TOP_LABEL}|${OCTET}(?:\\.${OCTET}){3})`;
const PORT = "(?::(?:6553[0-5]|655[0-2]\\d|65[0-4]\\d\\d|6[0-4]\\d{3}|[1-5]\\d{4}|[1-9]\\d{0,3}|0))?";
const REST = "(?:[/?#][^\\s\\u0000-\\u001f\\u007f]*)?";
const absoluteUrl = (scheme: string) => `${scheme}://${HOST}${PORT}${REST}`;

/** An absolute http(s) URL (https only when `httpsOnly`), or "" when `blankAllowed`. */
export function Url(label: string, { httpsOnly = false, blankAllowed = false } = {}) {
  const url = absoluteUrl(httpsOnly ? "https" : "https?");
  const invalid = `${label} must be a full ${httpsOnly ? "https://" : "http(s)://"} address`;
  return t.String({
    title: label,
    maxLength: URL_MAX,
    pattern: blankAllowed ? `^(?:${url})?$` : `^${url}$`,
    messages: fieldMessages(label, URL_MAX, invalid),
  });
}

/** Where a form link may lead: the site's own contact page, or a mail address. */
const CONTACT_PAGE = "/contact";
const MAILTO = 'mailto:[^\\s@"<>()\\[\\]\\\\,;:]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+';

/** A form button's link: an outside http(s) URL (a new tab), the site's contact page, or a mailto: address. */
export function FormLink(label: string) {
  return t.String({
    title: label,
    maxLength: URL_MAX,
    pattern: `^(?:${absoluteUrl("https?")}|${CONTACT_PAGE}|${MAILTO})$`,
    messages: fieldMessages(
      label,
      URL_MAX,
      `${label} must be ${CONTACT_PAGE} (the contact page), a full http(s):// address, or mailto: and an email address`,
    ),
  });
}

/**
 * A link on a card: a path on this site ("/productvisualization/boat") or an http(s) URL. Marked
 * `siteLink`, so the admin offers the site's pages in a picker for it and the server finds it
 * among the links to a page (src/features/links/).
 */
export function Link(label: string) {
  return t.String({
    title: label,
    siteLink: true,
    maxLength: URL_MAX,
    pattern: `^(?:/(?![/\\\\])[^\\s]*|${absoluteUrl("https?")})?$`,
    messages: fieldMessages(label, URL_MAX, `${label} must be a path on this site (starting with /) or a full http(s):// address`),
  });
}

/** The largest value of a Postgres integer column: every whole number the API takes stays within it. */
export const INT4_MAX = 2_147_483_647;

export const Nullable = <T extends TSchema>(schema: T) => t.Union([schema, t.Null()]);

/**
 * A responsive image as the pages use it: `src` is the fallback (the 960 WebP, or smaller),
 * `srcset` lists the widths that exist (AVIF empty for seed artwork), `width`/`height` are of
 * the largest variant so pages reserve the space, `blur` a tiny data: URL placeholder.
 */
export const Image = t.Object({
  src: t.String(),
  srcset: t.Object({ avif: t.String(), webp: t.String() }),
  width: t.Integer(),
  height: t.Integer(),
  blur: t.String(),
  /** Where its subject is (client/contract/focus.ts), when the owner has said; crops keep it in view. */
  focus: t.Optional(t.Object({ x: t.Number(), y: t.Number() })),
});
export type Image = Static<typeof Image>;

/** Every answer: success and a message the admin can be shown, then the named fields. */
export function Answer<P extends TProperties>(fields: P) {
  return t.Object({ success: t.Boolean(), message: t.String(), ...fields });
}

/** The answer of a failed call (and of calls that return nothing but a message). */
export const Message = Answer({});
export type Message = Static<typeof Message>;

/** How long a deleted record waits in the trash before the purge removes it for good. */
export const TRASH_DAYS = 30;
/** "30 days", as the admin's explanations of a delete put it. */
export const TRASH_PERIOD = `${TRASH_DAYS} days`;

/** A delete's answer: the record went to the trash; the admin's Undo restores it from there. */
export const TrashedAnswer = Answer({
  trashed: t.Object({ collection: t.String(), id: t.String(), label: t.String(), title: t.String() }),
});
export type TrashedAnswer = Static<typeof TrashedAnswer>;

export const ORDER_MESSAGE = "The order must list every item exactly once";
/** A reorder's answer, whichever list it was. */
export const ORDER_SAVED = "Order saved";

/** PUT …/order: the full ordered list of live ids in that scope (UUIDs, unless the list's ids are of another kind). */
export function OrderBody(label: string, id: TString = Id(label)) {
  return t.Object({ ids: t.Array(id, { maxItems: 2000, error: ORDER_MESSAGE }) }, { additionalProperties: false, error: ORDER_MESSAGE });
}

/** Image formats accepted for upload, as the forms and the 415 answer name them. */
export const ACCEPTED_FORMATS = "PNG, JPEG, WebP, GIF, AVIF or SVG";

/**
 * The upload limits the server runs with (UPLOAD_MAX_BYTES and the pixel cap; VIDEO_MAX_BYTES and
 * VIDEO_MAX_SECONDS for the pages' videos), served by GET /api/admin/settings/limits so the forms
 * never state a copied number.
 */
export const UploadLimits = t.Object({
  uploadMaxBytes: t.Integer(),
  maxMegapixels: t.Number(),
  formats: t.String(),
  videoMaxBytes: t.Integer(),
  videoMaxSeconds: t.Integer(),
  videoFormats: t.String(),
});
export type UploadLimits = Static<typeof UploadLimits>;
export const LimitsAnswer = Answer({ limits: UploadLimits });
export type LimitsAnswer = Static<typeof LimitsAnswer>;

export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${+(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.round(bytes / 1024)} KB`;
}

/** "PNG, JPEG, …, up to 25 MB": the hint under every image input. */
export function uploadHint(limits: UploadLimits): string {
  return `${limits.formats}, up to ${formatBytes(limits.uploadMaxBytes)}`;
}

/** A request body over its route's limit (src/platform/http/body-limit.ts) that is not an upload. */
export const REQUEST_TOO_LARGE = "The request is too large.";

/**
 * An upload refused because the server is busy with other images (429 with Retry-After, the
 * same number of seconds): nothing of it was stored, and sending it again later is safe.
 */
export function imagesBusyMessage(seconds: number): string {
  return `The server is busy with other images. Nothing was saved; try again in ${seconds === 1 ? "1 second" : `${seconds} seconds`}.`;
}

export function tooLargeMessage(maxBytes: number): string {
  return `The image is larger than ${formatBytes(maxBytes)}. Choose a smaller file.`;
}
