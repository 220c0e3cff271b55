// The reviews (the testimonial carousel) as a managed list (src/platform/collections/collection.ts).
// The table keeps its first name, `clients`: renaming it needs a migration, and backups made
// before would then name a table the site no longer has (src/platform/backup/archive.ts keys rows by table).
import { NewReviewText, Review, recordText, reviewFormText } from "../../../client/contract/reviews.ts";
import { defineCollection } from "../../platform/collections/collection.ts";
import { listReviews } from "./queries.ts";

export const reviews = defineCollection({
  name: "reviews",
  sampleColumn: "sample",
  table: "clients",
  label: "Review",
  titleColumn: "name",
  tags: ["reviews"],
  image: { column: "profile_key", kind: { folder: "avatars", store: "object", fit: "avatar" } },
  schema: Review,
  list: listReviews,
  form: NewReviewText,
  formFields: (review) => reviewFormText(recordText(review)),
  images: (review) => [review.profileimg],
});
