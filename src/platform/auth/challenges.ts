// The server-side record of a two-factor challenge (migrations/00007_sign_in_challenges.sql):
// the challenge token alone proved only that a password step passed within five minutes, so
// the same token could carry any number of code guesses. Now each challenge takes at most
// CHALLENGE_MAX_CODES codes, is tied to its account, and is used up by the sign-in it completes.
import { CHALLENGE_MAX_CODES } from "../../../client/contract/account.ts";
import type { Sql } from "../db/connect.ts";
import { CHALLENGE_SECONDS } from "./tokens.ts";

/** A new challenge for the account; answers its id (the challenge token's jti). */
export async function openChallenge(sql: Sql, accountId: string): Promise<string> {
  const id = crypto.randomUUID();
  await sql`delete from sign_in_challenges where expires_at < now()`;
  await sql`
    insert into sign_in_challenges (id, admin_id, expires_at)
    values (${id}, ${accountId}, now() + ${`${CHALLENGE_SECONDS} seconds`}::interval)`;
  return id;
}

/**
 * Counts one code against the challenge, before the code is checked (so parallel guesses
 * cannot all slip in): the codes it has left after this one, or null when it is used up,
 * expired, someone else's or unknown.
 */
export async function tryCode(sql: Sql, id: string, accountId: string): Promise<number | null> {
  const [row] = await sql<{ codesTried: number }[]>`
    update sign_in_challenges set codes_tried = codes_tried + 1
    where id = ${id} and admin_id = ${accountId} and expires_at > now() and codes_tried < ${CHALLENGE_MAX_CODES}
    returning codes_tried`;
  return row ? CHALLENGE_MAX_CODES - row.codesTried : null;
}

/** Ends a challenge; true for the one caller that ended it (a right code completes one sign-in). */
export async function closeChallenge(sql: Sql, id: string): Promise<boolean> {
  return (await sql`delete from sign_in_challenges where id = ${id} returning id`).length === 1;
}
