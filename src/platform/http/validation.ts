// One way to check input against the contract's schemas and to word what is wrong with it:
// JSON bodies (through Elysia, see errors.ts) and multipart text fields (through TypeBox Value,
// see media/upload-form.ts) give the same messages, taken from the schema's `messages`.
import type { Static, TSchema } from "@sinclair/typebox";
import { Value } from "@sinclair/typebox/value";
import { describeError } from "../../../client/contract/describe-error.ts";
import { fail } from "./errors.ts";

/** The value, checked: a 400 naming the first problem otherwise. */
export function checked<T extends TSchema>(schema: T, value: unknown): Static<T> {
  if (Value.Check(schema, value)) return value;
  const first = Value.Errors(schema, value).First();
  fail(400, first ? describeError(first) : "The request is invalid");
}

/** The body with its top-level strings trimmed: "  Speed Boat " is stored as "Speed Boat". */
export function trimmed<T extends object>(body: T): T {
  const out = { ...body } as Record<string, unknown>;
  for (const [key, value] of Object.entries(out)) if (typeof value === "string") out[key] = value.trim();
  return out as T;
}

/** Every string in the value trimmed, however deep: a document's or a form's texts as typed, without stray spaces. */
export function trimmedDeep<T>(value: T): T {
  if (typeof value === "string") return value.trim() as T;
  if (Array.isArray(value)) return value.map(trimmedDeep) as T;
  if (typeof value === "object" && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, trimmedDeep(inner)])) as T;
  }
  return value;
}

/**
 * An answer schema as routes declare it: checked when the answer is sent, but not held against the
 * handler's type, which Elysia reads as `never` for unions built from a list (FamilySchema).
 */
export const answers = (schema: TSchema): TSchema => schema;
