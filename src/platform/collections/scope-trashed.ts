// A record whose scope record is in the trash (collection.ts's `scopeList`: a project's service,
// an item's tab) is not restored, alone, in bulk or with a batch: it would come back where no
// visitor sees it. The owner is told which record to restore first.
import type { TransactionSql } from "postgres";
import { fail } from "../http/errors.ts";
import type { Collection, Collections } from "./collection.ts";

/** The title of the row's scope record when that is in the trash, else null (a column of a select on the collection's table). */
export function scopeTrashed(tx: TransactionSql, collections: Collections, collection: Collection) {
  const list = collections.find((candidate) => candidate.name === collection.scopeList);
  if (!list || !collection.scope) return tx`null::text`;
  return tx`(select s.${tx(list.titleColumn)}::text from ${tx(list.table)} s
    where s.id::text = ${tx(collection.table)}.${tx(collection.scope)}::text and s.deleted_at is not null)`;
}

/** Refuses a restore whose scope record is in the trash, naming it. */
export function refuseScopeTrashed(collections: Collections, collection: Collection, scopeTitle: string | null): void {
  const list = collections.find((candidate) => candidate.name === collection.scopeList);
  if (list && scopeTitle !== null) fail(409, `Its ${list.label.toLowerCase()} “${scopeTitle}” is in the trash: restore it first`);
}
