// Several images at once: drop or pick files, give each its alt text (or mark it decorative),
// then upload them, one request per file, each with its own progress bar, one file after
// another in the order picked: the server gives an image its place when its request reaches the
// handler, after the sign-in check's query, so two requests in flight at once could take their
// places in either order (it happened in CI against Postgres, whose pool answers the check's
// queries in any order). Each file is sent once the one before has its answer.
// A file that fails stays in the queue with the server's reason, to be sent again; the others go on.
import { useEffect, useId, useState, type DragEvent } from "react";
import { reportError } from "../../../api.ts";
import { IMAGE_ACCEPT } from "../image-input.tsx";
import { FormAction } from "../form-actions.tsx";
import { notify } from "../notify.ts";
import { useLeaveWarning } from "../use-leave-warning.ts";
import { useUploadLimits } from "../use-upload-limits.ts";
import { ACCEPTED_FORMATS, tooLargeMessage, uploadHint } from "../../../contract/common.ts";
import { PROJECT_LIMITS, PROJECT_MESSAGES } from "../../../contract/projects.ts";
import { FieldLabel } from "../field-label.tsx";
import { FieldMessages } from "../field-messages.tsx";

type Entry = { key: string; file: File; url: string; alt: string; decorative: boolean; progress: number | null; error?: string };

type Props = {
  /** Sends one file; resolves when the server has stored it. */
  upload(form: FormData, onProgress: (percent: number) => void): Promise<void>;
  /** Every file of a batch has settled (stored or refused). */
  onSettled?(): void;
};

let counter = 0;

export function UploadQueue({ upload, onSettled }: Props) {
  const id = useId();
  const [entries, setEntries] = useState<Entry[]>([]);
  const [dragging, setDragging] = useState(false);
  const busy = entries.some((entry) => entry.progress !== null);
  const limits = useUploadLimits();
  // Picked files and their alt texts live only here until they are sent.
  useLeaveWarning(entries.length > 0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: revokes the previews left when the queue unmounts, once
  useEffect(
    () => () => {
      for (const entry of entries) URL.revokeObjectURL(entry.url);
    },
    [],
  );

  const patch = (key: string, change: Partial<Entry>) =>
    setEntries((list) => list.map((entry) => (entry.key === key ? { ...entry, ...change } : entry)));
  const add = (files: FileList | null) => {
    const chosen = [...(files ?? [])];
    const images = chosen.filter((file) => file.type.startsWith("image/") && !(limits && file.size > limits.uploadMaxBytes));
    for (const file of chosen.filter((f) => !images.includes(f))) {
      notify.error(
        `${file.name}: ${file.type.startsWith("image/") ? tooLargeMessage(limits!.uploadMaxBytes) : `not an image. Choose a ${ACCEPTED_FORMATS} file.`}`,
      );
    }
    setEntries((list) => [
      ...list,
      ...images.map((file) => ({ key: `f${++counter}`, file, url: URL.createObjectURL(file), alt: "", decorative: false, progress: null })),
    ]);
  };
  const drop = (key: string) =>
    setEntries((list) => {
      const gone = list.find((entry) => entry.key === key);
      if (gone) URL.revokeObjectURL(gone.url);
      return list.filter((entry) => entry.key !== key);
    });

  const send = async () => {
    const missing = entries.filter((entry) => !entry.decorative && !entry.alt.trim());
    for (const entry of missing) patch(entry.key, { error: PROJECT_MESSAGES.altRequired });
    if (missing.length) return void notify.error(PROJECT_MESSAGES.altRequired);
    for (const entry of entries) patch(entry.key, { progress: 0, error: undefined });
    let done = 0;
    for (const entry of entries) {
      const form = new FormData();
      form.set("image", entry.file);
      form.set("alt", entry.decorative ? "" : entry.alt.trim());
      form.set("decorative", String(entry.decorative));
      try {
        await upload(form, (progress) => patch(entry.key, { progress }));
        drop(entry.key);
        done += 1;
      } catch (failure) {
        patch(entry.key, { progress: null, error: (failure instanceof Error && failure.message) || "Upload failed" });
        reportError(failure, `Could not upload ${entry.file.name}`);
      }
    }
    if (done) notify.success(done === 1 ? "Image added" : `${done} images added`);
    onSettled?.();
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!busy) add(event.dataTransfer.files);
  };

  return (
    <div className="upload-queue">
      <label
        htmlFor={id}
        className={`image-input__drop upload-queue__drop${dragging ? " is-dragging" : ""}`}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <span className="upload-queue__icon" aria-hidden="true">
          +
        </span>
        <span className="image-input__text">
          <strong>Drop images here or click to choose</strong>
          <span>Several at once: {limits ? `${uploadHint(limits)} each` : ACCEPTED_FORMATS}. They are resized for phones and large screens.</span>
        </span>
        <input
          id={id}
          className="visually-hidden"
          type="file"
          multiple
          accept={IMAGE_ACCEPT}
          disabled={busy}
          aria-label="Add images"
          onChange={(event) => {
            add(event.target.files);
            event.target.value = "";
          }}
        />
      </label>
      {entries.length > 0 ? (
        <>
          <ul className="upload-queue__list" aria-label="Images to upload">
            {entries.map((entry) => (
              <QueuedFile
                key={entry.key}
                entry={entry}
                onChange={(change) => patch(entry.key, { ...change, error: undefined })}
                onRemove={() => drop(entry.key)}
              />
            ))}
          </ul>
          <FormAction
            label={entries.length === 1 ? "Upload 1 image" : `Upload ${entries.length} images`}
            busyLabel="Uploading..."
            busy={busy}
            onClick={send}
          />
        </>
      ) : null}
    </div>
  );
}

function QueuedFile({ entry, onChange, onRemove }: { entry: Entry; onChange(change: Partial<Entry>): void; onRemove(): void }) {
  const id = useId();
  const uploading = entry.progress !== null;
  return (
    <li className={`queued-file${entry.error ? " is-invalid" : ""}`}>
      <img className="queued-file__preview" src={entry.url} alt="" />
      <div className="queued-file__body">
        <p className="queued-file__name">{entry.file.name}</p>
        <FieldLabel htmlFor={`${id}-alt`}>Alt text for {entry.file.name}</FieldLabel>
        <input
          id={`${id}-alt`}
          className="queued-file__alt"
          value={entry.alt}
          maxLength={PROJECT_LIMITS.alt}
          disabled={uploading || entry.decorative}
          placeholder={entry.decorative ? "Decorative: no description" : "What the image shows"}
          aria-invalid={entry.error ? true : undefined}
          aria-describedby={entry.error ? `${id}-error` : undefined}
          onChange={(event) => onChange({ alt: event.target.value })}
        />
        <label className="admin-check">
          <input
            type="checkbox"
            checked={entry.decorative}
            disabled={uploading}
            onChange={(event) => onChange({ decorative: event.target.checked })}
          />
          Decorative (screen readers skip it)
        </label>
        {uploading ? (
          <div className="image-input__progress">
            <div
              className="progress"
              role="progressbar"
              aria-label={`Uploading ${entry.file.name}`}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={entry.progress!}
            >
              <span style={{ width: `${entry.progress}%` }} />
            </div>
            <span>{entry.progress! < 100 ? `Uploading... ${entry.progress}%` : "Processing..."}</span>
          </div>
        ) : null}
        <FieldMessages id={id} error={entry.error} />
      </div>
      {uploading ? null : (
        <button type="button" className="queued-file__remove" onClick={onRemove} aria-label={`Remove ${entry.file.name} from the queue`}>
          ×
        </button>
      )}
    </li>
  );
}
