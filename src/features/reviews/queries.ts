import type { Review, ReviewText } from "../../../client/contract/reviews.ts";
import type { Queries, Sql } from "../../platform/db/connect.ts";
import { mediaUrl } from "../../../client/contract/stored-media.ts";

export type ReviewRow = ReviewText & { id: string; profileKey: string | null; position: number };

/** A row as the admin API answers it (client/contract/reviews.ts gives the answer's names). */
export function toReview(row: ReviewRow): Review {
  return {
    _id: row.id,
    name: row.name,
    primarytitle: row.primaryTitle,
    title: row.title,
    profileimg: mediaUrl(row.profileKey),
    position: row.position,
  };
}

export async function listReviews(sql: Queries): Promise<Review[]> {
  const rows = await sql<ReviewRow[]>`
    select id, name, primary_title, title, profile_key, position from clients
    where deleted_at is null order by position, created_at desc, id`;
  return rows.map(toReview);
}

export async function getReview(sql: Sql, id: string): Promise<Review | null> {
  const [row] = await sql<ReviewRow[]>`
    select id, name, primary_title, title, profile_key, position from clients where id = ${id} and deleted_at is null`;
  return row ? toReview(row) : null;
}
