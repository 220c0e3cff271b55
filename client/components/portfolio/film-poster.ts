// What a film of the Motion tab shows before it plays, on the page and in the admin's list: an
// uploaded film's poster frame, or a YouTube video's own thumbnail; null for a Vimeo video, whose
// poster cannot be known without asking Vimeo (the card draws its own).
import type { Film } from "../../contract/films.ts";
import { toImage } from "../../contract/stored-media.ts";
import { posterUrl, PROVIDER_NAMES } from "../../contract/video-links.ts";

export function filmPoster(film: Film): string | null {
  if (film.video) return toImage(film.video.poster).src;
  return film.link ? posterUrl(film.link) : null;
}

/** "Uploaded film, 0:08" or "YouTube link": what kind of film it is, for the admin's list. */
export function filmKind(film: Film): string {
  if (film.link) return `${PROVIDER_NAMES[film.link.provider]} link`;
  const seconds = Math.round(film.video?.duration ?? 0);
  return `Uploaded film, ${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}
