// A restore's last check, made inside its transaction before it commits: the restored content is
// read back through the queries the API's GET routes answer with, and each record must pass the
// contract's schema of what the API answers and, for the text the owner types, the form that
// writes it (its limits and characters). Every object a row points at must be in the archive.
// The features declare their lists (collection.ts in each feature's folder) and a few settings
// (src/restore-checks.ts); this module names none of them. A
// refusal is a 400 naming the record and the field in the contract's words: the transaction rolls
// back and the restore removes what it staged, so the site is as it was.
import type { Static, TObject, TSchema } from "@sinclair/typebox";
import { Value } from "@sinclair/typebox/value";
import type { Image } from "../../../client/contract/common.ts";
import type { Collection, Collections } from "../collections/collection.ts";
import type { Queries } from "../db/connect.ts";
import { fail, failWith } from "../http/errors.ts";
import { RESTORE_LOSS_FIELD } from "../../../client/contract/safety.ts";
import { describeError } from "../../../client/contract/describe-error.ts";
import { isBucketKey, mediaKeysIn, setOf } from "../media/keys.ts";
import { referencedKeys, type HeldKeys } from "../media/sweep.ts";

/** One list as the API answers it. */
export type ContentCheck<T extends TSchema = TSchema> = {
  /** One record, as a refusal names it: "logo". */
  label: string;
  /** The records, read as the list's GET route reads them. */
  read(tx: Queries): Promise<Static<T>[]>;
  /** The contract's schema of one record as the API answers it. */
  schema: T;
  /** The form or body that writes the record: the record's values of its fields must pass it too. */
  form?: TObject;
  /** The record's values under the form's names where these differ (by default its own fields of those names). */
  formFields?(record: Static<T>): Record<string, unknown>;
  /** The images the record shows: a media URL, or a responsive image (each variant of its srcsets). */
  images?(record: Static<T>): Array<string | Image | null>;
  /** Content nothing but a new site brings back (a page document): a restore without it asks twice. */
  kept?: boolean;
};

/** A check of content that is no list (settings), its record's type carried from its schema to `formFields` and `images`. */
export const contentCheck = <T extends TSchema>(check: ContentCheck<T>): ContentCheck => check;

/** A managed list's check, from its declaration. */
const listCheck = (collection: Collection): ContentCheck => ({ ...collection, label: collection.label.toLowerCase(), read: collection.list });

/** What a restore checks: every managed list, the other content the features name (`checks`) and the media keys they hold (`held`). */
export type RestoreChecks = { collections: Collections; checks: readonly ContentCheck[]; held: readonly HeldKeys[] };

/** What the restored content lacks: records in every list and kept check (none: the site would be empty), and the kept checks with none. */
export type ContentLeft = { records: number; missing: string[] };

export async function checkContent(
  tx: Queries,
  { collections, checks, held }: RestoreChecks,
  archived: ReadonlyMap<string, unknown>,
): Promise<ContentLeft> {
  const lists = collections.map(listCheck);
  const left: ContentLeft = { records: 0, missing: [] };
  for (const check of [...lists, ...checks]) {
    const records = await check.read(tx);
    if (check.kept && records.length === 0) left.missing.push(check.label);
    if (check.kept || lists.includes(check)) left.records += records.length;
    for (const record of records) {
      const id = (record as { _id?: unknown })._id;
      const where = `The backup's ${check.label}${typeof id === "string" ? ` ${id}` : ""}`;
      refuseInvalid(where, check.schema, record);
      if (check.form) refuseInvalid(where, check.form, given(check.formFields?.(record) ?? pick(record, Object.keys(check.form.properties))));
      for (const key of (check.images?.(record) ?? []).flatMap(imageKeys)) {
        if (!archived.has(key)) fail(400, `${where} shows the image ${key.slice(0, 80)}, which the backup does not hold`);
      }
    }
  }
  // Rows no list shows (trashed ones come back with an Undo) point into the bucket too.
  const prefixes = new Set([...archived.keys()].map(setOf));
  for (const [key, table] of await referencedKeys(tx, collections, held)) {
    if (isBucketKey(key) && !archived.has(key) && !prefixes.has(key)) {
      fail(400, `A row of ${table} in the backup points at the image ${key.slice(0, 80)}, which the backup does not hold`);
    }
  }
  return left;
}

/** Refuses a restore that would leave the site empty, or without content only a new site brings back, unless the owner confirmed that too. */
export function refuseLoss({ records, missing }: ContentLeft, { allowed, howToAllow }: { allowed: boolean; howToAllow: string }): void {
  if (allowed) return;
  if (records === 0)
    failWith(409, `This backup holds no content: restoring it would leave every list and page of the site empty. ${howToAllow}`, {
      [RESTORE_LOSS_FIELD]: true,
    });
  if (missing.length > 0)
    failWith(
      409,
      `This backup holds no ${missing.join(", ")}: restoring it would remove ${missing.length === 1 ? "it" : "them"} for good (only a new site makes ${missing.length === 1 ? "it" : "them"}). ${howToAllow}`,
      { [RESTORE_LOSS_FIELD]: true },
    );
}

function refuseInvalid(where: string, schema: TSchema, value: unknown): void {
  if (Value.Check(schema, value)) return;
  const first = Value.Errors(schema, value).First();
  fail(400, `${where} cannot be restored: ${first ? describeError(first) : "it does not match the site's rules"}`);
}

const pick = (record: unknown, names: string[]) => Object.fromEntries(names.map((name) => [name, (record as Record<string, unknown>)[name]]));

/** A form leaves out what it does not set: a null field is an absent one. */
function given(fields: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== null && value !== undefined));
}

function imageKeys(image: string | Image | null): string[] {
  if (image === null) return [];
  return mediaKeysIn(typeof image === "string" ? image : `${image.src} ${image.srcset.webp} ${image.srcset.avif}`);
}
