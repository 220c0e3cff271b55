// A throwaway "notes" list's contract (client/contract/list.ts) and the client's registry of
// declared lists with its line added, a screen of the generic kind. The browser suite's client
// build takes this module in the place of client/contract/lists.ts (buildClient's `lists`), so it
// exports the values that does (its types stay lists.ts's: the bundle drops them). Code for the
// browser: the list's server declaration and table are in notes-list.ts. Used by
// tests/declared-list.test.ts and tests/e2e/declared-list-screen.test.ts.
import { Type } from "@sinclair/typebox";
import { Text } from "../../client/contract/common.ts";
import { defineList } from "../../client/contract/list.ts";
import * as site from "../../client/contract/lists.ts";

const fields = { title: Text("Title", 60, { required: true }), body: Text("Body", 400), hidden: Type.Boolean({ title: "Hidden" }) };
const Note = Type.Object({ _id: Type.String(), ...fields });

export const NOTES = defineList({
  name: "notes",
  label: "Note",
  one: "note",
  many: "notes",
  record: Note,
  title: "title",
  create: Type.Object({ title: fields.title, body: Type.Optional(fields.body) }, { additionalProperties: false }),
  update: Type.Partial(Type.Object(fields, { additionalProperties: false })),
  messages: { loaded: "Notes loaded", notFound: "Note not found", added: "Note added", updated: "Note saved", deleted: "Note moved to the trash" },
});

/**
 * Its line in the client's registry, with a screen of the generic kind. (The site's lines load
 * their contract with import(), keeping the schema library out of the public pages' code; a test's
 * build need not.)
 */
export const NOTES_LINE: site.DeclaredList = { name: "notes", menu: { label: "Notes", hint: "Things to remember" }, contract: async () => NOTES };

/** The site's lists and the notes. */
export const LISTS: readonly site.DeclaredList[] = [...site.LISTS, NOTES_LINE];

/** @public As lists.ts's: the admin menu imports it from the registry this module stands in for. */
export const listPath = site.listPath;

/** As lists.ts's, over this registry. */
export const listOfPath = (path: string, lists = LISTS) => site.listOfPath(path, lists);
