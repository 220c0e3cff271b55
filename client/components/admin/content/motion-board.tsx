// The Motion tab in the admin: the films in the page's order (add, rename, drag to reorder, delete
// to the Trash with Undo) and, below the form, the YouTube playlist that may follow them.
import { useState } from "react";
import { TRASH_PERIOD } from "../../../contract/common.ts";
import type { AdminVideosAnswer, Film, PlaylistSettings } from "../../../contract/films.ts";
import { filmKind, filmPoster } from "../../portfolio/film-poster.ts";
import { ConfirmDelete } from "../confirm-delete.tsx";
import { ManagedRows } from "../managed-rows.tsx";
import { orderedList } from "../ordered-list.ts";
import { FilmForm } from "./film-form.tsx";
import { FilmRename } from "./film-rename.tsx";
import { PlaylistForm } from "./playlist-form.tsx";
import { call } from "../../../api.ts";
import { VIDEOS } from "../../../contract/endpoints/content.ts";

type Props = {
  films: Film[];
  playlist: PlaylistSettings;
  onChange(change: (current: Pick<AdminVideosAnswer, "films" | "playlist">) => Pick<AdminVideosAnswer, "films" | "playlist">): void;
  /** After an Undo brought a deleted film back: read the list again (it returns to its place). */
  reload(): void;
};

export function MotionBoard({ films, playlist, onChange, reload }: Props) {
  const setFilms = (change: (current: Film[]) => Film[]) => onChange((current) => ({ ...current, films: change(current.films) }));
  const ordered = orderedList<Film>(
    (film) => film._id,
    setFilms,
    (ids) => call(VIDEOS.order, { body: { ids } }),
  );
  const [renaming, setRenaming] = useState<string | null>(null);

  return (
    <div className="admin-columns admin-columns--form-first">
      <div className="motion-admin__forms">
        <section className="admin-panel" aria-labelledby="film-form-heading">
          <h2 id="film-form-heading">Add a film</h2>
          <FilmForm onAdded={(film) => setFilms((current) => [film, ...current])} />
        </section>
        <PlaylistForm playlist={playlist} onSaved={(next) => onChange((current) => ({ ...current, playlist: next }))} />
      </div>
      <section className="admin-section admin-section--flush" aria-labelledby="films-heading">
        <h2 id="films-heading">
          Films <span className="admin-count">{films.length}</span>
        </h2>
        {films.length === 0 ? (
          <p className="admin-empty">
            No films yet: the Motion tab is hidden on the site until you add one
            {playlist.keySaved || playlist.environment.keySet ? " or a playlist lists some" : ""}.
          </p>
        ) : (
          <ManagedRows
            look="item-row"
            label="Films, in the order the Motion tab shows them"
            items={films}
            order={ordered}
            row={(film) => {
              const poster = filmPoster(film);
              return {
                className: "film-row",
                picture: poster ? (
                  <img className="thumb" src={poster} alt="" width={88} height={66} loading="lazy" />
                ) : (
                  <span className="thumb thumb--empty">Vimeo</span>
                ),
                title: film.title,
                lines: <p className="item-row__caption">{filmKind(film)}</p>,
                actionsClassName: "admin-card__actions",
                actions: (
                  <>
                    <button type="button" className="admin-action" onClick={() => setRenaming(film._id)} aria-label={`Rename ${film.title}`}>
                      Rename
                    </button>
                    <ConfirmDelete
                      what={`the film “${film.title}”`}
                      buttonLabel={`Delete ${film.title}`}
                      explanation={`It leaves the Motion tab at once, and stays in the Trash for ${TRASH_PERIOD}.`}
                      remove={() => call(VIDEOS.remove, { params: { id: film._id } })}
                      onDeleted={() => {
                        ordered.remove(film);
                        return reload;
                      }}
                    />
                  </>
                ),
                below:
                  renaming === film._id ? (
                    <FilmRename
                      film={film}
                      onRenamed={(renamed) => setFilms((current) => current.map((other) => (other._id === renamed._id ? renamed : other)))}
                      onClose={() => setRenaming(null)}
                    />
                  ) : null,
              };
            }}
          />
        )}
      </section>
    </div>
  );
}
