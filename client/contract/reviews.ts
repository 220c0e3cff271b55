// Reviews in the testimonial carousel: the record, the add and update forms, answers.
//
// Inside the code a review's fields are `name`, `primaryTitle` (the quote), `title` (the line the
// carousel emphasises) and its profile image. The admin API keeps the names its callers already
// use where they cross it: the record answers `_id`, `primarytitle` and `profileimg`; the forms
// send `clientName`, `clientPryTitle`, `clientSryTitle` and `clientImg`, and the add form its text
// as one JSON string field, `client` (REVIEW_WIRE below is the one table of these form names).
import { Type as t, type Static } from "@sinclair/typebox";
import { Answer, Id, IdParams, Nullable, Text } from "./common.ts";

export const REVIEW_LIMITS = { name: 120, primaryTitle: 1200, title: 300 } as const;

/** A review's text fields as the code names them. */
export type ReviewText = { name: string; primaryTitle: string; title: string };

/** The form field each text field and the image cross the admin API under, and the add form's JSON field. */
export const REVIEW_WIRE = {
  name: "clientName",
  primaryTitle: "clientPryTitle",
  title: "clientSryTitle",
  image: "clientImg",
  newText: "client",
} as const;

/** A review as the admin API and the page data answer it: `primarytitle` is the quote, `title` the emphasised highlight. */
export const Review = t.Object({
  _id: t.String(),
  name: t.String(),
  primarytitle: t.String(),
  title: t.String(),
  profileimg: Nullable(t.String()),
  /** The owner's order (ascending); lists already come in it. */
  position: t.Optional(t.Number()),
});
export type Review = Static<typeof Review>;

export const ReviewIdParams = IdParams("Client");
export const DeleteReviewBody = t.Object({ id: Id("Client") });

const name = Text("Client name", REVIEW_LIMITS.name, { required: true });
const primaryTitle = Text("Primary review", REVIEW_LIMITS.primaryTitle, { required: true });
const title = Text("Secondary review", REVIEW_LIMITS.title, { required: true });

/** The add form's `client` JSON: every field required. */
export const NewReviewText = t.Object({
  [REVIEW_WIRE.name]: name,
  [REVIEW_WIRE.primaryTitle]: primaryTitle,
  [REVIEW_WIRE.title]: title,
});
export type NewReviewText = Static<typeof NewReviewText>;

/** The text fields of the update form: each optional; a blank one keeps the current text. */
export const ReviewUpdateForm = t.Object({
  id: Id("Client"),
  [REVIEW_WIRE.name]: t.Optional(name),
  [REVIEW_WIRE.primaryTitle]: t.Optional(primaryTitle),
  [REVIEW_WIRE.title]: t.Optional(title),
});
export type ReviewUpdateForm = Static<typeof ReviewUpdateForm>;

/** The messages each text field's check answers, by the code's name of the field. */
export const REVIEW_REQUIRED: Record<keyof ReviewText, string> = {
  name: name.messages.required,
  primaryTitle: primaryTitle.messages.required,
  title: title.messages.required,
};

/** A review's text as the code names it, from the record the admin API answers. */
export const recordText = (review: Review): ReviewText => ({ name: review.name, primaryTitle: review.primarytitle, title: review.title });

/** A review's text under the form's names (what the add form's JSON and the update form carry). */
export const reviewFormText = (text: ReviewText): NewReviewText => ({
  [REVIEW_WIRE.name]: text.name,
  [REVIEW_WIRE.primaryTitle]: text.primaryTitle,
  [REVIEW_WIRE.title]: text.title,
});

/** The form's text under the code's names; a field the form left out stays out. */
export const reviewText = <T extends Partial<NewReviewText>>(form: T): { [K in keyof ReviewText]: T[(typeof REVIEW_WIRE)[K]] } => ({
  name: form[REVIEW_WIRE.name],
  primaryTitle: form[REVIEW_WIRE.primaryTitle],
  title: form[REVIEW_WIRE.title],
});

export const REVIEW_MESSAGES = {
  imageRequired: "Please choose a profile image",
  imageLabel: "Profile image",
  badJson: "The client field must be a JSON object with clientName, clientPryTitle and clientSryTitle",
  notFound: "Client not found",
  added: "Client added successfully",
  updated: "Client updated successfully",
  deleted: "Client deleted successfully",
} as const;

export const ReviewAnswer = Answer({ client: Review });
export type ReviewAnswer = Static<typeof ReviewAnswer>;
export const ReviewsAnswer = Answer({ clients: t.Array(Review) });
export type ReviewsAnswer = Static<typeof ReviewsAnswer>;
