// Sessions in the database: a token is good while its account exists, its token version is the
// account's current one, and it has not been signed out by its id.
import type { Sql } from "../db/connect.ts";
import type { Session } from "./tokens.ts";

/** The account a session token belongs to, or null when the token no longer counts. */
export async function activeAccount(sql: Sql, session: Session): Promise<{ id: string; username: string } | null> {
  const [row] = await sql<{ id: string; username: string }[]>`
    select a.id, a.username from admins a
    where a.username = ${session.username} and a.token_version = ${session.version}
      and not exists (select 1 from revoked_tokens r where r.jti = ${session.jti})`;
  return row ?? null;
}

/** "Logout": this token stops working now; the row is kept only until the token would expire anyway. */
export async function revokeToken(sql: Sql, session: Session): Promise<void> {
  await sql`delete from revoked_tokens where expires_at < now()`;
  await sql`insert into revoked_tokens (jti, expires_at) values (${session.jti}, ${session.expiresAt}) on conflict do nothing`;
}

/** Every token the account signed so far stops working; answers the new version for a fresh token. */
export async function revokeAllSessions(sql: Sql, accountId: string): Promise<number> {
  const [row] = await sql<{ tokenVersion: number }[]>`
    update admins set token_version = token_version + 1, updated_at = now() where id = ${accountId} returning token_version`;
  return row!.tokenVersion;
}
