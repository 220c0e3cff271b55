// How the document form reads a contract schema: which editor a node gets (a group of fields, a
// line, a paragraph, a number, an on/off switch, a list, an image, a video, a link), and the blank value of a new list
// entry. Plain functions of the schema, so the page editor and the in-place editor agree.
import type { TSchema } from "@sinclair/typebox";

export type FieldKind = "group" | "line" | "paragraph" | "number" | "switch" | "list" | "image" | "video" | "link";

/** Texts allowed this long or longer are paragraphs (Paragraph fields start at 200; lines stop at 160). */
const PARAGRAPH_FROM = 200;

const propertiesOf = (schema: TSchema): Record<string, TSchema> => (schema as { properties?: Record<string, TSchema> }).properties ?? {};

/** A value-or-null field (a project's film): its value's schema, else the schema itself. */
function valueSchema(schema: TSchema): TSchema {
  const options = schema.anyOf as TSchema[] | undefined;
  if (!options?.some((option) => option.type === "null")) return schema;
  return options.find((option) => option.type !== "null") ?? schema;
}

/** Whether the field may be emptied (a film removed): a value-or-null field. */
export const isNullable = (schema: TSchema): boolean => valueSchema(schema) !== schema;

/** What the field's schema says of it beside its label (`description`), if anything. */
export const hintOf = (schema: TSchema): string | undefined => valueSchema(schema).description;

export function kindOf(node: TSchema): FieldKind {
  const schema = valueSchema(node);
  const properties = propertiesOf(schema);
  if (schema.type === "object" && "image" in properties && "alt" in properties) return "image";
  if (schema.type === "object" && "key" in properties && "poster" in properties) return "video";
  if (schema.type === "object") return "group";
  if (schema.type === "array") return "list";
  if (schema.type === "integer" || schema.type === "number") return "number";
  if (schema.type === "boolean") return "switch";
  // A link to a page of the site or an outside one (Link in client/contract/common.ts): the picker.
  if (schema.siteLink === true) return "link";
  // A link or a mail address is one line however long it may be.
  const isLink = typeof schema.pattern === "string" && (schema.pattern.includes("https?://") || schema.pattern.includes("@"));
  return !isLink && (schema.maxLength ?? 0) >= PARAGRAPH_FROM ? "paragraph" : "line";
}

/** The group's fields in the schema's order (a value-or-null group's: an optional portrait's image and alt text). */
export const fieldsOf = (schema: TSchema): [string, TSchema][] => Object.entries(propertiesOf(valueSchema(schema)));

/** A list's entry schema. */
export const itemOf = (schema: TSchema): TSchema => (schema as unknown as { items: TSchema }).items;

/** What a field is called: its title, or its key made readable ("caseStudy" → "Case study"). */
export function labelOf(schema: TSchema, key: string): string {
  const { title } = valueSchema(schema);
  if (typeof title === "string") return title;
  const words = key.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A new list entry: blank texts, the smallest numbers, empty lists. Media entries are made by an upload instead. */
export function blankOf(schema: TSchema): unknown {
  switch (kindOf(schema)) {
    case "group":
      return Object.fromEntries(fieldsOf(schema).map(([key, child]) => [key, blankOf(child)]));
    case "list":
      return [];
    case "number":
      return schema.minimum ?? 0;
    case "switch":
      return false;
    case "image":
    case "video":
      return null;
    default:
      return "";
  }
}

/** A field's path as the form keys its errors: "knowMore/faqs/2/answer" (TypeBox's, without the leading slash). */
export const pathKey = (path: readonly (string | number)[]) => path.join("/");

export function valueAt(root: unknown, path: readonly (string | number)[]): unknown {
  return path.reduce<unknown>((node, key) => (node as Record<string | number, unknown> | null)?.[key], root);
}

/** A copy of `root` with `value` at `path`; every node on the way is copied, nothing else. */
export function withValueAt(root: unknown, path: readonly (string | number)[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  const node = root as Record<string | number, unknown>;
  const copy = (Array.isArray(node) ? [...node] : { ...node }) as Record<string | number, unknown>;
  copy[head] = withValueAt(node[head], rest, value);
  return copy;
}

/**
 * A change at a path: the new value, or a function of the value there when the change lands. An
 * upload's answer arrives after whatever the owner did meanwhile (an entry removed, another added),
 * so what it adds is added to the list as it is then, not as it was when the file was picked.
 */
export type ValueChange = unknown | ((current: unknown) => unknown);

/** A copy of `root` with `change` applied at `path`. */
export function changedAt(root: unknown, path: readonly (string | number)[], change: ValueChange): unknown {
  return withValueAt(root, path, typeof change === "function" ? change(valueAt(root, path)) : change);
}

/** What one entry of a list is called: the entry schema's title, or the list's label made singular ("FAQs" → "FAQ"). */
export function entryName(listLabel: string, item: TSchema): string {
  if (typeof item.title === "string") return item.title;
  if (/ies$/.test(listLabel)) return listLabel.replace(/ies$/, "y");
  if (/[^su]s$/.test(listLabel)) return listLabel.slice(0, -1);
  return listLabel;
}

/** "Add FAQ", "Add counter": the name lower-cased unless it is an acronym. */
export const addLabel = (name: string) => `Add ${/^[A-Z][a-z]/.test(name) ? name.charAt(0).toLowerCase() + name.slice(1) : name}`;

/** A list entry's name in messages and announcements: "FAQ 2: How long does it take?". */
export function entryLabel(name: string, index: number, entry: unknown): string {
  const first = typeof entry === "string" ? entry : firstText(entry);
  return first ? `${name} ${index + 1}: ${first.slice(0, 60)}` : `${name} ${index + 1}`;
}

function firstText(entry: unknown): string {
  if (!entry || typeof entry !== "object") return "";
  // "_id" names a stored record (a project's image), not something the owner wrote.
  for (const [key, value] of Object.entries(entry)) if (key !== "_id" && typeof value === "string" && value.trim()) return value.trim();
  return "";
}
