// PUT …/order for any managed list: the body names every live id of the scope exactly once, in
// the new order; positions become 0, 1, 2, … in one statement, inside one transaction with the
// check, so a concurrent add or delete cannot leave a half-applied order. A list shown a page at
// a time sends only the ids it shows, with a place (OrderPlace): those rows move, every other row
// keeps its order.
import { ORDER_MESSAGE } from "../../../client/contract/common.ts";
import type { Queries, Sql } from "../db/connect.ts";
import type { Collection } from "./collection.ts";
import { fail } from "../http/errors.ts";

/**
 * Where a part of the list goes: "among", into the places those same rows held (a page put in a
 * new order); "top" or "bottom", before or after every other row.
 */
export type OrderPlace = "among" | "top" | "bottom";

/** `scopeValue`: which group of a scoped list (its tab, its project) is ordered; `place`: the ids are a part of it. */
export async function reorder(sql: Sql, { table, scope }: Collection, ids: string[], scopeValue?: string, place?: OrderPlace): Promise<void> {
  const wanted = ids.map((id) => id.toLowerCase());
  await sql.begin(async (tx) => {
    const where = scope ? tx`and ${tx(scope)} = ${scopeValue ?? null}` : tx``;
    // Compared as lower-cased text: a UUID in any case, or a word id (Collection.id). For a part,
    // read in the lists' shared order, so the rows not sent keep their order as shown.
    const shown = place ? tx`order by position, created_at desc, id` : tx``;
    const live = await tx<{ id: string }[]>`select lower(id::text) as id from ${tx(table)} where deleted_at is null ${where} ${shown} for update`;
    const liveIds = live.map((row) => row.id);
    const known = new Set(liveIds);
    const whole = place !== undefined || wanted.length === known.size;
    if (new Set(wanted).size !== wanted.length || !whole || wanted.some((id) => !known.has(id))) fail(400, ORDER_MESSAGE);
    const order = place ? placed(liveIds, wanted, place) : wanted;
    await tx`
      update ${tx(table)} as t set position = o.position - 1
      from unnest(${tx.array(order)}::text[]) with ordinality as o(id, position)
      where lower(t.id::text) = o.id`;
  });
}

/** The whole order once `part` (in its new order) is placed in `all` (the current one). */
function placed(all: string[], part: string[], place: OrderPlace): string[] {
  const moved = new Set(part);
  const rest = all.filter((id) => !moved.has(id));
  if (place === "top") return [...part, ...rest];
  if (place === "bottom") return [...rest, ...part];
  const next = part[Symbol.iterator]();
  return all.map((id) => (moved.has(id) ? (next.next().value as string) : id));
}

/** The position a new row takes: one below the lowest live row of its scope, so it is first. */
export function firstPosition(sql: Queries, collection: Collection, scopeValue?: string) {
  const scope = collection.scope ? sql`and ${sql(collection.scope)} = ${scopeValue ?? null}` : sql``;
  return sql`(select coalesce(min(position), 1) - 1 from ${sql(collection.table)} where deleted_at is null ${scope})`;
}

/** One above the maximum in its scope: for stacks that grow at the end, like a project's images. */
export function lastPosition(sql: Queries, collection: Collection, scopeValue?: string) {
  const scope = collection.scope ? sql`and ${sql(collection.scope)} = ${scopeValue ?? null}` : sql``;
  return sql`(select coalesce(max(position), -1) + 1 from ${sql(collection.table)} where deleted_at is null ${scope})`;
}
