// The admin account as the sign-in needs it, and the password check. An unknown username costs
// the same argon2 verification as a wrong password, so neither the answer nor its timing tells
// which one was wrong.
import type { Sql } from "../db/connect.ts";
import { hashPassword } from "./accounts.ts";

export type Account = {
  id: string;
  username: string;
  passwordHash: string;
  tokenVersion: number;
  totpSecret: string | null;
  totpPendingSecret: string | null;
};

let dummyHash: Promise<string> | undefined;

export async function findAccount(sql: Sql, username: string): Promise<Account | undefined> {
  // No account name holds a control character (and Postgres refuses NUL in text): not looked up.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what this refuses
  if (/[\u0000-\u001f\u007f]/.test(username)) return undefined;
  const [account] = await sql<Account[]>`
    select id, username, password_hash, token_version, totp_secret, totp_pending_secret
    from admins where username = ${username}`;
  return account;
}

/** What an unknown username's check runs against: a hash at the app's own cost, made once. */
function appCostDummy(): Promise<string> {
  dummyHash ??= hashPassword(crypto.randomUUID());
  return dummyHash;
}

export async function passwordMatches(account: Account | undefined, password: string, unknownUserHash = appCostDummy): Promise<boolean> {
  const hash = account?.passwordHash ?? (await unknownUserHash());
  const matches = await Bun.password.verify(password, hash).catch(() => false);
  return matches && account !== undefined;
}
