// Bulk work on a managed list: POST /api/admin/bulk/:list with an action and the records chosen,
// and POST /api/admin/trash/restore for records of several lists chosen in the trash. Every
// action is all or nothing: one unknown record, and nothing changes.
import { Type as t, type Static } from "@sinclair/typebox";
import { Answer } from "./common.ts";
import { TrashedRef } from "./safety.ts";

/** How many records one bulk action may name: every list a studio keeps, with room to spare. */
export const BULK_MAX = 500;

const BULK_ACTIONS = ["delete", "restore", "publish", "unpublish", "hide", "show", "move"] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];

const actionMessage = `Action must be one of ${BULK_ACTIONS.join(", ")}`;
const idsMessage = `Choose between 1 and ${BULK_MAX} records`;

/** A record's id: a UUID, or a word id a migration gave existing rows (the six seeded services, tabs). */
const RecordId = t.String({ pattern: "^[\\w-]{1,100}$", error: "Record id is missing or invalid" });

export const BulkBody = t.Object(
  {
    action: t.Union(
      BULK_ACTIONS.map((action) => t.Literal(action)),
      { error: actionMessage, messages: { required: actionMessage, notText: actionMessage, tooLong: actionMessage, invalid: actionMessage } },
    ),
    ids: t.Array(RecordId, { minItems: 1, maxItems: BULK_MAX, error: idsMessage }),
    /** For "move": where to (a portfolio item's tab). */
    to: t.Optional(t.String({ pattern: "^[\\w-]{1,60}$", error: "Choose where to move them" })),
  },
  { additionalProperties: false, error: "Send an action and the ids of the records" },
);
export type BulkBody = Static<typeof BulkBody>;

export const BulkParams = t.Object({ list: t.String({ pattern: "^[\\w-]{1,60}$", error: "No such list" }) });

/** What a bulk action did: the records it changed (a delete's Undo restores exactly these). */
export const BulkAnswer = Answer({
  action: t.Union(BULK_ACTIONS.map((action) => t.Literal(action))),
  list: t.String(),
  changed: t.Array(TrashedRef),
});
export type BulkAnswer = Static<typeof BulkAnswer>;

/** "Logos", "Reviews", "Enquiries": the plural of a record's kind as a list names it ("Logo"). */
export const pluralOf = (label: string) => (/[^aeiou]y$/.test(label) ? `${label.slice(0, -1)}ies` : `${label}s`);

/** "1 logo", "3 reviews", "2 enquiries": a count of records of the kind `label` names. */
export const countOf = (count: number, label: string) => `${count} ${(count === 1 ? label : pluralOf(label)).toLowerCase()}`;

/** POST /api/admin/trash/restore: records of any list, each as "list/id" (as "Empty trash" names them). */
export const TrashRestoreBody = t.Object(
  {
    items: t.Array(t.String({ pattern: "^[\\w-]{1,60}/[\\w-]{1,100}$" }), { minItems: 1, maxItems: BULK_MAX, error: idsMessage }),
  },
  { additionalProperties: false, error: "Name the records to restore" },
);
export const TrashRestoredAnswer = Answer({ restored: t.Array(TrashedRef) });
export type TrashRestoredAnswer = Static<typeof TrashRestoredAnswer>;
