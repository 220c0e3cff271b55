// A project's film in its editor: the current video (or none), "Replace video" (MP4 or WebM,
// uploaded at once with its progress; the server checks the bytes and takes the poster frame)
// and "Remove film". The change is the form's: it is saved with the project.
import type { StoredVideo } from "../../../contract/stored-media.ts";
import { pagesApi } from "../../../documents-api.ts";
import { MediaFrame } from "../document-form/media-frame.tsx";
import { VIDEO_ACCEPT } from "../document-form/video-field.tsx";
import { VideoThumb, videoSize } from "../document-form/video-thumb.tsx";

const upload = async (file: File, onProgress: (percent: number) => void) => (await pagesApi.uploadVideo(file, { onProgress })).video;

type Props = { film: StoredVideo | null; onChange(film: StoredVideo | null): void; error?: string; disabled?: boolean };

export function FilmField({ film, onChange, error, disabled }: Props) {
  return (
    <MediaFrame
      kind="video"
      label="Film"
      preview={<VideoThumb video={film} label="Film" />}
      size={film ? videoSize(film) : "Optional: played at the top of the project's page, above its images."}
      accept={VIDEO_ACCEPT}
      upload={upload}
      onStored={onChange}
      disabled={disabled}
      error={error}
    >
      {film ? (
        <button type="button" className="admin-action admin-action--danger film-field__remove" onClick={() => onChange(null)} disabled={disabled}>
          Remove film
        </button>
      ) : null}
    </MediaFrame>
  );
}
