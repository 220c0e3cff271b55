// Reading the Motion tab's films (migrations/00020_motion_films.sql). A film is an
// uploaded video (its stored video and poster, as a project's film) or a platform's video (its
// provider and id); live rows in the owner's order, new ones first.
import type { Film } from "../../../client/contract/films.ts";
import type { StoredVideo } from "../../../client/contract/stored-media.ts";
import type { VideoLink } from "../../../client/contract/video-links.ts";
import type { Queries } from "../../platform/db/connect.ts";
import { HELD_KEYS_PATH } from "../../platform/media/sweep.ts";

type FilmRow = { id: string; title: string; video: StoredVideo | null; linkProvider: VideoLink["provider"] | null; linkId: string | null };

const toFilm = (row: FilmRow): Film => ({
  _id: row.id,
  title: row.title,
  video: row.video ?? null,
  link: row.linkProvider && row.linkId ? { provider: row.linkProvider, id: row.linkId } : null,
});

/** Every live film (or the one of `id`), in the owner's order. */
export async function listFilms(sql: Queries, id?: string): Promise<Film[]> {
  const rows = await sql<FilmRow[]>`
    select id, title, video, link_provider, link_id from motion_films
    where deleted_at is null and ${id ? sql`id = ${id}` : sql`true`}
    order by position, created_at desc, id`;
  return rows.map(toFilm);
}

/** The bucket keys uploaded films hold (the video and its poster), trashed ones too: for the sweep and a restore's checks. */
export async function filmVideoKeys(sql: Queries): Promise<string[]> {
  const rows = await sql<{ key: string }[]>`
    select distinct jsonb_path_query(video, ${HELD_KEYS_PATH}::jsonpath) #>> '{}' as key from motion_films where video is not null`;
  return rows.map((row) => row.key);
}
