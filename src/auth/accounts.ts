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
    const [row] = await sql<{ inserted: boolean }[]>`
      insert into admins (username, password_hash)
      values (${username}, ${await hashPassword(wanted.password)})
      on conflict (username) do update set password_hash = excluded.password_hash, updated_at = now()
      returning (xmax = 0) as inserted`;
    return row?.inserted ? { action: "created", username, password: wanted.password, generated: false } : { action: "updated", username };
  }
  const [existing] = await sql`select 1 from admins limit 1`;
  if (existing) return { action: "unchanged" };
  const username = wanted.username ?? DEFAULT_ADMIN_USERNAME;
  const password = randomPassword();
  await sql`insert into admins (username, password_hash) values (${username}, ${await hashPassword(password)})`;
  return { action: "created", username, password, generated: true };
}

export async function setPassword(sql: Sql, username: string, password: string): Promise<boolean> {
  const rows = await sql`
    update admins set password_hash = ${await hashPassword(password)}, updated_at = now()
    where username = ${username} returning id`;
  return rows.length === 1;
}

export function hashPassword(password: string): Promise<string> {
  return Bun.password.hash(password, { algorithm: "argon2id" });
}

export function randomPassword(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(18));
  return Buffer.from(bytes).toString("base64url");
}
