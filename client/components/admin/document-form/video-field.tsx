// A video of the page: a small muted player with its poster, its size and length, and "Replace
// video" (MP4 or WebM; the server checks the bytes and takes the poster frame from the file).
import type { StoredVideo } from "../../../contract/stored-media.ts";
import { mediaUrl, toImage } from "../../../contract/stored-media.ts";
import { useField, type Path } from "./form-context.tsx";
import { MediaFrame } from "./media-frame.tsx";

export const VIDEO_ACCEPT = "video/mp4,video/webm";

export function VideoField({ path, label }: { path: Path; label: string }) {
  const { value, errorWithin, set, disabled, uploads } = useField<StoredVideo>(path);
  const error = errorWithin();
  return (
    <MediaFrame
      kind="video"
      label={label}
      preview={
        value ? (
          <video
            // A new key is a new file: the player starts over with it.
            key={value.key}
            className="doc-thumb doc-thumb--video"
            src={mediaUrl(value.key)}
            poster={toImage(value.poster).src}
            width={value.width}
            height={value.height}
            muted
            playsInline
            controls
            preload="none"
            aria-label={`${label}, current file`}
          />
        ) : (
          <span className="doc-thumb doc-thumb--empty">No video</span>
        )
      }
      size={
        value ? (
          <>
            {value.width} × {value.height} · {formatDuration(value.duration)} · {value.type === "video/webm" ? "WebM" : "MP4"}
          </>
        ) : null
      }
      accept={VIDEO_ACCEPT}
      upload={uploads.video}
      onStored={set}
      disabled={disabled}
      error={error}
    />
  );
}

/** "0:08", "1:05:00". */
export function formatDuration(seconds: number): string {
  const whole = Math.round(seconds);
  const [h, m, s] = [Math.floor(whole / 3600), Math.floor((whole % 3600) / 60), whole % 60];
  const pad = (n: number) => String(n).padStart(2, "0");
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}
