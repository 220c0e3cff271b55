// A managed list as its feature declares it (src/features/<name>/collection.ts). The code that
// works across lists (order, trash and purge, the orphan sweep, backups and their restore checks,
// the activity log) is handed the declarations by src/app.ts and names no list itself.
//
// Conventions every managed table follows:
// - `position integer not null`: the owner's order, ascending; new rows go first (one below the
//   current minimum of their scope).
// - `deleted_at timestamptz` (null while live): a delete moves the row to the trash; public reads
//   and admin lists show live rows only; a purge removes the row, then the objects only it used.
// - an image column holds a key of one of the shapes media/keys.ts reads.
import type { Static, TObject, TSchema, TString } from "@sinclair/typebox";
import type { Image } from "../../../client/contract/common.ts";
import type { AnyListContract } from "../../../client/contract/list.ts";
import type { CacheTag } from "../cache/tags.ts";
import type { Queries } from "../db/connect.ts";
import type { ImageKind } from "../media/keys.ts";

/** Why a record stays out of the trash: the owner's message, and the counts behind it for the answer. */
export type InUse = { message: string; fields?: Record<string, unknown> };

export type Collection<T extends TSchema = TSchema> = {
  /** The name used in API paths and the trash, e.g. "logos". */
  name: string;
  /** The SQL table. */
  table: string;
  /** The schema of a record's id where it is not a UUID (text ids a migration gave existing rows). */
  id?: TString;
  /** One record, for messages and the activity log: "Logo". */
  label: string;
  /** The column that names a record in the trash and the activity log. */
  titleColumn: string;
  /**
   * The column holding a record's image, and the kind of upload it is made from; for a variant
   * set, the columns of its width and height, kept at the stored set's: they grow as its larger
   * widths are made (src/platform/media/set-sizes.ts), and the start-up sweep sets a size a
   * request once gave to the stored one (src/platform/media/stored-sizes.ts).
   */
  image?: { column: string; kind: ImageKind; size?: { width: string; height: string } };
  /**
   * A column holding the key of a private object (newPrivateKey in media/keys.ts: never served by
   * the public media path): kept by the sweep and backups while a row holds it, removed by the purge.
   */
  file?: { column: string };
  /**
   * The boolean column marking the rows a fresh install's seed made (the sample studio), which
   * "start empty" takes to the trash as one batch; a list the seed never fills has none.
   */
  sampleColumn?: string;
  /** A column that groups the order (rows are ordered within each of its values), if any. */
  scope?: string;
  /**
   * The list whose records are the values of `scope` (a project's service, an item's tab): a
   * record whose scope record is in the trash is not restored alone, as it would come back where
   * no visitor sees it; the owner is asked to restore that one first.
   */
  scopeList?: string;
  /** The cached pages and lists that show these rows, dropped by every write to them. */
  tags: readonly CacheTag[];
  /** Rows that belong to a row of another collection (deleted and restored with it). */
  parent?: { collection: string; column: string };
  /** A column saying whether visitors see a record, and its two values: what bulk Publish and Unpublish set. */
  status?: { column: string; published: string; draft: string };
  /** The boolean column saying a record is hidden from visitors (kept in the admin): what bulk Hide and Show set. */
  hidden?: string;
  /**
   * The values of `scope` the owner may move records between in bulk, each with its name ("cgi":
   * "CGI"), read when a move is asked for (the scopes may be records of their own); `once`: a
   * column whose value may stand only once in each scope (a project's entry on a tab).
   */
  move?: { values(sql: Queries): Promise<Readonly<Record<string, string>>>; once?: { column: string; label: string } };
  /**
   * What still uses one of these live records (records of another list it holds, which would
   * vanish with it; links pointing to it), said to the owner with the counts: while there is
   * any, the trash refuses them, alone or in bulk (in-use.ts).
   */
  inUse?(sql: Queries, ids: string[]): Promise<InUse | undefined>;
  /** Columns a bulk change sets to now(), so an editor open elsewhere sees that the record changed. */
  touched?: readonly string[];
  /** The contract's schema of one record as the admin API answers it. */
  schema: T;
  /** Every live record, as the admin API lists them (a restore checks these too). */
  list(sql: Queries): Promise<Static<T>[]>;
  /** The form or body that writes a record: a restored record's values of its fields must pass it. */
  form?: TObject;
  /** The record's values under the form's names where these differ (by default its own fields of those names). */
  formFields?(record: Static<T>): Record<string, unknown>;
  /** The images a record shows: a media URL, or a responsive image. */
  images?(record: Static<T>): Array<string | Image | null>;
  /** Its list, add, update and remove endpoints, generated from its contract (declared-list.ts). */
  admin?: AdminList;
};

/**
 * A list whose admin endpoints are generated (crud-routes.ts) from its contract (client/contract/list.ts):
 * what stays the feature's own is said by these hooks.
 */
export type AdminList = {
  contract: AnyListContract;
  /** Where a new record goes: first, as the conventions above say, or last. */
  place?: "first" | "last";
  /** A new record's columns from the create body (defaults for what it may leave out); by default the body. */
  create?(body: Record<string, unknown>): Record<string, unknown>;
  /**
   * The feature's own refusal (fail with 409 …), inside the write's transaction and before it:
   * the values being written, the record's id and its row as it is (both null for a new one).
   */
  check?(tx: Queries, values: Record<string, unknown>, id: string | null, before: Record<string, unknown> | null): Promise<void>;
  /**
   * What else the write records, inside its transaction and after it (a rule of the feature's
   * own: an address's redirect, a new record's page): the record's id, the values written, and
   * its row as it was (null for a new one).
   */
  written?(tx: Queries, id: string, values: Record<string, unknown>, before: Record<string, unknown> | null): Promise<void>;
};

/** A declaration, its record's type carried from its schema to `list`, `formFields` and `images`. */
export const defineCollection = <T extends TSchema>(collection: Collection<T>): Collection => collection as unknown as Collection;

/** The collections every cross-list module is given. */
export type Collections = readonly Collection[];

export function findCollection(collections: Collections, name: string): Collection | undefined {
  return collections.find((collection) => collection.name === name);
}

export const childrenOf = (collections: Collections, parent: Collection) => collections.filter((child) => child.parent?.collection === parent.name);

export const parentOf = (collections: Collections, child: Collection) => collections.find((parent) => parent.name === child.parent?.collection);
