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

/** The case study's stills (drawn by scripts/media, wide as the film), in its gallery's order. */
export const CASE_STUDY_STILLS = [1, 2].map((n) => `/images/gallery/animation/northwind-audio/${n}`);
const STILL_ALTS = [
  "The Northwind speaker in copper on a pale pedestal, a still of the launch film",
  "The speaker standing between a copper sphere and a pale cube, a still of the launch film",
];

/** Migration 00004's part: the project and its stills, published, on no tab. */
export async function seedCaseStudyProject(sql: Sql, blurs: ReadonlyMap<string, string>, position: number): Promise<void> {
  const [row] = await sql<{ id: string }[]>`
    insert into projects ${sql({ ...CASE_STUDY_PROJECT, status: "published", position })} returning id`;
  const { width, height } = CASE_STUDY_FILM.poster;
  for (const [i, key] of CASE_STUDY_STILLS.entries()) {
    await sql`
      insert into project_images (project_id, image_key, image_width, image_height, image_blur, alt, position)
      values (${row!.id}, ${key}, ${width}, ${height}, ${blurs.get(key) ?? ""}, ${STILL_ALTS[i]!}, ${i})`;
  }
}

/** Migration 00010's part: the seeded project gets its film (an owner's own project is left alone). */
export async function seedCaseStudyFilm(sql: Sql): Promise<void> {
  const { family, slug, title, tagline } = CASE_STUDY_PROJECT;
  await sql`
    update projects set film = ${sql.json(CASE_STUDY_FILM)}
    where family = ${family} and slug = ${slug} and title = ${title} and tagline = ${tagline} and film is null`;
}
