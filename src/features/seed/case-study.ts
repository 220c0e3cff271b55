// The home page's case study as a piece of work of its own: the Northwind Audio launch film, a
// published animation project whose gallery plays the film, where "See the case study" leads.
// Inserted with the seed content (migration 00004, fresh sites only); its film is set by
// migration 00010's step, which adds the column, and only on the project this seed made.
import type { Sql } from "../../platform/db/connect.ts";
import { CASE_STUDY_FILM } from "./documents.ts";

export const CASE_STUDY_PROJECT = {
  family: "animation",
  slug: "northwind-audio",
  title: "Northwind Audio",
  tagline: "A launch film before the first unit shipped",
  description:
    "A 40-second product animation built entirely in CGI, from exploded views to the hero spin, delivered six weeks after the brief with no physical prototype. It opened the launch event, ran at every trade show and became the product page.",
} as const;

/** Migration 00004's part: the project and its one still (the film's poster frame), published, on no tab. */
export async function seedCaseStudyProject(sql: Sql, blur: string, position: number): Promise<void> {
  const [row] = await sql<{ id: string }[]>`
    insert into projects ${sql({ ...CASE_STUDY_PROJECT, status: "published", position })} returning id`;
  const poster = CASE_STUDY_FILM.poster;
  await sql`
    insert into project_images (project_id, image_key, image_width, image_height, image_blur, alt, position)
    values (${row!.id}, ${poster.key}, ${poster.width}, ${poster.height}, ${blur}, ${"Northwind Audio's speaker mid-spin, a frame of the launch film"}, 0)`;
}

/** Migration 00010's part: the seeded project gets its film (an owner's own project is left alone). */
export async function seedCaseStudyFilm(sql: Sql): Promise<void> {
  const { family, slug, title, tagline } = CASE_STUDY_PROJECT;
  await sql`
    update projects set film = ${sql.json(CASE_STUDY_FILM)}
    where family = ${family} and slug = ${slug} and title = ${title} and tagline = ${tagline} and film is null`;
}
