// The fields of a declared list's form (client/contract/list.ts), read from its TypeBox schema so
// the generic list screen (client/pages/admin/list/page.tsx) needs no form of its own: a string
// with a title and a maxLength is a text box (a long one, a text area), a boolean a checkbox, a
// union of literals a select. A field of another kind is left out: such a list wants its own
// screen.
import type { TObject, TSchema } from "@sinclair/typebox";
import { Value } from "@sinclair/typebox/value";

export type FormField =
  | { kind: "text"; field: string; label: string; maxLength: number; required?: string; multiline: boolean; blankAllowed: boolean }
  | { kind: "check"; field: string; label: string }
  | { kind: "select"; field: string; label: string; options: string[] };

/** A text longer than this is typed in a text area. */
const ONE_LINE = 160;

/**
 * The form's fields, in the schema's order. `required` is the message of a text that must not be
 * blank: one the schema (or `creating`, the create body's, for an edit form of the same list)
 * requires and refuses blank.
 */
export function formFields(schema: TObject, creating: TObject = schema): FormField[] {
  const required = new Set(creating.required ?? []);
  return Object.entries(schema.properties).flatMap(([field, node]): FormField[] => {
    const label = typeof node.title === "string" ? node.title : undefined;
    if (field === "_id" || !label) return [];
    if (node.type === "string" && typeof node.maxLength === "number") {
      const blankAllowed = Value.Check(node, "");
      const multiline = node.maxLength > ONE_LINE;
      const message = (node.messages as { required?: string } | undefined)?.required ?? `${label} is required`;
      return [
        {
          kind: "text",
          field,
          label,
          maxLength: node.maxLength,
          required: required.has(field) && !blankAllowed ? message : undefined,
          multiline,
          blankAllowed,
        },
      ];
    }
    if (node.type === "boolean") return [{ kind: "check", field, label }];
    const literals = ((node.anyOf as TSchema[] | undefined) ?? []).map((option) => option.const);
    if (literals.length > 0 && literals.every((value) => typeof value === "string")) return [{ kind: "select", field, label, options: literals }];
    return [];
  });
}

/** What a form sends: every field shown, a text the schema refuses blank left out (kept as it was, or the default). */
export function bodyOf(fields: FormField[], values: Record<string, unknown>): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const field of fields) {
    const value = values[field.field];
    if (field.kind === "text") {
      const text = String(value ?? "").trim();
      if (text || field.blankAllowed) body[field.field] = text;
    } else if (value !== undefined && value !== "") body[field.field] = value;
  }
  return body;
}
