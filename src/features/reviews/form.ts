// The add-review form carries its text as one JSON string field, `client`, parsed here (never by
// the framework) with prototype keys refused, then checked against the contract's schema
// (client/contract/reviews.ts) like any other body.
import {
  NewReviewText,
  REVIEW_MESSAGES,
  REVIEW_REQUIRED,
  REVIEW_WIRE,
  reviewText,
  type ReviewText,
  type ReviewUpdateForm,
} from "../../../client/contract/reviews.ts";
import { fail } from "../../platform/http/errors.ts";
import { checked, trimmed } from "../../platform/http/validation.ts";

const FORBIDDEN_KEYS = new Set(["__proto__", "constructor", "prototype"]);

/** The add form: every text field required. */
export function readNewReview(form: FormData): ReviewText {
  const raw = form.get(REVIEW_WIRE.newText);
  if (typeof raw !== "string" || !raw.trim()) fail(400, REVIEW_REQUIRED.name);
  return reviewText(trimmed(checked(NewReviewText, parseReviewJson(raw))));
}

/** The update form's fields as column changes; absent ones keep the current text. */
export function reviewChanges(form: ReviewUpdateForm): Partial<ReviewText> {
  return reviewText(form);
}

function parseReviewJson(raw: string): Record<string, unknown> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw, (key, value) => {
      if (FORBIDDEN_KEYS.has(key)) throw new SyntaxError("forbidden key");
      return value;
    });
  } catch {
    fail(400, REVIEW_MESSAGES.badJson);
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) fail(400, REVIEW_MESSAGES.badJson);
  return parsed as Record<string, unknown>;
}
