// Adding and renaming the Motion tab's films; a delete moves one to the trash (the list's kit).
import type { StoredVideo } from "../../../client/contract/stored-media.ts";
import type { VideoLink } from "../../../client/contract/video-links.ts";
import { firstPosition } from "../../platform/collections/reorder.ts";
import type { Sql } from "../../platform/db/connect.ts";
import { films } from "./collection.ts";

/** Adds the film first in the list; answers its id. */
export async function insertFilm(sql: Sql, film: { title: string; video: StoredVideo | null; link: VideoLink | null }): Promise<string> {
  const [row] = await sql<{ id: string }[]>`
    insert into motion_films (title, video, link_provider, link_id, position)
    values (${film.title}, ${film.video ? sql.json(film.video as never) : null}, ${film.link?.provider ?? null}, ${film.link?.id ?? null},
            ${firstPosition(sql, films)})
    returning id`;
  return row!.id;
}

/** Renames a live film; false when there is none. */
export async function renameFilm(sql: Sql, id: string, title: string): Promise<boolean> {
  const rows = await sql`update motion_films set title = ${title}, updated_at = now() where id = ${id} and deleted_at is null returning id`;
  return rows.length > 0;
}
