// An image of the page and its alt text: the current image as a thumbnail, "Replace image"
// (stored at once; the page changes when the draft is published), and the alt text below. A new
// image comes without alt text (absent, not empty: the contract's AltText refuses that until the
// owner writes one or marks the image decorative), and its field takes the focus to ask for it.
import { useEffect, useRef } from "react";
import type { TSchema } from "@sinclair/typebox";
import type { StoredImage } from "../../../contract/stored-media.ts";
import { toImage } from "../../../contract/stored-media.ts";
import { FocusControl } from "../focus-picker.tsx";
import { IMAGE_ACCEPT } from "../image-input.tsx";
import { useField, type Path } from "./form-context.tsx";
import { MediaFrame } from "./media-frame.tsx";
import { LinkField } from "./link-field.tsx";
import { fieldsOf, hintOf, kindOf, labelOf } from "./schema-kind.ts";
import { TextField } from "./text-field.tsx";

type ImageValue = { image: StoredImage; alt?: string };

/** Whether the owner is typing somewhere (the first of several new images' alt text): a later one does not take the focus from it. */
const typing = (element: Element | null) =>
  (element instanceof HTMLInputElement && element.type === "text") ||
  element instanceof HTMLTextAreaElement ||
  (element as HTMLElement | null)?.isContentEditable === true;

/** `removable`: an optional image (a portrait, a service's hero), which the owner may take away. */
export function ImageField({ schema, path, label, removable = false }: { schema: TSchema; path: Path; label: string; removable?: boolean }) {
  const { value, errorWithin, set, disabled, uploads } = useField<ImageValue | null>(path);
  const error = errorWithin("image");
  const alt = fieldsOf(schema).find(([key]) => key === "alt")![1];
  const asked = Boolean(value?.image) && value?.alt === undefined;
  const altBox = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (asked && !typing(document.activeElement)) altBox.current?.focus();
  }, [asked]);
  // Fields beside the image and its alt text: a slide's link (client/contract/documents/home.ts).
  const others = fieldsOf(schema).filter(([key]) => key !== "image" && key !== "alt");
  return (
    <MediaFrame
      kind="image"
      label={label}
      preview={<MediaThumb image={value?.image} />}
      has={Boolean(value?.image)}
      size={
        value?.image ? (
          <>
            {value.image.width} × {value.image.height}
          </>
        ) : null
      }
      accept={IMAGE_ACCEPT}
      upload={uploads.image}
      onStored={(image) => set({ image })}
      disabled={disabled}
      error={error}
    >
      <TextField
        schema={alt}
        path={[...path, "alt"]}
        label="Alt text"
        multiline={false}
        required={asked}
        inputRef={altBox}
        hint={
          asked
            ? "A new image: say what it shows, for screen readers, or mark it decorative."
            : "What the image shows, for screen readers. Leave blank if it is only decoration."
        }
      />
      {asked ? (
        <button
          type="button"
          className="admin-action doc-media__decorative"
          onClick={() => set((current) => (current ? { ...current, alt: "" } : current))}
          disabled={disabled}
        >
          Decorative: no alt text
        </button>
      ) : null}
      <FocusControl src={value?.image ? toImage(value.image).src : null} label={label} />
      {removable && value?.image ? (
        <button type="button" className="admin-action admin-action--danger" onClick={() => set(null)} disabled={disabled}>
          Remove image
        </button>
      ) : null}
      {others.map(([key, field]) =>
        kindOf(field) === "link" ? (
          <LinkField key={key} path={[...path, key]} label={labelOf(field, key)} hint={hintOf(field)} />
        ) : (
          <TextField key={key} schema={field} path={[...path, key]} label={labelOf(field, key)} multiline={false} hint={hintOf(field)} />
        ),
      )}
    </MediaFrame>
  );
}

function MediaThumb({ image }: { image: StoredImage | undefined }) {
  if (!image) return <span className="doc-thumb doc-thumb--empty">No image</span>;
  const { src, blur } = toImage(image);
  return (
    <img
      className="doc-thumb"
      src={src}
      alt=""
      width={image.width}
      height={image.height}
      style={blur ? { backgroundImage: `url(${blur})` } : undefined}
    />
  );
}
