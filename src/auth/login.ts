// Checks a username and password. An unknown username costs the same argon2 verification as a
// wrong password, so neither the answer nor its timing tells which one was wrong.
import type { Sql } from "../db/connect.ts";
import { hashPassword } from "./accounts.ts";

let dummyHash: Promise<string> | undefined;

export async function checkCredentials(sql: Sql, username: string, password: string): Promise<boolean> {
  // No account name holds a control character (and Postgres refuses NUL in text): not looked up.
  const [admin] = /[\u0000-\u001f\u007f]/.test(username) ? [] : await sql<{ passwordHash: string }[]>`select password_hash from admins where username = ${username}`;
  dummyHash ??= hashPassword(crypto.randomUUID());
  const hash = admin?.passwordHash ?? (await dummyHash);
  const matches = await Bun.password.verify(password, hash).catch(() => false);
  return matches && admin !== undefined;
}
