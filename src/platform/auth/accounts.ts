// The admin account: created or updated from ADMIN_USERNAME/ADMIN_PASSWORD at start, or, on a
// fresh install with neither set, created with a random password that is printed once.
import type { Sql } from "../db/connect.ts";

export const DEFAULT_ADMIN_USERNAME = "admin";

export type AdminSetup =
  | { action: "created"; username: string; password: string; generated: boolean }
  | { action: "updated"; username: string }
  | { action: "unchanged" };

export async function ensureAdmin(sql: Sql, wanted: { username?: string; password?: string }): Promise<AdminSetup> {
  if (wanted.password) {
    const username = wanted.username ?? DEFAULT_ADMIN_USERNAME;
    // ADMIN_PASSWORD is applied at every start: only a different password is a change (which
    // signs out every session), so a restart keeps the admin signed in.
    const [current] = await sql<{ passwordHash: string }[]>`select password_hash from admins where username = ${username}`;
    if (current && (await Bun.password.verify(wanted.password, current.passwordHash).catch(() => false))) return { action: "unchanged" };
    if (current) {
      await setPassword(sql, username, wanted.password);
      return { action: "updated", username };
    }
    await sql`insert into admins (username, password_hash) values (${username}, ${await hashPassword(wanted.password)}) on conflict (username) do nothing`;
    return { action: "created", username, password: wanted.password, generated: false };
  }
  const [existing] = await sql`select 1 from admins limit 1`;
  if (existing) return { action: "unchanged" };
  const username = wanted.username ?? DEFAULT_ADMIN_USERNAME;
  const password = randomPassword();
  await sql`insert into admins (username, password_hash) values (${username}, ${await hashPassword(password)})`;
  return { action: "created", username, password, generated: true };
}

/**
 * A new password signs out every session of the account (their token version is now stale).
 * Answers the new token version, for a fresh token of the session that asked; null: no account.
 */
export async function setPassword(sql: Sql, username: string, password: string): Promise<number | null> {
  const [row] = await sql<{ tokenVersion: number }[]>`
    update admins set password_hash = ${await hashPassword(password)}, token_version = token_version + 1, updated_at = now()
    where username = ${username} returning token_version`;
  return row?.tokenVersion ?? null;
}

export function hashPassword(password: string): Promise<string> {
  return Bun.password.hash(password, { algorithm: "argon2id" });
}

export function randomPassword(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(18));
  return Buffer.from(bytes).toString("base64url");
}
