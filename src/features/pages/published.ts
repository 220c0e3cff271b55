// What the public pages read of the page documents: the published content of the documents a
// page shows, in one query (a preview reads the draft through the admin API instead). A missing
// row (never after migration 00008's seed) reads as the seed, as the studio's details do.
import type { DocumentKey, DocumentMap } from "../../../client/contract/documents/registry.ts";
import type { Queries } from "../../platform/db/connect.ts";
import { seedDocuments } from "../seed/documents.ts";

/** The published content of each of these documents. */
export async function readPublished<K extends DocumentKey>(sql: Queries, keys: readonly K[]): Promise<Pick<DocumentMap, K>> {
  const rows = await sql<{ key: K; published: DocumentMap[K] }[]>`select key, published from documents where key = any(${keys as K[]})`;
  const found = new Map(rows.map((row) => [row.key, row.published]));
  return Object.fromEntries(keys.map((key) => [key, found.get(key) ?? seedDocuments[key]])) as Pick<DocumentMap, K>;
}
