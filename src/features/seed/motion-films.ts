// The sample's Motion tab: two films that play from the site's own placeholder videos (docs/MEDIA.md),
// so a fresh site shows working films, not links to nowhere. Migration 00020's part: added only
// while the site is still the sample (the case study keeps the film its seed gave it) and the
// owner has set no playlist of their own; an owner's Motion tab is left alone.
import type { StoredVideo } from "../../../client/contract/stored-media.ts";
import type { Sql } from "../../platform/db/connect.ts";
import { CASE_STUDY_PROJECT } from "./case-study.ts";
import { CASE_STUDY_FILM, HERO_FILM } from "./documents.ts";

/** In the tab's order. */
const SAMPLE_FILMS: { title: string; video: StoredVideo }[] = [
  { title: `${CASE_STUDY_PROJECT.title}: the launch film`, video: CASE_STUDY_FILM },
  { title: "Studio reel", video: HERO_FILM },
];

export async function seedMotionFilms(sql: Sql): Promise<void> {
  const { family, slug } = CASE_STUDY_PROJECT;
  const [sample] = await sql`
    select 1 from projects, site_settings
    where family = ${family} and slug = ${slug} and film ->> 'key' = ${CASE_STUDY_FILM.key} and motion_playlist_id is null`;
  if (!sample) return;
  await sql`insert into motion_films ${sql(SAMPLE_FILMS.map((film, position) => ({ title: film.title, video: sql.json(film.video as never), position, sample: true })))}`;
}
