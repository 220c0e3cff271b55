// The throwaway "notes" list's server side (its contract and client registry: notes-registry.ts):
// its table, made by the suite in its own database, and its declaration
// (src/platform/collections/declared-list.ts), handed to the app beside the site's own lists
// (`startTestApp({ stores, collections: [...collections, notesList()] })`).
import type { Sql } from "../../src/platform/db/connect.ts";
import { declaredList } from "../../src/platform/collections/declared-list.ts";
import { NOTES } from "./notes-registry.ts";

/** The notes' table, with the columns a managed list keeps (src/platform/collections/collection.ts). */
export async function createNotesTable(sql: Sql): Promise<void> {
  await sql`
    create table test_notes (
      id uuid primary key default gen_random_uuid(),
      title text not null,
      body text not null default '',
      hidden boolean not null default false,
      position integer not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      deleted_at timestamptz
    )`;
}

/** The notes' declaration; `written`, the hook a write calls in its transaction, when a suite watches it. */
export function notesList(written?: Parameters<typeof declaredList<typeof NOTES>>[1]["written"]) {
  return declaredList(NOTES, { table: "test_notes", tags: ["notes"], hidden: "hidden", touched: ["updated_at"], written });
}
