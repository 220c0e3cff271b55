// The endpoints every managed list gets from its declaration: PUT /api/admin/<name>/order (lists
// without a scope), the trash (list, restore, delete forever, empty) and bulk work (bulk-routes.ts). A reorder or restore drops the
// cached pages showing that list (its declared tags); every write is logged by the activity hook.
import type { AnswerOf } from "../../../client/contract/endpoint.ts";
import { SAFETY } from "../../../client/contract/endpoints/safety.ts";
import { pathTo } from "../../../client/contract/endpoint.ts";
import { t } from "elysia";
import type { TSchema } from "@sinclair/typebox";
import { Answer, ORDER_SAVED, OrderBody } from "../../../client/contract/common.ts";
import {
  DeletedForeverAnswer,
  EmptiedTrashAnswer,
  EmptyTrashBody,
  emptiedMessage,
  RestoredAnswer,
  TrashAnswer,
  type TrashedRef,
} from "../../../client/contract/safety.ts";
import { recordSummary, type ActivitySpec } from "../activity/hook.ts";
import type { CacheTag } from "../cache/tags.ts";
import { fail } from "../http/errors.ts";
import { findCollection, type Collection } from "./collection.ts";
import { adminRoutes } from "./admin-routes.ts";
import { bulkRoutes } from "./bulk-routes.ts";
import { clashChecked } from "./bulk.ts";
import { listKit, type ListDeps } from "./kit.ts";
import { deleteForever, listTrash, restoreFromTrash } from "./trash.ts";
import { BATCH, deleteBatchForever, restoreBatch, type BatchUndo } from "./batches.ts";

// Any word-character id fits; nothing else (NUL, quotes) reaches SQL.
const TrashParams = t.Object({
  collection: t.String({ pattern: "^[\\w-]{1,60}$", error: "No such list" }),
  id: t.String({ pattern: "^[\\w-]{1,100}$", error: "No such record" }),
});

/** The order endpoint's answer: the ids as saved, and the list as its own GET answers it. */
const OrderAnswer = (collection: Collection): TSchema => Answer({ ids: t.Array(t.String()), [collection.name]: t.Array(collection.schema) });

/**
 * `undoBatch`: what puts back the rest of a trash batch its maker changed (batches.ts), and the
 * cache tags of what it changes; none: only its rows.
 */
export function collectionRoutes(deps: ListDeps & { undoBatch?: { undo: BatchUndo; tags: readonly CacheTag[] } }) {
  const { sql, collections } = deps;
  const undoBatch = deps.undoBatch?.undo ?? (async () => {});
  // A batch shows the lists it holds, and what its maker changed: every list's pages, and the page texts.
  const batchTags = [...new Set([...collections.flatMap((collection) => collection.tags), ...(deps.undoBatch?.tags ?? [])])];
  // Bulk work comes with the lists (bulk-routes.ts).
  const app = adminRoutes(deps, "collections").use(bulkRoutes(deps));
  // A list ordered within a scope (a project's images, a tab) has its own order endpoint naming it.
  for (const collection of collections.filter((c) => !c.scope)) {
    const kit = listKit(deps, collection);
    app.put(
      pathTo(SAFETY.order.path, { list: collection.name }),
      async ({ body }) => {
        await kit.reorder(body.ids);
        return { success: true, message: ORDER_SAVED, ids: body.ids, [collection.name]: await collection.list(sql) } satisfies AnswerOf<
          typeof SAFETY.order
        >;
      },
      {
        body: OrderBody(collection.label, collection.id),
        ...kit.reorders(OrderAnswer(collection), `Reordered the ${collection.label.toLowerCase()} list`),
      },
    );
  }
  const known = (name: string) => findCollection(collections, name) ?? fail(404, "No such list");
  return app
    .get(
      SAFETY.trash.path,
      async () => ({ success: true, message: "Trash loaded", items: await listTrash(deps) }) satisfies AnswerOf<typeof SAFETY.trash>,
      {
        admin: true,
        response: TrashAnswer,
      },
    )
    .post(
      SAFETY.restore.path,
      async (context) => {
        const { params } = context;
        if (params.collection === BATCH) {
          const author = (context as typeof context & { adminName: string }).adminName;
          const restored = (await restoreBatch(deps, params.id, { undoBatch, author })) ?? fail(404, "Not found in the trash");
          return { success: true, message: `${restored.title} restored`, restored } satisfies AnswerOf<typeof SAFETY.restore>;
        }
        const collection = known(params.collection);
        const restored =
          (await clashChecked(collection, restoreFromTrash(deps, collection, params.id), "It")) ??
          fail(404, `${collection.label} not found in the trash`);
        return { success: true, message: `${collection.label} restored`, restored } satisfies AnswerOf<typeof SAFETY.restore>;
      },
      {
        admin: true,
        params: TrashParams,
        response: RestoredAnswer,
        invalidates: (answer: { restored: { collection: string } }) =>
          answer.restored.collection === BATCH ? batchTags : known(answer.restored.collection).tags,
        activity: onRecordRef("restore", "restored"),
      },
    )
    .delete(
      SAFETY.purge.path,
      async ({ params }) => {
        if (params.collection === BATCH) {
          const deleted = (await deleteBatchForever(deps, params.id)) ?? fail(404, "Not found in the trash");
          return { success: true, message: `${deleted.title} deleted forever`, deleted } satisfies AnswerOf<typeof SAFETY.purge>;
        }
        const collection = known(params.collection);
        const deleted = (await deleteForever(deps, collection, params.id)) ?? fail(404, `${collection.label} not found in the trash`);
        return { success: true, message: `${collection.label} deleted forever`, deleted } satisfies AnswerOf<typeof SAFETY.purge>;
      },
      { admin: true, params: TrashParams, response: DeletedForeverAnswer, activity: onRecordRef("purge", "deleted") },
    )
    .delete(
      SAFETY.emptyTrash.path,
      async ({ body }) => {
        const named = body.items.map((item) => {
          const [collection, id] = item.split("/") as [string, string];
          return { collection: collection === BATCH ? null : known(collection), id };
        });
        const deleted: TrashedRef[] = [];
        // One by one, as "delete forever" does: each record's images go once no row uses them.
        for (const { collection, id } of named) {
          const done = collection ? await deleteForever(deps, collection, id) : await deleteBatchForever(deps, id);
          if (done) deleted.push(done);
        }
        return { success: true, message: emptiedMessage(deleted.length), deleted } satisfies AnswerOf<typeof SAFETY.emptyTrash>;
      },
      {
        admin: true,
        body: EmptyTrashBody,
        response: EmptiedTrashAnswer,
        activity: {
          action: "purge",
          summary: (answer: { deleted: unknown[] }) => `Emptied the trash: ${emptiedMessage(answer.deleted.length).toLowerCase()}`,
        },
      },
    );
}

/** The activity declaration for a trash route, whose answer names the record under `field`. */
function onRecordRef(action: "restore" | "purge", field: "restored" | "deleted"): ActivitySpec {
  return { action, summary: (answer) => recordSummary(action, answer[field].label, answer[field].title) };
}
