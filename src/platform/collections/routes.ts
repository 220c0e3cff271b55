// The endpoints every managed list gets from its declaration: PUT /api/admin/<name>/order (lists
// without a scope), and the trash (list, restore, delete forever, empty). A reorder or restore drops the
// cached pages showing that list (its declared tags); every write is logged by the activity hook.
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
import { fail } from "../http/errors.ts";
import { findCollection, type Collection } from "./collection.ts";
import { adminRoutes } from "./admin-routes.ts";
import { listKit, type ListDeps } from "./kit.ts";
import { deleteForever, listTrash, restoreFromTrash } from "./trash.ts";

// Any word-character id fits; nothing else (NUL, quotes) reaches SQL.
const TrashParams = t.Object({
  collection: t.String({ pattern: "^[\\w-]{1,60}$", error: "No such list" }),
  id: t.String({ pattern: "^[\\w-]{1,100}$", error: "No such record" }),
});

/** The order endpoint's answer: the ids as saved, and the list as its own GET answers it. */
const OrderAnswer = (collection: Collection): TSchema => Answer({ ids: t.Array(t.String()), [collection.name]: t.Array(collection.schema) });

export function collectionRoutes(deps: ListDeps) {
  const { sql, collections } = deps;
  const app = adminRoutes(deps, "collections");
  // A list ordered within a scope (a project's images, a tab) has its own order endpoint naming it.
  for (const collection of collections.filter((c) => !c.scope)) {
    const kit = listKit(deps, collection);
    app.put(
      `/api/admin/${collection.name}/order`,
      async ({ body }) => {
        await kit.reorder(body.ids);
        return { success: true, message: ORDER_SAVED, ids: body.ids, [collection.name]: await collection.list(sql) };
      },
      { body: OrderBody(collection.label), ...kit.reorders(OrderAnswer(collection), `Reordered the ${collection.label.toLowerCase()} list`) },
    );
  }
  const known = (name: string) => findCollection(collections, name) ?? fail(404, "No such list");
  return app
    .get("/api/admin/trash", async () => ({ success: true, message: "Trash loaded", items: await listTrash(deps) }), {
      admin: true,
      response: TrashAnswer,
    })
    .post(
      "/api/admin/trash/:collection/:id/restore",
      async ({ params }) => {
        const collection = known(params.collection);
        const restored = (await restoreFromTrash(deps, collection, params.id)) ?? fail(404, `${collection.label} not found in the trash`);
        return { success: true, message: `${collection.label} restored`, restored };
      },
      {
        admin: true,
        params: TrashParams,
        response: RestoredAnswer,
        invalidates: (answer: { restored: { collection: string } }) => known(answer.restored.collection).tags,
        activity: onRecordRef("restore", "restored"),
      },
    )
    .delete(
      "/api/admin/trash/:collection/:id",
      async ({ params }) => {
        const collection = known(params.collection);
        const deleted = (await deleteForever(deps, collection, params.id)) ?? fail(404, `${collection.label} not found in the trash`);
        return { success: true, message: `${collection.label} deleted forever`, deleted };
      },
      { admin: true, params: TrashParams, response: DeletedForeverAnswer, activity: onRecordRef("purge", "deleted") },
    )
    .delete(
      "/api/admin/trash",
      async ({ body }) => {
        const named = body.items.map((item) => {
          const [collection, id] = item.split("/") as [string, string];
          return { collection: known(collection), id };
        });
        const deleted: TrashedRef[] = [];
        // One by one, as "delete forever" does: each record's images go once no row uses them.
        for (const { collection, id } of named) {
          const done = await deleteForever(deps, collection, id);
          if (done) deleted.push(done);
        }
        return { success: true, message: emptiedMessage(deleted.length), deleted };
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
