// The button that picks a file and stores it ("Replace image", "Add slide"), with the upload's
// progress beside it and the server's refusal (not an image, too large, not a video this site
// plays) said under it. The stored result is handed to `onStored`; nothing changes on a failure.
// With `multiple` (a list of images), every file chosen is stored in turn and handed over as it is.
import { useContext, useId, useRef, useState } from "react";
import { reportError } from "../../../api.ts";
import { FieldError } from "../field-messages.tsx";
import { HiddenFileInput } from "../hidden-file-input.tsx";
import { fileProblem } from "../image-input.tsx";
import { ListEntryContext } from "./form-context.tsx";

type Props<T> = {
  label: string;
  /** The accessible name when the label alone is ambiguous: "Replace image: Portrait". */
  name?: string;
  accept: string;
  upload(file: File, onProgress: (percent: number) => void): Promise<T>;
  onStored(stored: T): void;
  disabled?: boolean;
  failure: string;
  multiple?: boolean;
};

export function MediaPicker<T>({ label, name, accept, upload, onStored, disabled, failure, multiple = false }: Props<T>) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // The answer goes to the field where it stands when the answer comes: an entry moved in its list
  // while its file was on the way renders this picker again with its new place.
  const stored = useRef(onStored);
  stored.current = onStored;
  const entry = useContext(ListEntryContext);

  const choose = async (files: File[]) => {
    if (files.length === 0) return;
    setProblem(null);
    try {
      for (const file of files) {
        setProgress(0);
        try {
          const result = await upload(file, setProgress);
          // Removed from its list meanwhile: nothing takes the file (the sweep removes it from storage).
          if (entry === null || entry.kept()) stored.current(result);
        } catch (error) {
          const reason = fileProblem(error) ?? ((error instanceof Error && error.message) || failure);
          setProblem(files.length > 1 ? `${file.name}: ${reason}` : reason);
          reportError(error, failure);
        }
      }
    } finally {
      setProgress(null);
      if (input.current) input.current.value = "";
    }
  };

  return (
    <div className="media-picker">
      <label className={`admin-action media-picker__button${disabled || progress !== null ? " is-disabled" : ""}`} htmlFor={id}>
        {progress === null ? label : "Uploading..."}
      </label>
      <HiddenFileInput
        id={id}
        inputRef={input}
        accept={accept}
        multiple={multiple}
        aria-label={name ?? label}
        error={problem}
        disabled={disabled || progress !== null}
        onFiles={(files) => void choose(files)}
      />
      {progress !== null ? (
        <div className="media-picker__progress">
          <div
            className="progress"
            role="progressbar"
            aria-label={`${name ?? label}: upload progress`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress}
          >
            <span style={{ width: `${progress}%` }} />
          </div>
          <span>{progress < 100 ? `${progress}%` : "Processing..."}</span>
        </div>
      ) : null}
      <FieldError id={id} error={problem} />
    </div>
  );
}
