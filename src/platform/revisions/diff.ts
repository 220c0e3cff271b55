// What changed between two versions of a JSON value, field by field, for a revision's readable
// diff and the activity line. Fields are named by the schema's titles where it gives them
// ("FAQs 3: Answer" for knowMore.faqs.2.answer), else by their keys. An image or video (an
// object holding a stored `key`) is one field: its width or placeholder is no news of its own.
// List items are matched by value, so an added, removed or moved item is reported as that, not
// as every later item having changed.
import type { TSchema } from "@sinclair/typebox";
import type { FieldChange } from "../../../client/contract/revisions.ts";

type Json = unknown;

export function diffValues(before: Json, after: Json, schema?: TSchema): FieldChange[] {
  const changes: FieldChange[] = [];
  walk(before, after, schema, [], [], changes);
  return changes;
}

function walk(before: Json, after: Json, nullable: TSchema | undefined, path: string[], labels: string[], out: FieldChange[]): void {
  if (same(before, after)) return;
  const schema = valueSchema(nullable);
  const change = (suffix = "", value: { before: Json; after: Json } = { before, after }) =>
    out.push({ path: path.join("."), label: (joined(labels) || "Whole") + suffix, before: value.before ?? null, after: value.after ?? null });
  if (Array.isArray(before) && Array.isArray(after)) {
    walkList(before, after, schema, path, labels, out);
    return;
  }
  if (isRecord(before) && isRecord(after) && !isMedia(before) && !isMedia(after)) {
    const properties = (schema?.properties ?? {}) as Record<string, TSchema>;
    const keys = [...new Set([...Object.keys(properties), ...Object.keys(before), ...Object.keys(after)])];
    for (const key of keys) {
      const child = properties[key];
      walk(before[key], after[key], child, [...path, key], [...labels, child?.title ?? valueSchema(child)?.title ?? humanized(key)], out);
    }
    return;
  }
  change();
}

/** A value-or-null field's value schema (its title and fields), else the schema itself. */
function valueSchema(schema: TSchema | undefined): TSchema | undefined {
  const options = schema?.anyOf as TSchema[] | undefined;
  if (!options?.some((option) => option.type === "null")) return schema;
  return options.find((option) => option.type !== "null") ?? schema;
}

/**
 * Items kept (equal in both) are matched first; what is left on both sides is paired in order as
 * edits (diffed field by field), the rest is added or removed; kept items in a new order are one
 * change of the list's order.
 */
function walkList(before: Json[], after: Json[], schema: TSchema | undefined, path: string[], labels: string[], out: FieldChange[]): void {
  const item = schema?.items as TSchema | undefined;
  const listLabel = joined(labels) || "List";
  const itemLabels = (index: number) => [...labels.slice(0, -1), `${listLabel} ${index + 1}`];
  const unused = new Set(before.keys());
  const matched = after.map((value) => {
    const index = [...unused].find((i) => same(before[i], value));
    if (index !== undefined) unused.delete(index);
    return index;
  });
  const removed = [...unused];
  const added = [...after.keys()].filter((i) => matched[i] === undefined);
  const paired = Math.min(removed.length, added.length);
  for (let n = 0; n < paired; n++) {
    const index = added[n]!;
    walk(before[removed[n]!], after[index], item, [...path, String(index)], itemLabels(index), out);
  }
  for (const index of added.slice(paired)) {
    out.push({ path: [...path, index].join("."), label: `${listLabel} ${index + 1} (added)`, before: null, after: after[index] });
  }
  for (const index of removed.slice(paired)) {
    out.push({ path: [...path, index].join("."), label: `${listLabel} ${index + 1} (removed)`, before: before[index], after: null });
  }
  const kept = matched.filter((index) => index !== undefined);
  if (kept.some((index, i) => i > 0 && index < kept[i - 1]!)) {
    out.push({ path: path.join("."), label: `${listLabel} (new order)`, before, after });
  }
}

/**
 * A label that repeats an outer one replaces it and what came between: "Portrait alt text" under
 * "Portrait" reads as itself, and "Hero video" under "Hero: Video" as "Hero video".
 */
function joined(labels: string[]): string {
  const parts: string[] = [];
  for (const label of labels) {
    const repeated = parts.findIndex((part) => label.startsWith(part));
    if (repeated !== -1) parts.length = repeated;
    parts.push(label);
  }
  return parts.join(": ");
}

/** "knowMore" → "Know more", "whyUs" → "Why us". */
function humanized(key: string): string {
  const words = key.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function isRecord(value: Json): value is Record<string, Json> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

const isMedia = (value: Record<string, Json>) => typeof value.key === "string";

/** Equal as JSON: key order does not matter. */
function same(a: Json, b: Json): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((value, i) => same(value, b[i]));
  if (isRecord(a) && isRecord(b)) {
    const keys = Object.keys(a).filter((key) => a[key] !== undefined);
    return keys.length === Object.keys(b).filter((key) => b[key] !== undefined).length && keys.every((key) => same(a[key], b[key]));
  }
  return false;
}

/**
 * The changed fields, each once: "Intro and Heading" (or, as a list after a colon, "Intro,
 * Heading"), at most `shown` of them: "Intro, Heading, FAQs 3: Answer and 4 more".
 */
export function fieldList(changes: readonly FieldChange[], { shown = 3, lower = false, joined = "and" as "and" | "," } = {}): string {
  const names = [...new Set(changes.map((change) => (lower ? change.label.toLowerCase() : change.label)))];
  if (names.length > shown + 1) return `${names.slice(0, shown).join(", ")} and ${names.length - shown} more`;
  if (joined === "," || names.length <= 1) return names.join(", ");
  return `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}

/** A revision's summary line: "Changed Intro and FAQs 3: Answer". */
export function changeSummary(changes: readonly FieldChange[]): string {
  return changes.length === 0 ? "Saved without changes" : `Changed ${fieldList(changes)}`;
}
