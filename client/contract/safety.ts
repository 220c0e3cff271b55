// The safety net's answers as the admin reads them (SAFETY-API.md): the trash, the activity
// log. Types only: the server builds these (src/platform/collections/trash.ts, src/platform/activity/queries.ts).
import type { Message, TrashedAnswer } from "./common.ts";

/** How long a deleted record waits in the trash before it and the images only it used are removed for good. */
export const TRASH_DAYS = 30;

/** Where a delete went: the Undo of its toast restores exactly this. */
export type TrashRef = { collection: string; id: string };

/** A record the trash acted on, as a delete, restore or purge names it: its kind for people ("Logo") and its title. */
export type TrashedRef = TrashedAnswer["trashed"];

/** A record in the trash (SAFETY-API.md). */
export type TrashItem = TrashedRef & {
  image: string | null;
  deletedAt: string;
  purgeAt: string;
};

export type ActivityAction =
  | "sign-in" | "sign-in-failed" | "sign-out" | "sign-out-everywhere" | "password-changed" | "2fa-enabled" | "2fa-disabled"
  | "create" | "update" | "delete" | "restore" | "purge" | "reorder" | "settings" | "backup" | "restore-backup";

/** One line of the activity log, as it is written. */
export type NewActivity = { action: ActivityAction; actor: string | null; summary: string; address: string; userAgent: string };

/** One line of the activity log. */
export type ActivityEntry = NewActivity & { id: string; at: string };

/** A restore replaces the whole site: the owner types this word, sent in this header with the archive as the body. */
export const RESTORE_CONFIRM_WORD = "RESTORE";
export const RESTORE_CONFIRM_HEADER = "x-confirm-restore";

/** The shortest admin password the Account screen and the server accept. */
export const PASSWORD_MIN_LENGTH = 12;

export type TrashAnswer = Message & { items: TrashItem[] };
export type ActivityAnswer = Message & { entries: ActivityEntry[]; next: string | null };
