// The route kit of a managed list: what every write to a record of it shares, derived from its
// declaration (collection.ts). A feature's routes keep their own paths, bodies and messages and
// take from here the rest: the admin guard, the answer schema checked, the list's cached pages
// dropped, the activity entry, the trash with its Undo, the uploaded image stored and the one it
// replaced removed once no cached page shows it.
import type { TSchema } from "@sinclair/typebox";
import { TrashedAnswer } from "../../../client/contract/common.ts";
import { onRecord } from "../activity/hook.ts";
import type { AdminDeps } from "../admin-deps.ts";
import { fail } from "../http/errors.ts";
import { addImage } from "../media/image-jobs.ts";
import type { ImageDeps } from "../media/image-queue.ts";
import type { StoredImage } from "../../../client/contract/stored-media.ts";
import { removeImage } from "../media/writes.ts";
import { answers } from "../http/validation.ts";
import type { Collection, Collections } from "./collection.ts";
import { refuseWhileInUse } from "./in-use.ts";
import { reorder, type OrderPlace } from "./reorder.ts";
import { moveToTrash } from "./trash.ts";

/** What a list's routes are built from: the admin's stores and services, and every list (for the trash). */
export type ListDeps = AdminDeps & ImageDeps & { collections: Collections };

type Title = (answer: any) => string | null | undefined;

type Cleanup = (cleanup: () => Promise<void>) => void;

function imageKind(list: Collection) {
  if (!list.image) throw new Error(`${list.name} declares no image`);
  return list.image.kind;
}

export function listKit(deps: ListDeps, list: Collection) {
  const changes = { admin: true as const, invalidates: list.tags };
  return {
    /** A route that adds a record: answers 201 with `response`, logged under the record's title. */
    creates: (response: TSchema, title: Title) => ({
      ...changes,
      response: { 201: answers(response) },
      activity: onRecord("create", list.label, title),
    }),
    /** A route that changes a record. */
    updates: (response: TSchema, title: Title) => ({ ...changes, response: answers(response), activity: onRecord("update", list.label, title) }),
    /** A route that moves a record to the trash (answered by `trash`). */
    deletes: { ...changes, response: answers(TrashedAnswer), activity: onRecord("delete", list.label, (answer) => answer.trashed.title) },
    /** A route that saves the list's order (answered after `reorder`). */
    reorders: (response: TSchema, summary: string) => ({
      ...changes,
      response: answers(response),
      activity: { action: "reorder" as const, summary: () => summary },
    }),

    /** Moves the record (in `scopeValue`, when given) to the trash, where its Undo finds it; 404 when there is no such live record. */
    async trash(id: string, messages: { deleted: string; notFound: string }, scopeValue?: string) {
      await refuseWhileInUse(list, deps.sql, [id]);
      const trashed = (await moveToTrash(deps, list, id, scopeValue)) ?? fail(404, messages.notFound);
      return { success: true, message: messages.deleted, trashed };
    },
    reorder: (ids: string[], scopeValue?: string, place?: OrderPlace) => reorder(deps.sql, list, ids, scopeValue, place),

    /** An uploaded image of a record: encoded as the list's image kind wants, stored, then `write` told where. */
    addImage: <T>(request: Request, bytes: Uint8Array, write: (stored: StoredImage) => Promise<T>, options?: { monochrome?: boolean }) =>
      addImage({ ...deps, signal: request.signal }, imageKind(list), bytes, write, options),
    /** The same when a new image is optional: without one, `write` is called with none. */
    withImage: <T>(request: Request, bytes: Uint8Array | null, write: (stored?: StoredImage) => Promise<T>) =>
      bytes ? addImage({ ...deps, signal: request.signal }, imageKind(list), bytes, write) : write(),
    /** The image a write replaced: removed once the cached pages showing it are dropped. */
    dropReplaced: (afterInvalidate: Cleanup, oldKey: string | null | undefined) => afterInvalidate(() => removeImage(deps, oldKey ?? null)),
  };
}
