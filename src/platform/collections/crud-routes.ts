// The admin endpoints of every list declared from its contract (declared-list.ts): GET
// /api/admin/<name> (every live record), POST (add: 201), PATCH …/:id (change) and DELETE …/:id
// (to the trash, with its Undo), at the contract's paths, with its messages and answers. Each
// write has the kit's admin guard, answer check, cache invalidation of the list's tags and
// activity entry (kit.ts); a record others still use stays out of the trash (in-use.ts).
import { t } from "elysia";
import { Id } from "../../../client/contract/common.ts";
import { adminRoutes } from "./admin-routes.ts";
import type { AdminList, Collection } from "./collection.ts";
import { fail } from "../http/errors.ts";
import { answers } from "../http/validation.ts";
import { listKit, type ListDeps } from "./kit.ts";
import { findRecord, insertRecord, updateRecord } from "./list-writes.ts";

export function crudRoutes(deps: ListDeps) {
  const app = adminRoutes(deps, "declared-lists");
  for (const collection of deps.collections) if (collection.admin) addRoutes(app, deps, collection, collection.admin);
  return app;
}

function addRoutes(app: ReturnType<typeof adminRoutes>, deps: ListDeps, collection: Collection, admin: AdminList) {
  const { sql } = deps;
  const { contract } = admin;
  const { endpoints, messages } = contract;
  if (collection.scope) throw new Error(`${collection.name}: a list ordered within a scope has no generated endpoints`);
  const kit = listKit(deps, collection);
  const params = t.Object({ id: collection.id ?? Id(collection.label) });
  const title = (answer: Record<string, Record<string, unknown>>) => String(answer[contract.one]?.[contract.title] ?? "");
  const answered = async (id: string) => ({ [contract.one]: (await findRecord(sql, collection, id)) ?? fail(404, messages.notFound) });

  app
    .get(endpoints.list.path, async () => ({ success: true, message: messages.loaded, [contract.many]: await collection.list(sql) }), {
      admin: true,
      response: answers(contract.answers.list),
    })
    .post(
      endpoints.add.path,
      async ({ body, set }) => {
        const id = await insertRecord(sql, collection, admin, body as Record<string, unknown>);
        set.status = 201;
        return { success: true, message: messages.added, ...(await answered(id)) };
      },
      { body: contract.create, ...kit.creates(contract.answers.record, title) },
    )
    .patch(
      endpoints.update.path,
      async ({ params, body }) => {
        if (!(await updateRecord(sql, collection, admin, params.id, body as Record<string, unknown>))) fail(404, messages.notFound);
        return { success: true, message: messages.updated, ...(await answered(params.id)) };
      },
      { params, body: contract.update, ...kit.updates(contract.answers.record, title) },
    )
    .delete(endpoints.remove.path, ({ params }) => kit.trash(params.id, messages), { params, ...kit.deletes });
}
