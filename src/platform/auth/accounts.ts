// The admin accounts. At start (ensureFirstAdmin) ADMIN_USERNAME/ADMIN_PASSWORD only make the
// first account, or, with no password set, one with a random password that is printed once;
// after that the accounts are the admin panel's and `bun run reset-password`'s (ensureAdmin):
// a setting re-applied at every start would undo a password changed in the panel.
import type { Sql } from "../db/connect.ts";

export const DEFAULT_ADMIN_USERNAME = "admin";

export type FirstAdmin =
  | { action: "created"; username: string; password: string; generated: boolean }
  /** An account existed: the settings were not used; `ignored` names those that were given. */
  | { action: "kept"; ignored: string[] };

export async function ensureFirstAdmin(sql: Sql, wanted: { username?: string; password?: string }): Promise<FirstAdmin> {
  const ignored = [wanted.username && "ADMIN_USERNAME", wanted.password && "ADMIN_PASSWORD"].filter((name): name is string => !!name);
  const [existing] = await sql`select 1 from admins limit 1`;
  if (existing) return { action: "kept", ignored };
  const username = wanted.username ?? DEFAULT_ADMIN_USERNAME;
  const password = wanted.password ?? randomPassword();
  // Two instances starting together on a new database: one makes the account, the other keeps it.
  const made = await sql`
    insert into admins (username, password_hash) values (${username}, ${await hashPassword(password)})
    on conflict (username) do nothing returning username`;
  if (made.length === 0) return { action: "kept", ignored };
  return { action: "created", username, password, generated: !wanted.password };
}

export type AdminSetup = { action: "created" | "updated"; username: string } | { action: "unchanged" };

/** Gives `username` this password, making the account if it is missing (reset-password). */
export async function ensureAdmin(sql: Sql, wanted: { username?: string; password: string }): Promise<AdminSetup> {
  const username = wanted.username ?? DEFAULT_ADMIN_USERNAME;
  // Only a different password is a change (which signs out every session).
  const [current] = await sql<{ passwordHash: string }[]>`select password_hash from admins where username = ${username}`;
  if (current && (await Bun.password.verify(wanted.password, current.passwordHash).catch(() => false))) return { action: "unchanged" };
  if (current) {
    await setPassword(sql, username, wanted.password);
    return { action: "updated", username };
  }
  await sql`insert into admins (username, password_hash) values (${username}, ${await hashPassword(wanted.password)}) on conflict (username) do nothing`;
  return { action: "created", username };
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

function randomPassword(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(18));
  return Buffer.from(bytes).toString("base64url");
}
