// A project's film in its editor: the current video (or none), "Add video" or "Replace video" (MP4 or WebM,
// uploaded at once with its progress; the server checks the bytes and takes the poster frame)
// and "Remove film". The change is the form's: it is saved with the project.
import type { StoredVideo } from "../../../contract/stored-media.ts";
import { pageUploads } from "../document-form/page-uploads.ts";
import { VideoPicker } from "../document-form/video-field.tsx";

/** Sends a film to the pages' video route, which checks its bytes and takes its poster frame. */
export const uploadFilm = pageUploads.video;

const FILM = {
  label: "Film",
  upload: uploadFilm,
  removeLabel: "Remove film",
  empty: "Optional: played at the top of the project's page, above its images.",
};

type Props = { film: StoredVideo | null; onChange(film: StoredVideo | null): void; error?: string; disabled?: boolean };

export function FilmField({ film, ...field }: Props) {
  return <VideoPicker {...FILM} video={film} {...field} />;
}
