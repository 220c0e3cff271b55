// What an image field and a video field share: the current file beside its label, its size and
// the "Replace …" picker ("Add …" while there is none), the field's error under them, and anything the kind adds below (an
// image's alt text).
import type { ReactNode } from "react";
import { FieldError } from "../field-messages.tsx";
import { MediaPicker } from "./media-picker.tsx";

type Props<T> = {
  kind: "image" | "video";
  label: string;
  /** The current file, or what stands in for none. */
  preview: ReactNode;
  /** Whether there is a file: its picker replaces it, or adds one. */
  has: boolean;
  /** "1600 × 900 …", while there is a file. */
  size: ReactNode;
  accept: string;
  upload(file: File, onProgress: (percent: number) => void): Promise<T>;
  onStored(stored: T): void;
  disabled?: boolean;
  error?: string;
  children?: ReactNode;
};

export function MediaFrame<T>({ kind, label, preview, has, size, accept, upload, onStored, disabled, error, children }: Props<T>) {
  const verb = has ? "Replace" : "Add";
  return (
    <div className={`doc-media doc-media--${kind}${error ? " is-invalid" : ""}`}>
      <div className="doc-media__top">
        {preview}
        <div className="doc-media__about">
          <span className="admin-field__label">{label}</span>
          {size ? <span className="admin-muted doc-media__size">{size}</span> : null}
          <MediaPicker
            label={`${verb} ${kind}`}
            name={`${verb} ${kind}: ${label}`}
            accept={accept}
            upload={upload}
            onStored={onStored}
            disabled={disabled}
            failure={`Could not upload the ${kind}`}
          />
        </div>
      </div>
      <FieldError error={error} />
      {children}
    </div>
  );
}
