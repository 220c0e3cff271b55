// How a value that fails a contract schema is worded, on both sides: the server's 400 answers
// (src/platform/http/validation.ts) and the admin forms' own checks use this one function.
import type { TSchema } from "@sinclair/typebox";
import { ValueErrorType, type ValueError } from "@sinclair/typebox/errors";
import type { FieldMessages } from "./common.ts";

type Described = Pick<ValueError, "type" | "schema" | "value" | "path"> & { errors?: ValueError["errors"] };

/**
 * A value or null (Nullable) with no words of its own: a value that is not null is told what is
 * wrong with it as a value, at the field inside it (a new portrait's missing alt text); none for any other error.
 */
export function valueError(error: Described): ValueError | undefined {
  const schema = error.schema as TSchema & { error?: unknown };
  const nullable = (schema.anyOf as TSchema[] | undefined)?.some((variant) => variant.type === "null");
  if (error.type !== ValueErrorType.Union || !nullable || schema.error !== undefined || error.value === null) return undefined;
  return error.errors?.map((variant) => variant.First()).find((first) => first !== undefined && first.type !== ValueErrorType.Null);
}

/** "Title is required", never a schema dump, and never the submitted value echoed back. */
export function describeError(error: Described): string {
  const schema = error.schema as TSchema & { messages?: FieldMessages; error?: unknown };
  const messages = schema.messages;
  if (messages) {
    switch (error.type) {
      case ValueErrorType.ObjectRequiredProperty:
      case ValueErrorType.StringMinLength:
        return messages.required;
      case ValueErrorType.String:
        return error.value === undefined || error.value === null ? messages.required : messages.notText;
      case ValueErrorType.StringMaxLength:
        return messages.tooLong;
      case ValueErrorType.StringPattern:
        return typeof error.value === "string" && error.value.trim() === "" ? messages.required : messages.invalid;
      default:
        return messages.invalid;
    }
  }
  const inner = valueError(error);
  if (inner) return describeError(inner);
  const field = error.path.replace(/^\//, "").replace(/\//g, ".");
  if (error.type === ValueErrorType.ObjectAdditionalProperties) return `${field} is not a field of this form`;
  if (typeof schema.error === "string") return schema.error;
  return field ? `${field} is missing or invalid` : "The request is invalid";
}
