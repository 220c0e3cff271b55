// A video of the page: a small muted player with its poster, its size and length, and "Replace
// video" (MP4 or WebM; the server checks the bytes and takes the poster frame from the file);
// a video the page may go without also has a remove button. VideoPicker is the same control for
// a form of its own (a project's film in the project editor).
import type { ReactNode } from "react";
import type { StoredVideo } from "../../../contract/stored-media.ts";
import { useField, type Path } from "./form-context.tsx";
import { MediaFrame } from "./media-frame.tsx";
import { VideoThumb, videoSize } from "./video-thumb.tsx";

const VIDEO_ACCEPT = "video/mp4,video/webm";

type PickerProps = {
  label: string;
  video: StoredVideo | null;
  onChange(video: StoredVideo | null): void;
  upload(file: File, onProgress: (percent: number) => void): Promise<StoredVideo>;
  /** The remove button's words; none when the video is required. */
  removeLabel?: string;
  /** Said where the size goes while there is no video. */
  empty?: ReactNode;
  error?: string;
  disabled?: boolean;
};

export function VideoPicker({ label, video, onChange, upload, removeLabel, empty = null, error, disabled }: PickerProps) {
  return (
    <MediaFrame
      kind="video"
      label={label}
      preview={<VideoThumb video={video} label={label} />}
      has={video !== null}
      size={video ? videoSize(video) : empty}
      accept={VIDEO_ACCEPT}
      upload={upload}
      onStored={onChange}
      disabled={disabled}
      error={error}
    >
      {removeLabel && video ? (
        <button type="button" className="admin-action admin-action--danger film-field__remove" onClick={() => onChange(null)} disabled={disabled}>
          {removeLabel}
        </button>
      ) : null}
    </MediaFrame>
  );
}

/** `hint`: what an empty field means, said where its size would be (a phone video that is optional). */
export function VideoField({ path, label, removable = false, hint }: { path: Path; label: string; removable?: boolean; hint?: string }) {
  const { value, errorWithin, set, disabled, uploads } = useField<StoredVideo | null>(path);
  return (
    <VideoPicker
      label={label}
      video={value}
      onChange={set}
      upload={uploads.video}
      removeLabel={removable ? "Remove video" : undefined}
      empty={hint}
      error={errorWithin()}
      disabled={disabled}
    />
  );
}
