// The Motion tab's films as a managed list (src/platform/collections/collection.ts): one order,
// the trash and its Undo, backups. An uploaded film's video and poster are held inside its
// `video` JSON, which the sweep and a restore read through films.ts (src/restore-checks.ts).
import { FilmSchema, FilmUpdate } from "../../../client/contract/films.ts";
import { defineCollection } from "../../platform/collections/collection.ts";
import { listFilms } from "./films.ts";

export const films = defineCollection({
  name: "films",
  table: "motion_films",
  label: "Film",
  titleColumn: "title",
  sampleColumn: "sample",
  tags: ["portfolio"],
  schema: FilmSchema,
  list: (sql) => listFilms(sql),
  form: FilmUpdate,
});
