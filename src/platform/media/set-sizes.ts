// A variant set's larger widths are stored after its rows were written (more-widths.ts): once
// they are, every place that holds the set's size learns the new largest width, so its pages'
// srcset names the new files too. Widths are stored smallest first, so a row that still says an
// older, smaller width names only files that exist: it shows less, never a broken image.
// Revisions keep what they held (history, and every width they name is still stored).
import type { CacheTag } from "../cache/tags.ts";
import type { Queries } from "../db/connect.ts";
import { withStoredSizes, type ImageSize } from "./held-media.ts";
import type { MediaColumns } from "./keys.ts";

/** A JSON column whose documents hold images ({ key, width, height } at any depth), and the pages that show it. */
export type HeldSizes = { table: string; column: string; id: string; tags: readonly CacheTag[] };

/** The lists' media columns with the cache tags of the pages that show them (managed-list declarations fit). */
export type SizedLists = readonly (MediaColumns & { tags: readonly CacheTag[] })[];

export type SetSizeDeps = { sql: Queries; collections: SizedLists; heldSizes: readonly HeldSizes[] };

/** Writes the set's stored size wherever it is held at another; the tags of what changed (none when nothing did). */
export async function spreadSetSize({ sql, collections, heldSizes }: SetSizeDeps, key: string, size: ImageSize): Promise<CacheTag[]> {
  const changed = new Set<CacheTag>();
  for (const { table, image, tags } of collections) {
    if (!image?.size) continue;
    const rows = await sql`
      update ${sql(table)} set ${sql(image.size.width)} = ${size.width}, ${sql(image.size.height)} = ${size.height}
      where ${sql(image.column)} = ${key} and ${sql(image.size.width)} <> ${size.width}
      returning 1`;
    if (rows.length > 0) for (const tag of tags) changed.add(tag);
  }
  const sizes = new Map([[key, size]]);
  for (const { table, column, id, tags } of heldSizes) {
    // A text match finds every document naming the key (a few); the rewrite touches only its images.
    const rows = await sql<{ id: string; content: unknown }[]>`
      select ${sql(id)}::text as id, ${sql(column)} as content from ${sql(table)} where ${sql(column)}::text like ${`%"${key}"%`}`;
    for (const row of rows) {
      const content = withStoredSizes(row.content, sizes);
      if (Bun.deepEquals(content, row.content)) continue;
      // Only over the content it read: an owner's save in between wins, and its own sizes are
      // made right by the save itself (held-media.ts reads the stored sets).
      const written = await sql`
        update ${sql(table)} set ${sql(column)} = ${sql.json(content as never)}
        where ${sql(id)}::text = ${row.id} and ${sql(column)}::jsonb = ${sql.json(row.content as never)}::jsonb
        returning 1`;
      if (written.length > 0) for (const tag of tags) changed.add(tag);
    }
  }
  return [...changed];
}
