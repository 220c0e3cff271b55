// Paths as the public pages name them ("knowMore.faqs.2.answer"), read against a document's
// contract schema and content: the schema node there, and how many fields a draft changes.
import type { TSchema } from "@sinclair/typebox";
import { findDocument, type DocumentKey } from "../../contract/documents/registry.ts";

export type Path = (string | number)[];

export const parsePath = (path: string): Path => path.split(".").map((part) => (/^\d+$/.test(part) ? Number(part) : part));

export function schemaOf(doc: DocumentKey): TSchema {
  const spec = findDocument(doc);
  if (!spec) throw new Error(`no page document ${doc}`);
  return spec.schema;
}

/** The schema node at a path: an object's property, a list's entry (Optional/Union looked through). */
export function schemaAt(schema: TSchema, path: Path): TSchema | undefined {
  let node: TSchema | undefined = schema;
  for (const part of path) {
    if (!node) return undefined;
    if (node.anyOf) node = (node.anyOf as TSchema[]).find((option) => option.type !== "null");
    node = typeof part === "number" ? (node?.items as TSchema | undefined) : (node?.properties as Record<string, TSchema> | undefined)?.[part];
  }
  return node;
}

/** A text field's limit, from its schema. */
export function maxLengthAt(schema: TSchema, path: Path): number | undefined {
  const node = schemaAt(schema, path);
  return node?.maxLength ?? (node?.anyOf as TSchema[] | undefined)?.find((option) => option.maxLength)?.maxLength;
}

/** How many fields differ: each changed text or number, each list entry added, removed or changed. */
export function countChanges(before: unknown, after: unknown): number {
  if (before === after) return 0;
  if (Array.isArray(before) && Array.isArray(after)) {
    let count = Math.abs(before.length - after.length);
    for (let i = 0; i < Math.min(before.length, after.length); i++) count += countChanges(before[i], after[i]) > 0 ? 1 : 0;
    return count;
  }
  if (before && after && typeof before === "object" && typeof after === "object") {
    // A media field (an image or a video) is one change however many of its parts differ.
    const record = after as Record<string, unknown>;
    if ("key" in record || "image" in record) return JSON.stringify(before) === JSON.stringify(after) ? 0 : 1;
    const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
    let count = 0;
    for (const key of keys) count += countChanges((before as Record<string, unknown>)[key], record[key]);
    return count;
  }
  return 1;
}
