// The throwaway "notes" list's server side (its contract and client registry: notes-registry.ts):
// its table, made by the suite in its own database, and its declaration
// (src/platform/collections/declared-list.ts), handed to the app beside the site's own lists
// (`startTestApp({ stores, collections: [...collections, notesList()] })`). For a browser suite,
// notesOnServer: the server renders the admin menu and routes the screen from the same registry
// as the suite's client build.
import { afterAll, beforeAll } from "bun:test";
import type { Sql } from "../../src/platform/db/connect.ts";
import { listMenu, MENU } from "../../client/components/admin/admin-frame.tsx";
import { type DeclaredList, LISTS } from "../../client/contract/lists.ts";
import { menuRoute, routes } from "../../client/routes.tsx";
import { declaredList } from "../../src/platform/collections/declared-list.ts";
import { NOTES, NOTES_LINE } from "./notes-registry.ts";

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

/**
 * The notes' line in the server's registry, its admin menu and its route table while the calling
 * file runs, as in its client build's (buildClient's `lists`: notes-registry.ts): the server
 * renders the admin frame and matches addresses with the client's code, and a menu or a route the
 * build has and the server lacks would not hydrate. Taken out after the file: a test process runs
 * its files one at a time, and those after it have the site's registry again. Call at the top of a
 * file, before its app starts.
 */
export function notesOnServer(): void {
  const [entry] = listMenu([NOTES_LINE]);
  const route = menuRoute(entry!);
  beforeAll(() => {
    (LISTS as DeclaredList[]).push(NOTES_LINE);
    // Where the declared lists' entries stand: after Services, in the registry's order.
    MENU.splice(MENU.findLastIndex((item) => item.section === "services" || item.section.startsWith("list:")) + 1, 0, entry!);
    routes.unshift(route);
  });
  afterAll(() => {
    (LISTS as DeclaredList[]).splice(LISTS.indexOf(NOTES_LINE), 1);
    MENU.splice(MENU.indexOf(entry!), 1);
    routes.splice(routes.indexOf(route), 1);
  });
}
