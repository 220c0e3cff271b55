// Browser-side checks against the contract's schemas: the same limits and the same words as
// the server (describeError is shared), keyed by field path ("forms/message"), plus a way to
// place a server's 400 at the field it is about.
import type { TSchema } from "@sinclair/typebox";
import { Value } from "@sinclair/typebox/value";
import { ApiError } from "../../../api.ts";
import { describeError, valueError } from "../../../contract/describe-error.ts";

export type FieldErrors = Record<string, string | undefined>;

/** Every failing field's first message, keyed by its path without the leading slash. */
export function check(schema: TSchema, value: unknown): FieldErrors {
  const errors: FieldErrors = {};
  for (const error of Value.Errors(schema, value)) {
    // An error inside a value-or-null field is placed at the field it is about.
    const placed = valueError(error) ?? error;
    errors[placed.path.replace(/^\//, "")] ??= describeError(placed);
  }
  return errors;
}

/** A field's maxLength as the schema states it (Optional and Union wrappers looked through). */
export function maxOf(schema: TSchema, path: string): number {
  let node: TSchema | undefined = schema;
  for (const key of path.split("/")) node = (node as { properties?: Record<string, TSchema> }).properties?.[key];
  const found = (s: TSchema | undefined): number | undefined =>
    s?.maxLength ?? (s?.anyOf as TSchema[] | undefined)?.map(found).find((n) => n !== undefined);
  const max = found(node);
  if (max === undefined) throw new Error(`the contract states no length limit for ${path}`);
  return max;
}

/** Every message each field can answer with, keyed by path: what serverFieldError matches. */
export function messagesOf(schema: TSchema, prefix = ""): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  const properties = (schema as { properties?: Record<string, TSchema> }).properties ?? {};
  for (const [key, child] of Object.entries(properties)) {
    const path = prefix + key;
    if (child.properties) Object.assign(out, messagesOf(child, `${path}/`));
    const own = [child, ...((child.anyOf as TSchema[] | undefined) ?? [])].flatMap((s) => [
      ...Object.values((s.messages as Record<string, string> | undefined) ?? {}),
      ...(typeof s.error === "string" ? [s.error] : []),
    ]);
    if (own.length) out[path] = own;
  }
  return out;
}

/**
 * A failed save's message and the field it names, if any: the server answers 400 with the
 * contract's own words for that field, so they are looked up among the words the form knows.
 */
export function serverFieldError(error: unknown, known: Record<string, string[]>): { field?: string; message: string } | null {
  if (!(error instanceof ApiError) || (error.status !== 400 && error.status !== 409) || !error.message) return null;
  const body = error.body as { field?: unknown } | null;
  if (body && typeof body.field === "string") return { field: body.field, message: error.message };
  const field = Object.entries(known).find(([, messages]) => messages.includes(error.message))?.[0];
  return { field, message: error.message };
}
