import { useState } from "react";
import { call } from "../../../api.ts";
import { AdminShell } from "../../../components/admin/admin-shell.tsx";
import { ReviewForm } from "../../../components/admin/review-form.tsx";
import { FormColumns } from "../../../components/admin/form-columns.tsx";
import { markAdded } from "../../../components/admin/fresh.ts";
import { LoadFailed, Loading } from "../../../components/admin/load-state.tsx";
import { orderedList } from "../../../components/admin/ordered-list.ts";
import { ReviewCard } from "../../../components/admin/review-card.tsx";
import { useLoad } from "../../../components/admin/use-load.ts";
import type { Review } from "../../../contract/reviews.ts";
import type { PageProps } from "../../../lazy-page.tsx";
import { BulkActions } from "../../../components/admin/bulk-actions.tsx";
import { SelectionBar } from "../../../components/admin/selection-bar.tsx";
import { useSelection } from "../../../components/admin/use-selection.ts";
import { REVIEWS } from "../../../contract/endpoints/carousels.ts";
import { SAFETY } from "../../../contract/endpoints/safety.ts";

export default function ReviewsPage(_props: PageProps) {
  const loaded = useLoad<Review[]>(async () => (await call(REVIEWS.list)).clients!, "Failed to load the reviews", "reviews");
  const list = loaded.state === "ready" ? loaded.data : null;
  // New reviews go first, as on the home page, and glow once.
  const [added, setAdded] = useState<ReadonlySet<string>>(new Set());
  const reviews = orderedList<Review>(
    (review) => review._id,
    loaded.set,
    (ids) => call(SAFETY.order, { params: { list: "reviews" }, body: { ids } }),
  );
  const selection = useSelection(list?.map((review) => review._id) ?? []);

  return (
    <AdminShell
      section="reviews"
      title="Client Reviews"
      lead="Reviews rotate in the testimonial carousel on the home page, newest first; reorder them on the dashboard."
    >
      <FormColumns
        heading="Add a review"
        formFirst
        form={
          <ReviewForm
            onSaved={(review) => {
              markAdded(review._id);
              setAdded((ids) => new Set(ids).add(review._id));
              loaded.set((current) => [review, ...current]);
            }}
          />
        }
      >
        <section className="admin-section admin-section--flush" aria-labelledby="reviews-heading">
          <h2 id="reviews-heading">All reviews {list ? <span className="admin-count">{list.length}</span> : null}</h2>
          {loaded.state === "loading" ? <Loading label="Loading reviews..." /> : null}
          {loaded.state === "error" ? <LoadFailed message={loaded.message} reload={loaded.reload} /> : null}
          {list && list.length === 0 ? <p className="admin-empty">No reviews yet. Add the first one with the form.</p> : null}
          {list && list.length > 0 ? (
            <SelectionBar selection={selection} noun="reviews">
              {(ids, done) => <BulkActions list="reviews" label="Review" ids={ids} done={done} onChanged={loaded.refresh} />}
            </SelectionBar>
          ) : null}
          {list && list.length > 0 ? (
            <ul className="admin-grid admin-grid--reviews-list">
              {list.map((review) => (
                <li key={review._id}>
                  <ReviewCard review={review} fresh={added.has(review._id)} selection={selection} onDeleted={() => reviews.remove(review)} />
                </li>
              ))}
            </ul>
          ) : null}
        </section>
      </FormColumns>
    </AdminShell>
  );
}
