// The endpoints every managed list shares (src/platform/collections/routes.ts, bulk-routes.ts) and
// the safety net's: the trash, bulk work, the activity log, backups and restores, and revisions.
import type { BulkAction, BulkAnswer, TrashRestoredAnswer } from "../bulk.ts";
import type { Message } from "../common.ts";
import { type Download, endpoint } from "../endpoint.ts";
import type { RevisionsAnswer } from "../revisions.ts";
import type { ActivityAnswer, DeletedForeverAnswer, EmptiedTrashAnswer, RestoredAnswer, TrashAnswer } from "../safety.ts";

/** Items of the trash as the server names them: "<list>/<id>" (safety.ts, trashKey). */
type TrashItems = { items: string[] };

export const SAFETY = {
  /** A list's order (a list without a scope: a scoped one has its own order endpoint). */
  order: endpoint<Message & { ids: string[] }, { ids: string[] }>().put("/api/admin/:list/order"),
  /** One action on the records chosen in a list (all or nothing); a delete's answer names them for its Undo. */
  bulk: endpoint<BulkAnswer, { action: BulkAction; ids: string[]; to?: string }>().post("/api/admin/bulk/:list"),
  trash: endpoint<TrashAnswer>().get("/api/admin/trash"),
  restore: endpoint<RestoredAnswer>().post("/api/admin/trash/:collection/:id/restore"),
  purge: endpoint<DeletedForeverAnswer>().delete("/api/admin/trash/:collection/:id"),
  /** Brings back the records chosen in the trash, of any lists, all or nothing. */
  restoreMany: endpoint<TrashRestoredAnswer, TrashItems>().post("/api/admin/trash/restore"),
  /** Deletes forever the records the owner was shown (not one trashed since, elsewhere). */
  emptyTrash: endpoint<EmptiedTrashAnswer, TrashItems>().delete("/api/admin/trash"),
  activity: endpoint<ActivityAnswer, undefined, { limit: string; before?: string }>().get("/api/admin/activity"),
  /** The archive as a file. */
  backup: endpoint<Download>({ download: true }).post("/api/admin/backup"),
  /** The archive as the whole body, the owner's confirmations in its headers (safety.ts). */
  restoreBackup: endpoint<Message, Blob>().post("/api/admin/restore"),
};

export const REVISIONS = {
  list: endpoint<RevisionsAnswer>().get("/api/admin/revisions/:subject"),
  /** Answers the subject's own answer (PageAnswer, StudioAnswer or ProjectAnswer). */
  revert: endpoint().post("/api/admin/revisions/:subject/:id/revert"),
};
