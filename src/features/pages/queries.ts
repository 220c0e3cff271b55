// Reading page documents (migrations/00008): the admin's list and one document with its draft,
// in the registry's order and words (client/contract/documents/registry.ts).
import type { PageDocument, PageSummary } from "../../../client/contract/documents/answers.ts";
import type { DocumentSpec } from "../../../client/contract/documents/registry.ts";
import type { Queries } from "../../platform/db/connect.ts";
import { HELD_KEYS_PATH } from "../../platform/media/sweep.ts";
import { documentSpec, listDocumentSpecs } from "../services/documents.ts";

export type DocumentRow = { key: string; published: unknown; draft: unknown; version: number; updatedAt: Date; updatedBy: string | null };

export const DOCUMENT_COLUMNS = ["key", "published", "draft", "version", "updated_at", "updated_by"];

export function toPage(spec: DocumentSpec, row: DocumentRow): PageDocument {
  return {
    key: spec.key,
    label: spec.label,
    path: spec.path,
    version: row.version,
    published: row.published,
    draft: row.draft,
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: row.updatedBy,
  };
}

/** Every document (the registry's, one per live service), in its order (one a migration has not seeded yet is left out). */
export async function listPages(sql: Queries): Promise<PageSummary[]> {
  const rows = await sql<Omit<DocumentRow, "published" | "draft">[]>`
    select key, version, updated_at, updated_by, draft is not null as has_draft from documents`;
  const byKey = new Map(rows.map((row) => [row.key, row as typeof row & { hasDraft: boolean }]));
  return (await listDocumentSpecs(sql)).flatMap((spec) => {
    const row = byKey.get(spec.key);
    if (!row) return [];
    const { key, label, path } = spec;
    return [{ key, label, path, version: row.version, hasDraft: row.hasDraft, updatedAt: row.updatedAt.toISOString(), updatedBy: row.updatedBy }];
  });
}

/** One document with its draft; null when the registry or the table has no such key. */
export async function getPage(sql: Queries, key: string): Promise<PageDocument | null> {
  const spec = await documentSpec(sql, key);
  if (!spec) return null;
  const [row] = await sql<DocumentRow[]>`select ${sql(DOCUMENT_COLUMNS)} from documents where key = ${key}`;
  return row ? toPage(spec, row) : null;
}

/** The bucket keys documents hold, published and draft (an image or video field's `key`), for the sweep and a restore's checks. */
export async function documentMediaKeys(sql: Queries): Promise<string[]> {
  const rows = await sql<{ key: string }[]>`
    select distinct jsonb_path_query(content, ${HELD_KEYS_PATH}::jsonpath) #>> '{}' as key
    from (select published as content from documents union all select draft from documents where draft is not null) held`;
  return rows.map((row) => row.key);
}
