// Every list the owner manages, described once as data. The features that work across lists
// (order, trash and purge, the orphan sweep, backups, the activity log) read this table instead
// of naming each list themselves, so a new kind of record gets all of them by adding one row.
//
// Conventions every managed table follows:
// - `position integer not null`: the owner's order, ascending; new rows go first (one below the
//   current minimum of their scope).
// - `deleted_at timestamptz` (null while live): a delete moves the row to the trash; public reads
//   and admin lists show live rows only; a purge removes the row, then the objects only it used.
// - image columns hold an object key ("logos/<uuidv7>.webp"), a variant-set prefix
//   ("projects/<uuidv7>": its objects are "<prefix>/<width>.<avif|webp>"), or a path under
//   public/ starting with "/" (seed artwork, never in the bucket).

import type { CacheTag } from "../cache/tags.ts";

export type Collection = {
  /** The name used in API paths and activity entries, e.g. "logos". */
  name: string;
  /** The SQL table. */
  table: string;
  /** One record, for messages: "Logo". */
  label: string;
  /** The column that names a record in the trash and the activity log. */
  titleColumn: string;
  /** Columns that hold object keys or variant-set prefixes. */
  imageColumns: string[];
  /** A column that groups the order (rows are ordered within each of its values), if any. */
  scope?: string;
  /** The cached pages and lists that show these rows, dropped when a row leaves or comes back. */
  tags: readonly CacheTag[];
  /** Rows that belong to a row of another collection (deleted and restored with it). */
  parent?: { collection: string; column: string };
};

export const collections: Collection[] = [
  { name: "logos", table: "logos", label: "Logo", titleColumn: "name", imageColumns: ["image_key"], tags: ["logos"] },
  { name: "clients", table: "clients", label: "Client review", titleColumn: "name", imageColumns: ["profile_key"], tags: ["clients"] },
  { name: "projects", table: "projects", label: "Project", titleColumn: "title", imageColumns: [], scope: "family", tags: ["projects"] },
  {
    name: "project-images",
    table: "project_images",
    label: "Project image",
    titleColumn: "alt",
    imageColumns: ["image_key"],
    scope: "project_id",
    tags: ["projects"],
    parent: { collection: "projects", column: "project_id" },
  },
  // An item that stands for a project has no title of its own (null): it shows the project's.
  { name: "portfolio-items", table: "portfolio_items", label: "Portfolio item", titleColumn: "title", imageColumns: ["image_key"], scope: "tab", tags: ["portfolio"] },
  { name: "service-cards", table: "service_cards", label: "Service card", titleColumn: "title", imageColumns: ["image_key"], scope: "service", tags: ["services"] },
];

export function findCollection(name: string): Collection | undefined {
  return collections.find((collection) => collection.name === name);
}

/** A collection the code names itself (its own routes and queries); a missing one is a bug. */
export function collection(name: string): Collection {
  const found = findCollection(name);
  if (!found) throw new Error(`no collection named "${name}" in the registry`);
  return found;
}
