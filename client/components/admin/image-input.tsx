// A file picker for one image: click or drop a file, see it before uploading, and follow the
// upload's progress. The browser decodes the chosen file before accepting it, so a text file
// named .png is refused at the field (and cleared) instead of previewing as a broken image; the
// server checks again.
import { useEffect, useId, useRef, useState, type DragEvent } from "react";
import { ApiError } from "../../api.ts";
import { ACCEPTED_FORMATS, formatBytes, tooLargeMessage, uploadHint } from "../../contract/common.ts";
import { useUploadLimits } from "./use-upload-limits.ts";
import { FieldMessages } from "./field-messages.tsx";
import { HiddenFileInput } from "./hidden-file-input.tsx";

export const IMAGE_ACCEPT = "image/png,image/jpeg,image/webp,image/gif,image/avif,image/svg+xml";

type Props = {
  label: string;
  /** What this image is for; the formats and the size limit are added before it. */
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
  const limits = useUploadLimits();

  useEffect(() => {
    if (!file && input.current) input.current.value = "";
  }, [file]);

  // Only the newest choice counts when decoding finishes out of order.
  const choice = useRef(0);
  const choose = async (chosen: File | undefined) => {
    if (!chosen) return;
    const mine = ++choice.current;
    const problem =
      limits && chosen.size > limits.uploadMaxBytes
        ? tooLargeMessage(limits.uploadMaxBytes)
        : !chosen.type.startsWith("image/") || !(await decodes(chosen))
          ? `“${chosen.name}” is not an image this site can read. Choose a ${ACCEPTED_FORMATS} file.`
          : null;
    if (mine !== choice.current) return;
    if (problem) {
      setRejected(problem);
      onFile(null);
      if (input.current) input.current.value = "";
      return;
    }
    setRejected(null);
    onFile(chosen);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) void choose(event.dataTransfer.files[0]);
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
          <span>
            {file ? `${formatBytes(Math.max(file.size, 1024))} · ready to upload` : `${limits ? uploadHint(limits) : ACCEPTED_FORMATS}. ${hint}`}
          </span>
        </span>
        <HiddenFileInput
          id={id}
          inputRef={input}
          accept={IMAGE_ACCEPT}
          disabled={disabled}
          aria-labelledby={`${id}-label`}
          error={message}
          aria-invalid={message ? true : undefined}
          onFiles={(files) => void choose(files[0])}
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
      <FieldMessages id={id} error={message} />
    </div>
  );
}

/** Whether the browser can decode the file as an image (its bytes, not its name or type). */
async function decodes(file: File): Promise<boolean> {
  const url = URL.createObjectURL(file);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    // An SVG without a size decodes with no intrinsic width; anything else must have pixels.
    return image.naturalWidth > 0 || file.type === "image/svg+xml";
  } catch {
    return false;
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** The server's word on the file itself (415 not an image, 413 too large), for the field. */
export function fileProblem(error: unknown): string | null {
  return error instanceof ApiError && (error.status === 415 || error.status === 413) && error.message ? error.message : null;
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

function UploadIcon() {
  return (
    <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
      <path
        d="M12 16V4m0 0-4.5 4.5M12 4l4.5 4.5M4 15v3a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-3"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
