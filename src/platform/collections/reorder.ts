// PUT …/order for any managed list: the body names every live id of the scope exactly once, in
// the new order; positions become 0, 1, 2, … in one statement, inside one transaction with the
// check, so a concurrent add or delete cannot leave a half-applied order.
import { ORDER_MESSAGE } from "../../../client/contract/common.ts";
import type { Queries, Sql } from "../db/connect.ts";
import type { Collection } from "./collection.ts";
import { fail } from "../http/errors.ts";

/** `scopeValue`: which group of a scoped list (its tab, its project) is ordered. */
export async function reorder(sql: Sql, { table, scope }: Collection, ids: string[], scopeValue?: string): Promise<void> {
  const wanted = ids.map((id) => id.toLowerCase());
  await sql.begin(async (tx) => {
    const where = scope ? tx`and ${tx(scope)} = ${scopeValue ?? null}` : tx``;
    const live = await tx<{ id: string }[]>`select id from ${tx(table)} where deleted_at is null ${where} for update`;
    const liveIds = new Set(live.map((row) => row.id));
    if (new Set(wanted).size !== wanted.length || wanted.length !== liveIds.size || wanted.some((id) => !liveIds.has(id))) fail(400, ORDER_MESSAGE);
    await tx`
      update ${tx(table)} as t set position = o.position - 1
      from unnest(${tx.array(wanted)}::uuid[]) with ordinality as o(id, position)
      where t.id = o.id`;
  });
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
