// Rows that hold a variant set's width and height beside its key (a list that declares
// `image.size`) once took them from a request: a project page's draft could give an image another
// image's size, and publishing wrote it. Such a row's srcset names widths the set lacks (broken
// images for visitors), and every backup holding it is refused on restore. At start, each such row
// whose width is not its stored set's largest is set to the stored size, and the repair logged.
import type { Queries } from "../db/connect.ts";
import type { Logger } from "../logger.ts";
import { storedSetSize } from "./held-media.ts";
import { setOf, variantWidth, type MediaColumns } from "./keys.ts";
import type { ObjectStore } from "./object-store.ts";

export type SizeRepairDeps = { sql: Queries; objects: ObjectStore; log: Logger; collections: readonly MediaColumns[] };

/** Sets every declared size to the stored one where they differ, given the bucket's keys; the rows' keys repaired. */
export async function repairStoredSizes(deps: SizeRepairDeps, bucketKeys: string[]): Promise<string[]> {
  const largest = new Map<string, number>();
  const under = new Map<string, string[]>();
  for (const key of bucketKeys) {
    const width = variantWidth(key, "webp");
    if (width === null) continue;
    const set = setOf(key);
    largest.set(set, Math.max(width, largest.get(set) ?? 0));
    under.set(set, [...(under.get(set) ?? []), key]);
  }
  const repaired: string[] = [];
  for (const { table, image } of deps.collections) {
    if (!image?.size) continue;
    const { sql } = deps;
    const rows = await sql<{ key: string; width: number }[]>`
      select distinct ${sql(image.column)} as key, ${sql(image.size.width)} as width from ${sql(table)} where ${sql(image.column)} is not null`;
    for (const row of rows) {
      const stored = largest.get(row.key);
      if (stored === undefined || stored === row.width) continue;
      const size = await storedSetSize(deps.objects, row.key, under.get(row.key) ?? []);
      if (!size) continue;
      await sql`
        update ${sql(table)} set ${sql(image.size.width)} = ${size.width}, ${sql(image.size.height)} = ${size.height}
        where ${sql(image.column)} = ${row.key}`;
      deps.log.warn(`${table}: the image ${row.key} said ${row.width} wide, stored ${size.width}x${size.height}: set to the stored size`);
      repaired.push(row.key);
    }
  }
  return repaired;
}
