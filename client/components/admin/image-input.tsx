// A file picker for one image: click or drop a file, see it before uploading, and follow the
// upload's progress. The file itself is checked by the server; this only filters the obvious.
import { useEffect, useId, useRef, useState, type DragEvent } from "react";

export const IMAGE_ACCEPT = "image/png,image/jpeg,image/webp,image/gif,image/avif,image/svg+xml";

type Props = {
  label: string;
  hint: string;
  file: File | null;
  onFile(file: File | null): void;
  /** The image the record has now, shown until another is chosen. */
  currentUrl?: string | null;
  progress: number | null;
  error?: string;
  shape: "logo" | "avatar";
  disabled?: boolean;
};

export function ImageInput({ label, hint, file, onFile, currentUrl, progress, error, shape, disabled }: Props) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [rejected, setRejected] = useState<string | null>(null);
  const preview = useObjectUrl(file);

  useEffect(() => {
    if (!file && input.current) input.current.value = "";
  }, [file]);

  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    if (!chosen.type.startsWith("image/")) {
      setRejected("That file is not an image. Choose a PNG, JPEG, WebP, GIF, AVIF or SVG file.");
      onFile(null);
      return;
    }
    setRejected(null);
    onFile(chosen);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) choose(event.dataTransfer.files[0]);
  };
  const message = rejected ?? error;
  const shown = preview ?? currentUrl ?? null;

  return (
    <div className={`image-input image-input--${shape}`}>
      <span className="admin-field__label" id={`${id}-label`}>
        {label}
      </span>
      <label
        htmlFor={id}
        className={`image-input__drop${dragging ? " is-dragging" : ""}${message ? " is-invalid" : ""}`}
        onDragOver={(event) => {
          event.preventDefault();
          if (!disabled) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <span className="image-input__preview">
          {shown ? <img src={shown} alt={file ? "Preview of the chosen image" : "The current image"} /> : <UploadIcon />}
        </span>
        <span className="image-input__text">
          <strong>{file ? file.name : "Drop an image here or click to browse"}</strong>
          <span>{file ? `${formatSize(file.size)} · ready to upload` : hint}</span>
        </span>
        <input
          ref={input}
          id={id}
          className="visually-hidden"
          type="file"
          accept={IMAGE_ACCEPT}
          disabled={disabled}
          aria-labelledby={`${id}-label`}
          aria-describedby={message ? `${id}-error` : undefined}
          aria-invalid={message ? true : undefined}
          onChange={(event) => choose(event.target.files?.[0])}
        />
      </label>
      {file && !disabled ? (
        <button type="button" className="image-input__clear" onClick={() => onFile(null)}>
          Remove chosen image
        </button>
      ) : null}
      {progress !== null ? (
        <div className="image-input__progress">
          <div className="progress" role="progressbar" aria-label="Upload progress" aria-valuemin={0} aria-valuemax={100} aria-valuenow={progress}>
            <span style={{ width: `${progress}%` }} />
          </div>
          <span>{progress < 100 ? `Uploading... ${progress}%` : "Processing..."}</span>
        </div>
      ) : null}
      {message ? (
        <p className="admin-field__error" id={`${id}-error`} role="alert">
          {message}
        </p>
      ) : null}
    </div>
  );
}

function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return setUrl(null);
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

function formatSize(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

function UploadIcon() {
  return (
    <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
      <path d="M12 16V4m0 0-4.5 4.5M12 4l4.5 4.5M4 15v3a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-3" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
