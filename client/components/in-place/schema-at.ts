// Paths as the public pages name them ("knowMore.faqs.2.answer"), read against a draft's contract
// schema (a page document's, or a project page's) and content: the schema node there, and how
// many fields a draft changes.
import type { TSchema } from "@sinclair/typebox";
import { findDocument } from "../../contract/documents/registry.ts";
import { ProjectPageContent } from "../../contract/project-page.ts";
import type { DraftKey } from "./editable.tsx";

export type Path = (string | number)[];

export const parsePath = (path: string): Path => path.split(".").map((part) => (/^\d+$/.test(part) ? Number(part) : part));

export function schemaOf(doc: DraftKey): TSchema {
  if (doc === "project") return ProjectPageContent;
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
    if ("key" in record || "image" in record) return same(before, after) ? 0 : 1;
    const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
    let count = 0;
    for (const key of keys) count += countChanges((before as Record<string, unknown>)[key], record[key]);
    return count;
  }
  return 1;
}

/** A text's name for screen readers and tests: its groups' and its own titles, "Hero intro", "Know more FAQs 1 answer". */
export function fieldLabel(schema: TSchema, path: Path): string {
  const words = path.map((part, i) => {
    if (typeof part === "number") return String(part + 1);
    const node = schemaAt(schema, path.slice(0, i + 1));
    const title = typeof node?.title === "string" ? node.title : part.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase();
    return i === 0 ? title.charAt(0).toUpperCase() + title.slice(1) : /^[A-Z]{2}/.test(title) ? title : title.toLowerCase();
  });
  return words.join(" ");
}

/** Deep equality that ignores the order of an object's keys (Postgres' jsonb answers them sorted). */
export function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (!a || !b || typeof a !== "object" || typeof b !== "object" || Array.isArray(a) !== Array.isArray(b)) return false;
  const [x, y] = [a as Record<string, unknown>, b as Record<string, unknown>];
  const keys = Object.keys(x);
  return keys.length === Object.keys(y).length && keys.every((key) => Object.hasOwn(y, key) && same(x[key], y[key]));
}
