// The endpoints every managed list gets from the registry: PUT /api/admin/<name>/order (lists
// without a scope), and the trash (list, restore, delete forever). A reorder or restore drops the
// cached pages showing that list (its registry tags); every write is logged by the activity hook.
import { Elysia, t } from "elysia";
import { OrderBody } from "../../../client/contract/common.ts";
import { activityHook, recordSummary, type ActivitySpec } from "../activity/hook.ts";
import type { AdminDeps } from "../admin-deps.ts";
import { adminGuard } from "../auth/guard.ts";
import { fail } from "../http/errors.ts";
import { apiLists } from "./lists.ts";
import { reorder } from "./reorder.ts";
import { collections, findCollection } from "./registry.ts";
import { deleteForever, listTrash, restoreFromTrash } from "./trash.ts";

// Any word-character id fits; nothing else (NUL, quotes) reaches SQL.
const TrashParams = t.Object({
  collection: t.String({ pattern: "^[\\w-]{1,60}$", error: "No such list" }),
  id: t.String({ pattern: "^[\\w-]{1,100}$", error: "No such record" }),
});

export function collectionRoutes(deps: AdminDeps) {
  const { sql, cache } = deps;
  const app = new Elysia({ name: "collections" }).use(adminGuard(deps)).use(activityHook(deps));
  // A list ordered within a scope (a project's images, a tab) has its own order endpoint naming it.
  for (const collection of collections.filter((c) => !c.scope)) {
    app.put(
      `/api/admin/${collection.name}/order`,
      async ({ body }) => {
        await reorder(sql, { table: collection.table }, body.ids);
        cache.drop(collection.tags);
        const list = apiLists[collection.name];
        return { success: true, message: "Order saved", ids: body.ids, ...(list && { [collection.name]: await list(sql) }) };
      },
      {
        admin: true,
        body: OrderBody(collection.label),
        activity: { action: "reorder", summary: () => `Reordered the ${collection.label.toLowerCase()} list` },
      },
    );
  }
  const known = (name: string) => findCollection(name) ?? fail(404, "No such list");
  return app
    .get(
      "/api/admin/trash",
      async () => ({ success: true, message: "Trash loaded", items: await listTrash(sql, deps.objects) }),
      { admin: true },
    )
    .post(
      "/api/admin/trash/:collection/:id/restore",
      async ({ params }) => {
        const collection = known(params.collection);
        const restored = (await restoreFromTrash(sql, collection, params.id)) ?? fail(404, `${collection.label} not found in the trash`);
        cache.drop(collection.tags);
        return { success: true, message: `${collection.label} restored`, restored };
      },
      { admin: true, params: TrashParams, activity: onRecordRef("restore", "restored") },
    )
    .delete(
      "/api/admin/trash/:collection/:id",
      async ({ params }) => {
        const collection = known(params.collection);
        const deleted = (await deleteForever(deps, collection, params.id)) ?? fail(404, `${collection.label} not found in the trash`);
        return { success: true, message: `${collection.label} deleted forever`, deleted };
      },
      { admin: true, params: TrashParams, activity: onRecordRef("purge", "deleted") },
    );
}

/** The activity declaration for a trash route, whose answer names the record under `field`. */
function onRecordRef(action: "restore" | "purge", field: "restored" | "deleted"): ActivitySpec {
  return { action, summary: (answer) => recordSummary(action, answer[field].collection, answer[field].title) };
}
