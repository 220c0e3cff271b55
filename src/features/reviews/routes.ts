// The review endpoints of the admin API (client/contract/endpoints/carousels.ts), at the paths and with the
// answer names its callers already use (`clients`, `client`, /api/admin/updateclient: see
// client/contract/reviews.ts). The list is public: it is the testimonial carousel's fallback
// source. Every write drops the cached pages and this list (the declaration's tags), so both
// update at once.
import type { AnswerOf } from "../../../client/contract/endpoint.ts";
import { REVIEWS } from "../../../client/contract/endpoints/carousels.ts";
import { adminRoutes } from "../../platform/collections/admin-routes.ts";
import { listKit, type ListDeps } from "../../platform/collections/kit.ts";
import { cachedJson } from "../../platform/cache/cached-json.ts";
import { fail } from "../../platform/http/errors.ts";
import type { StoredImage } from "../../../client/contract/stored-media.ts";
import { leaveBodyUnread, readFormFields, readImageField, readUploadForm } from "../../platform/media/upload-form.ts";
import { DeleteReviewBody, REVIEW_MESSAGES, REVIEW_WIRE, ReviewAnswer, ReviewIdParams, ReviewUpdateForm } from "../../../client/contract/reviews.ts";
import { reviews } from "./collection.ts";
import { readNewReview, reviewChanges } from "./form.ts";
import { getReview, listReviews } from "./queries.ts";
import { insertReview, updateReview } from "./writes.ts";

const reviewName = (answer: { client: { name: string } }) => answer.client.name;

export function reviewRoutes(deps: ListDeps) {
  const { sql, cache, uploadMaxBytes } = deps;
  const kit = listKit(deps, reviews);
  const parse = leaveBodyUnread;
  const readAvatar = (form: FormData) => readImageField(form, REVIEW_WIRE.image, REVIEW_MESSAGES.imageLabel, uploadMaxBytes);

  return (
    adminRoutes(deps, "reviews")
      .get(REVIEWS.list.path, ({ request }) =>
        cachedJson(cache, request, reviews.tags, async () => ({ success: true, message: "Clients loaded", clients: await listReviews(sql) })),
      )
      .get(
        REVIEWS.get.path,
        async ({ params }) => {
          const review = (await getReview(sql, params.id)) ?? fail(404, REVIEW_MESSAGES.notFound);
          return { success: true, message: "Client loaded", client: review } satisfies AnswerOf<typeof REVIEWS.get>;
        },
        { admin: true, params: ReviewIdParams, response: ReviewAnswer },
      )
      .post(
        REVIEWS.add.path,
        async ({ request, set }) => {
          const form = await readUploadForm(request, uploadMaxBytes);
          const text = readNewReview(form);
          const image = (await readAvatar(form)) ?? fail(400, REVIEW_MESSAGES.imageRequired);
          const review = await kit.addImage(request, image, (stored) => insertReview(sql, { ...text, profileKey: stored.key }));
          set.status = 201;
          return { success: true, message: REVIEW_MESSAGES.added, client: review } satisfies AnswerOf<typeof REVIEWS.add>;
        },
        { parse, ...kit.creates(ReviewAnswer, reviewName) },
      )
      .post(
        REVIEWS.update.path,
        async ({ request, afterInvalidate }) => {
          const form = await readUploadForm(request, uploadMaxBytes);
          const fields = readFormFields(form, ReviewUpdateForm);
          const changes = reviewChanges(fields);
          const image = await readAvatar(form);
          const update = async (stored?: StoredImage) =>
            (await updateReview(sql, fields.id, { ...changes, profileKey: stored?.key })) ?? fail(404, REVIEW_MESSAGES.notFound);
          const updated = await kit.withImage(request, image, update);
          kit.dropReplaced(afterInvalidate, updated.oldKey);
          return { success: true, message: REVIEW_MESSAGES.updated, client: updated.review } satisfies AnswerOf<typeof REVIEWS.update>;
        },
        { parse, ...kit.updates(ReviewAnswer, reviewName) },
      )
      // To the trash: the row and its avatar stay until restored or purged.
      .post(REVIEWS.remove.path, ({ body }) => kit.trash(body.id, REVIEW_MESSAGES) satisfies Promise<AnswerOf<typeof REVIEWS.remove>>, {
        body: DeleteReviewBody,
        ...kit.deletes,
      })
  );
}
