// A video of the page: a small muted player with its poster, its size and length, and "Replace
// video" (MP4 or WebM; the server checks the bytes and takes the poster frame from the file);
// a video the page may go without (a project's film) also has "Remove video".
import type { StoredVideo } from "../../../contract/stored-media.ts";
import { useField, type Path } from "./form-context.tsx";
import { MediaFrame } from "./media-frame.tsx";
import { VideoThumb, videoSize } from "./video-thumb.tsx";

export const VIDEO_ACCEPT = "video/mp4,video/webm";

export function VideoField({ path, label, removable = false }: { path: Path; label: string; removable?: boolean }) {
  const { value, errorWithin, set, disabled, uploads } = useField<StoredVideo | null>(path);
  const error = errorWithin();
  return (
    <MediaFrame
      kind="video"
      label={label}
      preview={<VideoThumb video={value} label={label} />}
      size={value ? videoSize(value) : null}
      accept={VIDEO_ACCEPT}
      upload={uploads.video}
      onStored={set}
      disabled={disabled}
      error={error}
    >
      {removable && value ? (
        <button type="button" className="admin-action admin-action--danger film-field__remove" onClick={() => set(null)} disabled={disabled}>
          Remove video
        </button>
      ) : null}
    </MediaFrame>
  );
}
