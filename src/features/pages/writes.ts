// Writing page documents: the draft saved or discarded, the draft published, a revision
// published again. Every write names the version it was made from and is refused (409, with the
// newer document) when another save came first: the version is compared in the same statement
// that writes, or under the row's lock, never read first and written later.
import { PAGE_MESSAGES, type PageDocument } from "../../../client/contract/documents/answers.ts";
import type { DocumentSpec } from "../../../client/contract/documents/registry.ts";
import { REVISION_MESSAGES, type Revision } from "../../../client/contract/revisions.ts";
import type { Queries, Sql } from "../../platform/db/connect.ts";
import { fail, failWith } from "../../platform/http/errors.ts";
import { checked } from "../../platform/http/validation.ts";
import { withStoredSizes, type StoredSizes } from "../../platform/media/held-media.ts";
import { recordRevision } from "../../platform/revisions/queries.ts";
import { DOCUMENT_COLUMNS, getPage, toPage, type DocumentRow } from "./queries.ts";

const pageSubject = (key: string) => `page:${key}`;

/** A write that matched no row: the document is missing (404) or was saved since (409 with it). */
async function refused(sql: Queries, spec: DocumentSpec): Promise<never> {
  const page = (await getPage(sql, spec.key)) ?? fail(404, PAGE_MESSAGES.notFound);
  failWith(409, PAGE_MESSAGES.conflict, { page });
}

/** Sets the draft (null: discards it) if the document is still at `version`. */
export async function setDraft(sql: Sql, spec: DocumentSpec, version: number, draft: unknown, author: string): Promise<PageDocument> {
  const [row] = await sql<DocumentRow[]>`
    update documents set draft = ${draft === null ? null : sql.json(draft as never)}, version = version + 1, updated_at = now(), updated_by = ${author}
    where key = ${spec.key} and version = ${version}
    returning ${sql(DOCUMENT_COLUMNS)}`;
  return row ? toPage(spec, row) : refused(sql, spec);
}

export type Published = { page: PageDocument; revision: Revision | null };

/** Who publishes, and how many newest revisions the document keeps (REVISIONS_KEEP). */
type Publisher = { author: string; keep: number };

/** The draft becomes what visitors see, its images at their stored `sizes`, and a revision keeps it. */
export function publishDraft(
  sql: Sql,
  spec: DocumentSpec,
  version: number,
  { author, keep, sizes }: Publisher & { sizes: StoredSizes },
): Promise<Published> {
  return sql.begin(async (tx) => {
    const current = await locked(tx, spec, version);
    if (current.draft === null) fail(400, PAGE_MESSAGES.nothingToPublish);
    // Checked again: the draft was saved under the schema of its day.
    const content = withStoredSizes(checked(spec.schema, current.draft), sizes);
    return publish(tx, spec, { before: current.published, content, draft: null, author, keep });
  });
}

/** A revision's content published again as a new revision; an unpublished draft is kept. */
export function publishRevision(
  sql: Sql,
  spec: DocumentSpec,
  revision: Revision & { content: unknown },
  { author, keep }: Publisher,
): Promise<Published> {
  const content = checked(spec.schema, revision.content);
  return sql.begin(async (tx) => {
    const [current] = await tx<DocumentRow[]>`select ${tx(DOCUMENT_COLUMNS)} from documents where key = ${spec.key} for update`;
    if (!current) fail(404, PAGE_MESSAGES.notFound);
    return publish(tx, spec, {
      before: current.published,
      content,
      draft: current.draft,
      author,
      keep,
      summary: REVISION_MESSAGES.reverted(revision.number),
    });
  });
}

/**
 * Replaces what visitors see of the document, and its draft, whatever version it is at (a whole
 * site's words at once: the first run's start empty and its undo), keeping a revision; answers
 * what it replaced, to put back later.
 */
export async function replaceDocument(
  tx: Queries,
  spec: DocumentSpec,
  { published, draft }: { published: unknown; draft: unknown },
  { author, keep, summary }: Publisher & { summary: string },
): Promise<{ published: unknown; draft: unknown }> {
  const [current] = await tx<DocumentRow[]>`select ${tx(DOCUMENT_COLUMNS)} from documents where key = ${spec.key} for update`;
  if (!current) fail(404, PAGE_MESSAGES.notFound);
  await publish(tx, spec, { before: current.published, content: checked(spec.schema, published), draft, author, keep, summary });
  return { published: current.published, draft: current.draft };
}

/** The row, locked, if it is still at `version`. */
async function locked(tx: Queries, spec: DocumentSpec, version: number): Promise<DocumentRow> {
  const [row] = await tx<DocumentRow[]>`select ${tx(DOCUMENT_COLUMNS)} from documents where key = ${spec.key} and version = ${version} for update`;
  return row ?? refused(tx, spec);
}

type Publication = Publisher & { before: unknown; content: unknown; draft: unknown; summary?: string };

async function publish(tx: Queries, spec: DocumentSpec, { before, content, draft, author, keep, summary }: Publication): Promise<Published> {
  const [row] = await tx<DocumentRow[]>`
    update documents set published = ${tx.json(content as never)}, draft = ${draft === null ? null : tx.json(draft as never)},
      version = version + 1, updated_at = now(), updated_by = ${author}
    where key = ${spec.key}
    returning ${tx(DOCUMENT_COLUMNS)}`;
  const revision = await recordRevision(tx, { subject: pageSubject(spec.key), before, content, author, schema: spec.schema, summary, keep });
  return { page: toPage(spec, row!), revision };
}

/**
 * A change made to what visitors see and to the draft alike (a link pointed elsewhere): `rewrite`
 * answers the changed copy of a content, or null when it has nothing to change there. The
 * published content changes as a publish does (a revision keeps it); a waiting draft stays a
 * draft, with the same change. False when neither had anything to change.
 */
export function rewriteDocument(
  sql: Sql,
  spec: DocumentSpec,
  rewrite: (content: unknown) => unknown | null,
  { author, keep, summary }: Publisher & { summary: string },
): Promise<boolean> {
  return sql.begin(async (tx) => {
    const [current] = await tx<DocumentRow[]>`select ${tx(DOCUMENT_COLUMNS)} from documents where key = ${spec.key} for update`;
    if (!current) fail(404, PAGE_MESSAGES.notFound);
    const published = rewrite(current.published);
    const draft = current.draft === null ? null : rewrite(current.draft);
    if (published === null && draft === null) return false;
    if (published === null) {
      await tx`update documents set draft = ${tx.json(draft as never)}, version = version + 1, updated_at = now(), updated_by = ${author} where key = ${spec.key}`;
      return true;
    }
    const content = checked(spec.schema, published);
    await publish(tx, spec, { before: current.published, content, draft: draft ?? current.draft, author, keep, summary });
    return true;
  });
}
