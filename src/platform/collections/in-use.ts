// A record that others still use stays out of the trash: its list says what uses it (the
// declaration's inUse, collection.ts), and every way into the trash (a record's delete route,
// bulk work) refuses here, with 409 and what to fix first.
import type { Queries } from "../db/connect.ts";
import { failWith } from "../http/errors.ts";
import type { Collection } from "./collection.ts";

export async function refuseWhileInUse(collection: Collection, sql: Queries, ids: string[]): Promise<void> {
  const use = await collection.inUse?.(sql, ids);
  if (use) failWith(409, use.message, use.fields ?? {});
}
