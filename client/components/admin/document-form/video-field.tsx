// A video of the page: a small muted player with its poster, its size and length, and "Replace
// video" (MP4 or WebM; the server checks the bytes and takes the poster frame from the file).
import type { StoredVideo } from "../../../contract/stored-media.ts";
import { mediaUrl, toImage } from "../../../contract/stored-media.ts";
import { useField, type Path } from "./form-context.tsx";
import { MediaPicker } from "./media-picker.tsx";

export const VIDEO_ACCEPT = "video/mp4,video/webm";

export function VideoField({ path, label }: { path: Path; label: string }) {
  const { value, errorWithin, set, disabled, uploads } = useField<StoredVideo>(path);
  const error = errorWithin();
  return (
    <div className={`doc-media doc-media--video${error ? " is-invalid" : ""}`}>
      <div className="doc-media__top">
        {value ? (
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
        )}
        <div className="doc-media__about">
          <span className="admin-field__label">{label}</span>
          {value ? (
            <span className="admin-muted doc-media__size">
              {value.width} × {value.height} · {formatDuration(value.duration)} · {value.type === "video/webm" ? "WebM" : "MP4"}
            </span>
          ) : null}
          <MediaPicker
            label="Replace video"
            name={`Replace video: ${label}`}
            accept={VIDEO_ACCEPT}
            upload={uploads.video}
            onStored={set}
            disabled={disabled}
            failure="Could not upload the video"
          />
        </div>
      </div>
      {error ? (
        <p className="admin-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** "0:08", "1:05:00". */
export function formatDuration(seconds: number): string {
  const whole = Math.round(seconds);
  const [h, m, s] = [Math.floor(whole / 3600), Math.floor((whole % 3600) / 60), whole % 60];
  const pad = (n: number) => String(n).padStart(2, "0");
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}
