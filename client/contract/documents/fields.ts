// The pieces page documents are built from: a line, a paragraph, a list with limits, and the
// image and video fields. A media field holds a stored key the server made (an upload to the
// pages' folders of the bucket) or seed artwork under public/, never a URL typed by hand; the
// server also checks on every save that a bucket key it is given exists.
import { Type as t, type TProperties, type TSchema } from "@sinclair/typebox";
import { AltText, Text } from "../common.ts";

/** A required single line of at most `max` characters. */
export const Line = (label: string, max: number) => Text(label, max, { required: true });
/** A required paragraph. */
export const Paragraph = (label: string, max: number) => Text(label, max, { required: true });

/**
 * A page's own title in browser tabs and search results, written whole; blank: the usual one.
 * Optional in the schema so the revisions stored before it existed are still accepted; the form
 * always sends it.
 */
export const PageTitle = t.Optional(
  t.String({ ...Text("Title in search results", 70), description: "Blank: the usual title, the page's name and the studio's" }),
);

/** A page's own description for search engines and link previews; blank: the site's. Optional as PageTitle. */
export const PageDescription = t.Optional(
  t.String({ ...Text("Description for search engines", 300), description: "Blank: made from the page's words or the site's description" }),
);

/** An editable list: add, remove and reorder within `min`..`max` entries. */
export function List<T extends TSchema>(label: string, item: T, { min = 0, max }: { min?: number; max: number }) {
  const message = min > 0 ? `${label}: keep between ${min} and ${max}` : `${label}: at most ${max}`;
  return t.Array(item, { title: label, minItems: min, maxItems: max, error: message, messages: { invalid: message } });
}

export const UUID_V7 = "[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}";
/** An uploaded variant set ("pages/<id>") or a seed image base under public/images. */
const PAGE_IMAGE_KEY = `^(?:pages/${UUID_V7}|/images/[a-z0-9][a-z0-9/_-]{0,150})$`;
/** An uploaded video ("videos/<id>.mp4") or a seed video under public/video. */
const PAGE_VIDEO_KEY = `^(?:videos/${UUID_V7}\\.(?:mp4|webm)|/video/[a-z0-9][a-z0-9_-]{0,80}\\.(?:mp4|webm))$`;
/** A blur placeholder: a small data: URL of an image, or none. */
const BLUR = "^(?:data:image/(?:webp|png|jpeg);base64,[A-Za-z0-9+/=]{0,6000})?$";

const Size = (label: string) => t.Integer({ title: label, minimum: 1, maximum: 20000, error: `${label} must be a whole number of pixels` });

/** An image as stored: its key (of the shapes `keyPattern` allows), size and blur placeholder. */
export const storedImage = (keyPattern: string) =>
  t.Object(
    {
      key: t.String({ title: "Image", pattern: keyPattern, error: "Image must be an uploaded image" }),
      width: Size("Image width"),
      height: Size("Image height"),
      blur: t.String({ title: "Placeholder", pattern: BLUR, error: "Placeholder must be a data: image" }),
    },
    { additionalProperties: false },
  );

export const StoredImageSchema = storedImage(PAGE_IMAGE_KEY);

/** An image with its text alternative (empty alt: decorative). */
export const ImageField = <Extra extends TProperties = Record<never, never>>(label: string, extra?: Extra) =>
  t.Object({ image: StoredImageSchema, alt: AltText(`${label} alt text`, 300), ...(extra as Extra) }, { title: label, additionalProperties: false });

/** A video file and the poster frame taken from it, with the phone rendition made from it when one was. */
export const VideoField = (label: string, { description }: { description?: string } = {}) =>
  t.Object(
    {
      key: t.String({ title: label, pattern: PAGE_VIDEO_KEY, error: `${label} must be an uploaded video` }),
      type: t.Union([t.Literal("video/mp4"), t.Literal("video/webm")], { error: `${label} must be MP4 or WebM` }),
      width: Size(`${label} width`),
      height: Size(`${label} height`),
      duration: t.Number({ minimum: 0, maximum: 36000, error: `${label} duration must be a number of seconds` }),
      poster: StoredImageSchema,
      phone: t.Optional(
        t.Object(
          {
            key: t.String({ title: `${label} for phones`, pattern: PAGE_VIDEO_KEY, error: `${label} for phones must be an uploaded video` }),
            width: Size(`${label} for phones width`),
            height: Size(`${label} for phones height`),
          },
          { additionalProperties: false },
        ),
      ),
    },
    { title: label, ...(description ? { description } : {}), additionalProperties: false, error: `${label} must be an uploaded video` },
  );
