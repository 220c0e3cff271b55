// Bulk work on a managed list, as its declaration (collection.ts) allows: to the trash and back
// (every list), publish and unpublish (a list that names a `status`), hide and show (a list that
// names its `hidden` column), move to another scope (a
// list that names where its records may `move`). Each call is one transaction over the records
// named, locked first: if one of them is not there (deleted elsewhere, of another list, unknown),
// or the change would break a rule, nothing changes.
import type { TransactionSql } from "postgres";
import { countOf, pluralOf, type BulkAction } from "../../../client/contract/bulk.ts";
import type { TrashedRef } from "../../../client/contract/safety.ts";
import { fail, failWith } from "../http/errors.ts";
import { parentOf, type Collection } from "./collection.ts";
import { refuseWhileInUse } from "./in-use.ts";
import { refuseScopeTrashed, scopeTrashed } from "./scope-trashed.ts";
import { cascade, parentTrashed, ref, type TrashLists } from "./trash.ts";

type Tx = TransactionSql;
type Row = { id: string; title: string | null; at: string | null; parentTrashed: boolean; scopeTrashed: string | null };
export type BulkRequest = { action: BulkAction; ids: string[]; to?: string };

/**
 * Applies the action to every record named, in the list's order; answers them as the trash names
 * them, and for a move the name of where they went.
 */
export async function applyBulk(
  lists: TrashLists,
  collection: Collection,
  { action, ids, to }: BulkRequest,
): Promise<{ changed: TrashedRef[]; movedTo?: string }> {
  const wanted = [...new Set(ids.map((id) => id.toLowerCase()))];
  const status = action === "publish" || action === "unpublish" ? allowedStatus(collection) : null;
  const hidden = action === "hide" || action === "show" ? allowedHidden(collection) : null;
  return clashChecked(
    collection,
    lists.sql.begin(async (tx) => {
      const target = action === "move" ? await allowedMove(tx, collection, to) : null;
      const rows = await locked(tx, lists, collection, wanted, action === "restore");
      const found = rows.map((row) => row.id);
      if (action === "delete") {
        await refuseWhileInUse(collection, tx, found);
        await tx`update ${tx(collection.table)} set deleted_at = now() where id::text = any(${found}::text[])`;
        // now() is the transaction's: the children share their parent's deleted_at, as one delete's do.
        await cascade(tx, lists.collections, collection, rows, null);
      } else if (action === "restore") await restoreRows(tx, lists, collection, rows);
      else if (status) {
        const value = action === "publish" ? status.published : status.draft;
        await tx`update ${tx(collection.table)} set ${tx(status.column)} = ${value} ${touched(tx, collection)} where id::text = any(${found}::text[])`;
      } else if (hidden) {
        await tx`update ${tx(collection.table)} set ${tx(hidden)} = ${action === "hide"} ${touched(tx, collection)} where id::text = any(${found}::text[])`;
      } else if (target) await moveRows(tx, collection, found, target);
      return { changed: rows.map((row) => ref(collection, row.id, row.title)), movedTo: target?.name };
    }),
  );
}

/** Brings back records of several lists at once (the trash's selection), each as a single Restore would. */
export async function restoreMany(lists: TrashLists, groups: Array<{ collection: Collection; ids: string[] }>): Promise<TrashedRef[]> {
  // The lists others are scoped by (services, tabs) first: a project chosen with its service comes back on its page.
  const scopes = new Set(lists.collections.map((collection) => collection.scopeList));
  const ordered = [...groups].sort((a, b) => Number(scopes.has(b.collection.name)) - Number(scopes.has(a.collection.name)));
  return lists.sql.begin(async (tx) => {
    const restored = new Map<(typeof groups)[number], TrashedRef[]>();
    for (const group of ordered) {
      const { collection, ids } = group;
      const rows = await locked(tx, lists, collection, [...new Set(ids.map((id) => id.toLowerCase()))], true);
      await clashChecked(collection, restoreRows(tx, lists, collection, rows));
      restored.set(
        group,
        rows.map((row) => ref(collection, row.id, row.title)),
      );
    }
    return groups.flatMap((group) => restored.get(group)!);
  });
}

/** The records named, live (or in the trash, for a restore), locked; a 404 naming the ones not found. */
async function locked(tx: Tx, { collections }: TrashLists, collection: Collection, ids: string[], trashed: boolean): Promise<Row[]> {
  const order = collection.scope ? tx`${tx(collection.scope)}, position` : tx`position`;
  const rows = await tx<Row[]>`
    select id::text as id, ${tx(collection.titleColumn)} as title, deleted_at::text as at,
      ${parentTrashed(tx, collections, collection)} as parent_trashed,
      ${trashed ? scopeTrashed(tx, collections, collection) : tx`null::text`} as scope_trashed
    from ${tx(collection.table)}
    where lower(id::text) = any(${ids}::text[]) and deleted_at is ${trashed ? tx`not null` : tx`null`}
    order by ${order}, id
    for update`;
  // Named in lower case (a UUID in any case, a word id as "webdesign"), found in its own.
  const found = new Set(rows.map((row) => row.id.toLowerCase()));
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length > 0) failWith(404, missingMessage(collection, missing.length, ids.length, trashed), { missing });
  return rows;
}

function missingMessage({ label }: Collection, missing: number, named: number, trashed: boolean): string {
  const where = trashed ? "in the trash" : "in the list";
  const which =
    named === 1 ? `The ${label.toLowerCase()} chosen is` : `${missing} of the ${countOf(named, label)} chosen ${missing === 1 ? "is" : "are"}`;
  return `${which} not ${where} any more (changed elsewhere?). Nothing was changed: reload and choose again.`;
}

/** Each record back with the children trashed with it (by its own deleted_at, as a single restore does). */
async function restoreRows(tx: Tx, { collections }: TrashLists, collection: Collection, rows: Row[]): Promise<void> {
  if (rows.some((row) => row.parentTrashed)) fail(409, `Restore their ${parentOf(collections, collection)!.label.toLowerCase()} first`);
  for (const row of rows) refuseScopeTrashed(collections, collection, row.scopeTrashed);
  const byTime = Map.groupBy(rows, (row) => row.at!);
  for (const [at, group] of byTime) await cascade(tx, collections, collection, group, at);
  await tx`update ${tx(collection.table)} set deleted_at = null where id::text = any(${rows.map((row) => row.id)}::text[])`;
}

function allowedStatus(collection: Collection) {
  return collection.status ?? fail(400, `${pluralOf(collection.label)} cannot be published or unpublished`);
}

function allowedHidden(collection: Collection) {
  return collection.hidden ?? fail(400, `${pluralOf(collection.label)} cannot be hidden or shown`);
}

async function allowedMove(tx: Tx, collection: Collection, to: string | undefined) {
  const { move, scope } = collection;
  if (!move || !scope) fail(400, `${pluralOf(collection.label)} cannot be moved`);
  const values = await move.values(tx);
  if (!to || !Object.hasOwn(values, to)) fail(400, `Choose where to move them: ${Object.values(values).join(", ")}`);
  return { scope, to, name: values[to]!, once: move.once };
}

/** The chosen records to the top of their new scope, in the order they had. */
async function moveRows(tx: Tx, collection: Collection, ids: string[], target: Awaited<ReturnType<typeof allowedMove>>): Promise<void> {
  const { table } = collection;
  await tx`
    update ${tx(table)} as t set ${tx(target.scope)} = ${target.to}, position = base.low - ${ids.length} + o.ord - 1 ${touched(tx, collection)}
    from (select coalesce(min(position), 0) as low from ${tx(table)}
          where deleted_at is null and ${tx(target.scope)} = ${target.to} and id::text <> all(${ids}::text[])) as base,
      unnest(${ids}::text[]) with ordinality as o(id, ord)
    where t.id::text = o.id`;
  if (!target.once) return;
  const column = tx(target.once.column);
  const [twice] = await tx`
    select 1 from ${tx(table)}
    where deleted_at is null and ${tx(target.scope)} = ${target.to}
      and ${column} in (select ${column} from ${tx(table)} where id::text = any(${ids}::text[]))
    group by ${column} having count(*) > 1`;
  if (twice) {
    const what = target.once.label;
    fail(409, `A ${what} chosen is already on ${target.name}: unselect it, or take that ${what} off ${target.name} first. Nothing was moved.`);
  }
}

/** `, updated_at = now(), …` for the columns the list says a change stamps. */
function touched(tx: Tx, collection: Collection) {
  return (collection.touched ?? []).reduce((set, column) => tx`${set}, ${tx(column)} = now()`, tx``);
}

/**
 * A unique index refused the change (a restored record's address taken meanwhile): a 409 that
 * says so, of the records (`subject`: "One of them") or the one record ("It").
 */
export async function clashChecked<T>(collection: Collection, work: Promise<T>, subject = "One of them"): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if ((error as { code?: string }).code !== "23505") throw error;
    const one = collection.label.toLowerCase();
    fail(409, `${subject} clashes with a live ${one} (the same address or name). Change that ${one} first. Nothing was changed.`);
  }
}
