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
import type { Static, TObject, TSchema } from "@sinclair/typebox";
import type { Image } from "../../../client/contract/common.ts";
import type { CacheTag } from "../cache/tags.ts";
import type { Queries } from "../db/connect.ts";
import type { ImageKind } from "../media/keys.ts";

export type Collection<T extends TSchema = TSchema> = {
  /** The name used in API paths and the trash, e.g. "logos". */
  name: string;
  /** The SQL table. */
  table: string;
  /** One record, for messages and the activity log: "Logo". */
  label: string;
  /** The column that names a record in the trash and the activity log. */
  titleColumn: string;
  /**
   * The column holding a record's image, and the kind of upload it is made from; for a variant
   * set whose size a request once gave, the columns of its width and height, which the start-up
   * sweep sets to the stored set's (src/platform/media/stored-sizes.ts).
   */
  image?: { column: string; kind: ImageKind; size?: { width: string; height: string } };
  /**
   * A column holding the key of a private object (newPrivateKey in media/keys.ts: never served by
   * the public media path): kept by the sweep and backups while a row holds it, removed by the purge.
   */
  file?: { column: string };
  /** A column that groups the order (rows are ordered within each of its values), if any. */
  scope?: string;
  /** The cached pages and lists that show these rows, dropped by every write to them. */
  tags: readonly CacheTag[];
  /** Rows that belong to a row of another collection (deleted and restored with it). */
  parent?: { collection: string; column: string };
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
