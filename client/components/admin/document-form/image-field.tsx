// An image of the page and its alt text: the current image as a thumbnail, "Replace image"
// (stored at once; the page changes when the draft is published), and the alt text below.
import type { TSchema } from "@sinclair/typebox";
import type { StoredImage } from "../../../contract/stored-media.ts";
import { toImage } from "../../../contract/stored-media.ts";
import { IMAGE_ACCEPT } from "../image-input.tsx";
import { useField, type Path } from "./form-context.tsx";
import { MediaPicker } from "./media-picker.tsx";
import { fieldsOf } from "./schema-kind.ts";
import { TextField } from "./text-field.tsx";

type ImageValue = { image: StoredImage; alt: string };

export function ImageField({ schema, path, label }: { schema: TSchema; path: Path; label: string }) {
  const { value, errorWithin, set, disabled, uploads } = useField<ImageValue>(path);
  const error = errorWithin("image");
  const alt = fieldsOf(schema).find(([key]) => key === "alt")![1];
  return (
    <div className={`doc-media doc-media--image${error ? " is-invalid" : ""}`}>
      <div className="doc-media__top">
        <MediaThumb image={value?.image} />
        <div className="doc-media__about">
          <span className="admin-field__label">{label}</span>
          {value?.image ? (
            <span className="admin-muted doc-media__size">
              {value.image.width} × {value.image.height}
            </span>
          ) : null}
          <MediaPicker
            label="Replace image"
            name={`Replace image: ${label}`}
            accept={IMAGE_ACCEPT}
            upload={uploads.image}
            onStored={(image) => set({ alt: value?.alt ?? "", image })}
            disabled={disabled}
            failure="Could not upload the image"
          />
        </div>
      </div>
      {error ? (
        <p className="admin-field__error" role="alert">
          {error}
        </p>
      ) : null}
      <TextField
        schema={alt}
        path={[...path, "alt"]}
        label="Alt text"
        multiline={false}
        hint="What the image shows, for screen readers. Leave blank if it is only decoration."
      />
    </div>
  );
}

export function MediaThumb({ image }: { image: StoredImage | undefined }) {
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
