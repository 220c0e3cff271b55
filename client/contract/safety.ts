// The safety net's answers as the admin reads them (docs/decisions/0006-safety-net.md): the trash, the activity
// log. The server builds these (src/platform/collections/trash.ts, src/platform/activity/queries.ts)
// and its routes declare these schemas as their answers.
import { Type as t, type Static } from "@sinclair/typebox";
import { Answer, formatBytes, Nullable, TrashedAnswer } from "./common.ts";

/** Where a delete went: the Undo of its toast restores exactly this. */
export type TrashRef = { collection: string; id: string };

/** A record the trash acted on, as a delete, restore or purge names it: its kind for people ("Logo") and its title. */
export const TrashedRef = TrashedAnswer.properties.trashed;
export type TrashedRef = Static<typeof TrashedRef>;

/** A record in the trash, with the time it went there and the time the purge removes it. */
export const TrashItem = t.Composite([TrashedRef, t.Object({ image: Nullable(t.String()), deletedAt: t.String(), purgeAt: t.String() })]);
export type TrashItem = Static<typeof TrashItem>;

const ACTIVITY_ACTIONS = [
  ...(["sign-in", "sign-in-failed", "sign-out", "sign-out-everywhere", "password-changed", "2fa-enabled", "2fa-disabled"] as const),
  ...(["create", "update", "delete", "restore", "purge", "reorder", "settings", "backup", "restore-backup"] as const),
];
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];

/** One line of the activity log. */
export const ActivityEntry = t.Object({
  id: t.String(),
  at: t.String(),
  action: t.Union(ACTIVITY_ACTIONS.map((action) => t.Literal(action))),
  actor: Nullable(t.String()),
  summary: t.String(),
  address: t.String(),
  userAgent: t.String(),
});
export type ActivityEntry = Static<typeof ActivityEntry>;

/** One line of the activity log, as it is written. */
export type NewActivity = Omit<ActivityEntry, "id" | "at">;

/** A restore replaces the whole site: the owner types this word, sent in this header with the archive as the body. */
export const RESTORE_CONFIRM_WORD = "RESTORE";
export const RESTORE_CONFIRM_HEADER = "x-confirm-restore";
/**
 * A restore that would leave the site with no content, or without a page document (which only a
 * new site makes), is refused with a 409 whose answer has this field true, unless this header
 * carries this word too: the owner confirmed that loss as well.
 */
export const RESTORE_LOSS_FIELD = "confirmLoss";
export const RESTORE_LOSS_HEADER = "x-confirm-restore-loss";
export const RESTORE_LOSS_WORD = "LOSE";

/** A restore's archive over BACKUP_MAX_BYTES (a 413). */
export function backupTooLargeMessage(maxBytes: number): string {
  return `The backup is larger than ${formatBytes(maxBytes)} (BACKUP_MAX_BYTES).`;
}

export const TrashAnswer = Answer({ items: t.Array(TrashItem) });
export type TrashAnswer = Static<typeof TrashAnswer>;
export const RestoredAnswer = Answer({ restored: TrashedRef });
export type RestoredAnswer = Static<typeof RestoredAnswer>;
export const DeletedForeverAnswer = Answer({ deleted: TrashedRef });
export type DeletedForeverAnswer = Static<typeof DeletedForeverAnswer>;

/** How many records one "Empty trash" may name: far more than 30 days of deletes. */
const EMPTY_TRASH_MAX = 10_000;
/**
 * "Empty trash" names the records the owner was shown, each as "collection/id": one trashed
 * since (in another tab) is not removed unseen, and one no longer in the trash is passed over.
 * (Strings, not objects: a list of objects in a body made the framework's validation error run
 * out of memory on a hostile body nested 20,000 levels deep.)
 */
export const EmptyTrashBody = t.Object(
  {
    items: t.Array(t.String({ pattern: "^[\\w-]{1,60}/[\\w-]{1,100}$" }), {
      maxItems: EMPTY_TRASH_MAX,
      error: "Name each record as list/id",
    }),
  },
  { additionalProperties: false, error: "Name the records to delete forever" },
);
/** A record as "Empty trash" names it. */
export const trashKey = ({ collection, id }: TrashRef): string => `${collection}/${id}`;
export const EmptiedTrashAnswer = Answer({ deleted: t.Array(TrashedRef) });
export type EmptiedTrashAnswer = Static<typeof EmptiedTrashAnswer>;
/** "Deleted 3 records forever". */
export function emptiedMessage(count: number): string {
  return count === 0 ? "The trash was already empty" : `Deleted ${count} ${count === 1 ? "record" : "records"} forever`;
}
export const ActivityAnswer = Answer({ entries: t.Array(ActivityEntry), next: Nullable(t.String()) });
export type ActivityAnswer = Static<typeof ActivityAnswer>;
