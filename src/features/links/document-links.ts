// The links a page document holds: every field its schema marks `siteLink` (client/contract/
// common.ts, Link), found by walking the schema beside the content, so a link field added to a
// document later is found without a change here. Paths are the form's ("caseStudy/link").
import type { TSchema } from "@sinclair/typebox";
// The fields are named as the page editor names them (plain functions of the schema).
import { entryName, fieldsOf, itemOf, labelOf, valueAt, withValueAt } from "../../../client/components/admin/document-form/schema-kind.ts";

export type DocumentLink = { path: (string | number)[]; labels: string[]; target: string };

/** Every link to a path on this site the content holds (outside addresses and empty links are not). */
export function documentLinks(schema: TSchema, content: unknown): DocumentLink[] {
  const found: DocumentLink[] = [];
  const walk = (node: TSchema, value: unknown, path: (string | number)[], labels: string[]) => {
    if (value === null || value === undefined) return;
    if (node.siteLink === true) {
      if (typeof value === "string" && value.startsWith("/")) found.push({ path, labels, target: value });
      return;
    }
    const options = node.anyOf as TSchema[] | undefined;
    if (options) {
      for (const option of options) if (option.type !== "null") walk(option, value, path, labels);
      return;
    }
    if (node.type === "array" && Array.isArray(value)) {
      const item = itemOf(node);
      const name = entryName(labels.at(-1) ?? "", item);
      for (const [i, entry] of value.entries()) walk(item, entry, [...path, i], [...labels, `${name} ${i + 1}`]);
      return;
    }
    if (node.type === "object" && typeof value === "object") {
      for (const [key, child] of fieldsOf(node)) {
        walk(child, (value as Record<string, unknown>)[key], [...path, key], [...labels, labelOf(child, key)]);
      }
    }
  };
  walk(schema, content, [], []);
  return found;
}

/** A copy of the content with `to` at `path`, or null when the link there is not `from` (changed since, or gone). */
export function withLinkAt(content: unknown, path: (string | number)[], from: string, to: string): unknown | null {
  return valueAt(content, path) === from ? withValueAt(content, path, to) : null;
}
