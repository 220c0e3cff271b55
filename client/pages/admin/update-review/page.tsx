import { call } from "../../../api.ts";
import { ReviewForm } from "../../../components/admin/review-form.tsx";
import { EditRecord } from "../../../components/admin/edit-record.tsx";
import type { Review } from "../../../contract/reviews.ts";
import type { PageProps } from "../../../lazy-page.tsx";
import { REVIEWS } from "../../../contract/endpoints/carousels.ts";

const LEAD = "Change the review's text or photo; blank fields keep their current text.";
const load = async (id: string) => (await call(REVIEWS.get, { params: { id } })).client!;
const describe = (review: Review) => `Review by ${review.name}`;

// The screen keeps the title and the loading and missing-id words an owner knows ("Update Client", "client").
export default function UpdateReviewPage({ params }: PageProps) {
  return (
    <EditRecord section="reviews" title="Update Client" lead={LEAD} id={params.id} noun="client" load={load} describe={describe}>
      {(review, done) => <ReviewForm review={review} onSaved={done} />}
    </EditRecord>
  );
}
