import { useState, type ReactNode } from "react";
import type { Review } from "../../contract/reviews.ts";
import { call } from "../../api.ts";
import { PrefetchLink } from "../prefetch-link.tsx";
import { ConfirmDelete } from "./confirm-delete.tsx";
import { SelectBox } from "./select-box.tsx";
import type { Selection } from "./use-selection.ts";
import { REVIEWS } from "../../contract/endpoints/carousels.ts";

const DEFAULT_AVATAR = "/images/avatars/default.svg";

type Props = { review: Review; onDeleted(): (() => void) | void; handle?: ReactNode; fresh?: boolean; selection: Selection };

export function ReviewCard({ review, onDeleted, handle, fresh, selection }: Props) {
  return (
    <div className={`admin-card review-card${fresh ? " is-new" : ""}${selection.has(review._id) ? " is-selected" : ""}`}>
      <div className="review-card__who">
        <SelectBox selection={selection} id={review._id} label={`Select the review by ${review.name}`} />
        <Avatar src={review.profileimg} />
        <p className="review-card__name">{review.name}</p>
      </div>
      <p className="review-card__highlight">{review.title}</p>
      <p className="review-card__quote">{review.primarytitle}</p>
      <div className="admin-card__actions">
        {handle}
        <PrefetchLink href={`/admin/updateclient/${review._id}`} className="admin-action" aria-label={`Edit the review by ${review.name}`}>
          Edit
        </PrefetchLink>
        <ConfirmDelete
          what={`the review by ${review.name}`}
          remove={() => call(REVIEWS.remove, { body: { id: review._id } })}
          onDeleted={onDeleted}
        />
      </div>
    </div>
  );
}

function Avatar({ src, size = 48 }: { src: string | null; size?: number }) {
  const [failed, setFailed] = useState(false);
  return (
    <img
      className="avatar"
      src={!src || failed ? DEFAULT_AVATAR : src}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      onError={() => setFailed(true)}
    />
  );
}
