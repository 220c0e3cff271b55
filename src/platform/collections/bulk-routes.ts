// The bulk endpoints every managed list gets from its declaration: POST /api/admin/bulk/:list
// (delete, restore, publish, unpublish, hide, show, move; bulk.ts) and, for the trash's selection across
// lists, POST /api/admin/trash/restore. Each is one transaction, one activity entry, and one drop
// of the cached pages that show the lists it changed.
import type { AnswerOf } from "../../../client/contract/endpoint.ts";
import { SAFETY } from "../../../client/contract/endpoints/safety.ts";
import { BulkAnswer, BulkBody, BulkParams, countOf, TrashRestoreBody, TrashRestoredAnswer, type BulkAction } from "../../../client/contract/bulk.ts";
import type { ActivityAction, TrashedRef } from "../../../client/contract/safety.ts";
import type { CacheTag } from "../cache/tags.ts";
import { fail } from "../http/errors.ts";
import { answers } from "../http/validation.ts";
import { adminRoutes } from "./admin-routes.ts";
import { applyBulk, restoreMany } from "./bulk.ts";
import { childrenOf, findCollection, type Collection } from "./collection.ts";
import type { ListDeps } from "./kit.ts";

const ACTIVITY: Record<BulkAction, ActivityAction> = {
  delete: "delete",
  restore: "restore",
  publish: "update",
  unpublish: "update",
  hide: "update",
  show: "update",
  move: "update",
};

/** How many titles an activity entry names before "and N more". */
const NAMED = 10;

export function bulkRoutes(deps: ListDeps) {
  const { collections } = deps;
  const known = (name: string) => findCollection(collections, name) ?? fail(404, "No such list");
  // A list's children come back and go with it: the pages showing them are dropped too.
  const tagsOf = (names: string[]) => {
    const tags = new Set<CacheTag>();
    for (const list of names.map(known)) for (const each of [list, ...childrenOf(collections, list)]) for (const tag of each.tags) tags.add(tag);
    return [...tags];
  };
  return adminRoutes(deps, "bulk")
    .post(
      SAFETY.bulk.path,
      async ({ params, body }) => {
        const collection = known(params.list);
        const { changed, movedTo } = await applyBulk(deps, collection, body);
        return {
          success: true,
          message: bulkMessage(collection, body.action, changed.length, movedTo),
          action: body.action,
          list: collection.name,
          changed,
        } satisfies AnswerOf<typeof SAFETY.bulk>;
      },
      {
        admin: true,
        params: BulkParams,
        body: BulkBody,
        response: answers(BulkAnswer),
        invalidates: (answer: BulkAnswer) => tagsOf([answer.list]),
        activity: { action: (answer: BulkAnswer) => ACTIVITY[answer.action], summary: (answer: BulkAnswer) => named(answer.message, answer.changed) },
      },
    )
    .post(
      SAFETY.restoreMany.path,
      async ({ body }) => {
        const byList = Map.groupBy(
          body.items.map((item) => item.split("/") as [string, string]),
          ([list]) => list,
        );
        const groups = [...byList].map(([list, items]) => ({ collection: known(list), ids: items.map(([, id]) => id) }));
        const restored = await restoreMany(deps, groups);
        return { success: true, message: `Restored ${countOf(restored.length, "record")}`, restored } satisfies AnswerOf<typeof SAFETY.restoreMany>;
      },
      {
        admin: true,
        body: TrashRestoreBody,
        response: answers(TrashRestoredAnswer),
        invalidates: (answer: { restored: TrashedRef[] }) => tagsOf([...new Set(answer.restored.map((ref) => ref.collection))]),
        activity: { action: "restore", summary: (answer: { message: string; restored: TrashedRef[] }) => named(answer.message, answer.restored) },
      },
    );
}

function bulkMessage(collection: Collection, action: BulkAction, count: number, to?: string): string {
  const records = countOf(count, collection.label);
  switch (action) {
    case "delete":
      return `Moved ${records} to the trash`;
    case "restore":
      return `Restored ${records}`;
    case "publish":
      return `Published ${records}`;
    case "unpublish":
      return `Unpublished ${records}`;
    case "hide":
      return `Hid ${records} from the site`;
    case "show":
      return `Showed ${records} on the site`;
    case "move":
      return `Moved ${records} to ${to}`;
  }
}

/** The answer's message and the records' titles: 'Moved 3 logos to the trash: "A", "B", "C"'. */
function named(message: string, records: TrashedRef[]): string {
  const titles = records.slice(0, NAMED).map((record) => (record.title.trim() ? `"${record.title.trim()}"` : "(no name)"));
  const more = records.length > NAMED ? ` and ${records.length - NAMED} more` : "";
  return `${message}: ${titles.join(", ")}${more}`;
}
