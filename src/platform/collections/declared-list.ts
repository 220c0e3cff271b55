// A managed list declared from its contract (client/contract/list.ts): the name, label, record
// schema, form, id schema and title column are the contract's, so the feature's declaration says only where the
// list is stored and what is its own (docs/decisions/0016-one-declaration.md). Its list, add,
// update and remove endpoints are generated (crud-routes.ts); its order, trash, bulk work,
// backups and activity come with every managed list.
import type { Static } from "@sinclair/typebox";
import type { AnyListContract } from "../../../client/contract/list.ts";
import type { Queries } from "../db/connect.ts";
import type { AdminList, Collection } from "./collection.ts";
import { listRecords } from "./list-writes.ts";

/** The values a write stores: a create body after the feature's `create`, or an update body. */
type Values<L extends AnyListContract> = Partial<Static<L["create"]> & Static<L["update"]>>;

type Own<L extends AnyListContract> = Omit<
  Collection<L["record"]>,
  "name" | "label" | "schema" | "form" | "id" | "list" | "admin" | "titleColumn"
> & {
  /** By default the column of the contract's `title` field. */
  titleColumn?: string;
  /** Every live record in the owner's order; by default the record's fields read from their columns (list-writes.ts). */
  list?(sql: Queries): Promise<Static<L["record"]>[]>;
  place?: AdminList["place"];
  create?(body: Static<L["create"]>): Record<string, unknown>;
  check?(tx: Queries, values: Values<L>, id: string | null, before: Record<string, unknown> | null): Promise<void>;
  written?(tx: Queries, id: string, values: Values<L>, before: Record<string, unknown> | null): Promise<void>;
};

export function declaredList<L extends AnyListContract>(contract: L, own: Own<L>): Collection {
  const { place, create, check, written, list, ...stored } = own;
  return {
    ...stored,
    name: contract.name,
    label: contract.label,
    schema: contract.record,
    form: contract.update,
    id: contract.id,
    titleColumn: stored.titleColumn ?? contract.title.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`),
    list: list ?? ((sql) => listRecords(sql, stored.table, contract.record)),
    admin: {
      contract,
      place,
      create: create as AdminList["create"],
      check: check as AdminList["check"],
      written: written as AdminList["written"],
    },
  } as Collection;
}
