// The safety net's answers as the admin reads them (SAFETY-API.md): the trash, the activity
// log. Types only: the server builds these (src/platform/collections/trash.ts, src/platform/activity/queries.ts).
import type { Message } from "./common.ts";

/** Where a delete went: the Undo of its toast restores exactly this. */
export type TrashRef = { collection: string; id: string };

/** A record in the trash (SAFETY-API.md). */
export type TrashItem = TrashRef & {
  /** The kind, for people: "Logo". */
  label: string;
  title: string;
  image: string | null;
  deletedAt: string;
  purgeAt: string;
};

export type ActivityAction =
  | "sign-in" | "sign-in-failed" | "sign-out" | "sign-out-everywhere" | "password-changed" | "2fa-enabled" | "2fa-disabled"
  | "create" | "update" | "delete" | "restore" | "purge" | "reorder" | "settings" | "backup" | "restore-backup";

/** One line of the activity log. */
export type ActivityEntry = { id: string; at: string; action: ActivityAction; actor: string | null; summary: string; address: string; userAgent: string };

/** A restore replaces the whole site: the owner types this word, sent in this header with the archive as the body. */
export const RESTORE_CONFIRM_WORD = "RESTORE";
export const RESTORE_CONFIRM_HEADER = "x-confirm-restore";

export type TrashAnswer = Message & { items: TrashItem[] };
export type ActivityAnswer = Message & { entries: ActivityEntry[]; next: string | null };
