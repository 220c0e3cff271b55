// A project's film at the top of its gallery: the visitor's own player (controls, sound), its
// poster frame shown until they press play, and nothing downloaded before that.
import type { StoredVideo } from "../../contract/stored-media.ts";
import { StoredVideoPlayer } from "../stored-video.tsx";

export function ProjectFilm({ film, title }: { film: StoredVideo; title: string }) {
  return (
    <figure className="gallery__film">
      <StoredVideoPlayer video={film} label={`${title}, the film`} className="gallery__film-video" />
    </figure>
  );
}
