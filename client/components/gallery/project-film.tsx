// A project's film at the top of its gallery: the visitor's own player (controls, sound), its
// poster frame shown until they press play, and nothing downloaded before that.
import type { StoredVideo } from "../../contract/stored-media.ts";
import { mediaUrl, toImage } from "../../contract/stored-media.ts";

export function ProjectFilm({ film, title }: { film: StoredVideo; title: string }) {
  return (
    <figure className="gallery__film">
      <video
        className="gallery__film-video"
        src={mediaUrl(film.key)}
        poster={toImage(film.poster).src}
        width={film.width}
        height={film.height}
        controls
        playsInline
        preload="none"
        aria-label={`${title}, the film`}
      />
    </figure>
  );
}
