// Admin writes to the reviews (table `clients`, see collection.ts); a replaced avatar's key is
// answered so it can be removed once no cached page shows it.
import type { Review, ReviewText } from "../../../client/contract/reviews.ts";
import { firstPosition } from "../../platform/collections/reorder.ts";
import type { Sql } from "../../platform/db/connect.ts";
import { reviews } from "./collection.ts";
import { toReview, type ReviewRow } from "./queries.ts";

export async function insertReview(sql: Sql, review: ReviewText & { profileKey: string }): Promise<Review> {
  const [row] = await sql<ReviewRow[]>`
    insert into clients (name, primary_title, title, profile_key, position)
    values (${review.name}, ${review.primaryTitle}, ${review.title}, ${review.profileKey}, ${firstPosition(sql, reviews)})
    returning id, name, primary_title, title, profile_key, position`;
  return toReview(row!);
}

/** Applies the given changes; answers the updated review and the image key it replaced. */
export async function updateReview(sql: Sql, id: string, changes: Partial<ReviewText> & { profileKey?: string }) {
  const [row] = await sql<(ReviewRow & { oldKey: string | null })[]>`
    with old as (select id, profile_key from clients where id = ${id} and deleted_at is null for update)
    update clients set
      name = coalesce(${changes.name ?? null}, clients.name),
      primary_title = coalesce(${changes.primaryTitle ?? null}, clients.primary_title),
      title = coalesce(${changes.title ?? null}, clients.title),
      profile_key = coalesce(${changes.profileKey ?? null}, clients.profile_key)
    from old where clients.id = old.id
    returning clients.id, clients.name, clients.primary_title, clients.title, clients.profile_key, clients.position, old.profile_key as old_key`;
  if (!row) return null;
  return { review: toReview(row), oldKey: changes.profileKey ? row.oldKey : null };
}
