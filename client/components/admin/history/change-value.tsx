// One side of a changed field, as the owner reads it: a text as text, an image or a video as a
// thumbnail, a list as its entries, nothing as "(empty)". Values come from any subject (a page,
// a project, the studio), so this reads their shape rather than a schema.
import { toImage, type StoredImage } from "../../../contract/stored-media.ts";

type Shape = Record<string, unknown>;
const isObject = (value: unknown): value is Shape => typeof value === "object" && value !== null && !Array.isArray(value);
const isStoredImage = (value: unknown): value is StoredImage => isObject(value) && typeof value.key === "string" && typeof value.width === "number";

/** The picture a value shows, if it is (or holds) an image or a video's poster. */
function pictureOf(value: unknown): { src: string; alt: string; video: boolean } | null {
  if (!isObject(value)) return null;
  if (isStoredImage(value.poster)) return { src: toImage(value.poster).src, alt: "", video: true };
  if (isStoredImage(value.image)) return { src: toImage(value.image).src, alt: typeof value.alt === "string" ? value.alt : "", video: false };
  if (isStoredImage(value)) return { src: toImage(value).src, alt: "", video: false };
  if (typeof value.src === "string") return { src: value.src, alt: typeof value.alt === "string" ? value.alt : "", video: false };
  return null;
}

/** A value in words, for lists and anything without a picture. */
function textOf(value: unknown): string {
  if (value === null || value === undefined || value === "") return "";
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  if (Array.isArray(value)) return value.map(textOf).filter(Boolean).join(" · ");
  if (isObject(value)) return Object.values(value).map(textOf).filter(Boolean).join(" / ");
  return "";
}

export function ChangeValue({ value }: { value: unknown }) {
  const picture = pictureOf(value);
  if (picture)
    return (
      <span className="change-value change-value--media">
        <img className="change-value__thumb" src={picture.src} alt="" loading="lazy" />
        <span className="change-value__caption">{picture.video ? "Video" : picture.alt || "Image"}</span>
      </span>
    );
  if (Array.isArray(value) && value.some((entry) => pictureOf(entry)))
    return (
      <span className="change-value change-value--media">
        {value.slice(0, 6).map((entry, index) => {
          const shown = pictureOf(entry);
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed preview of a list's first pictures, by position
          return shown ? <img key={index} className="change-value__thumb change-value__thumb--small" src={shown.src} alt="" loading="lazy" /> : null;
        })}
        <span className="change-value__caption">{value.length === 1 ? "1 image" : `${value.length} images`}</span>
      </span>
    );
  const text = textOf(value);
  return text ? <span className="change-value">{text}</span> : <em className="change-value change-value--empty">(empty)</em>;
}
