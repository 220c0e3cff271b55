// What a backup holds: the site's content, never its credentials. Accounts, password hashes,
// TOTP secrets, recovery codes, sessions, revocations, sign-in limits, two-factor challenges and the migration record
// stay with the running site, so a restore keeps the owner who restores signed in and can bring
// back no old password, secret or revoked token. So does the site's own working state, the mail
// outbox: a restore neither sends old mail again nor drops mail still to go. Every other table is
// content: a table added by a later migration is backed up without being named here, and must be
// in every archive.
import type { Queries } from "../db/connect.ts";

/** A migration that adds a table of credentials or sign-in state adds it here. */
export const CREDENTIAL_TABLES: ReadonlySet<string> = new Set([
  "admins",
  "admin_recovery_codes",
  "revoked_tokens",
  "login_failures", // unused since 00012_sign_in_limits.sql, which could not drop it
  "sign_in_limits",
  "enquiry_limits", // the contact form's post counts (00013_enquiries.sql)
  "sign_in_challenges",
  "api_keys", // the video platform's key the owner saved (00020_motion_films.sql)
  "schema_migrations",
]);

/** The tables a backup leaves out and a restore leaves as they are: the credentials, and working state. */
export const SITE_STATE_TABLES: ReadonlySet<string> = new Set([...CREDENTIAL_TABLES, "mail_outbox"]);

/** Every content table of the app's schema, discovered from the catalog, in name order. */
export async function contentTables(sql: Queries): Promise<string[]> {
  const rows = await sql<{ name: string }[]>`
    select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`;
  return rows.map((row) => row.name).filter((name) => !SITE_STATE_TABLES.has(name));
}

export type Column = { name: string; type: string; nullable: boolean };

/** Columns a row can be written to (generated columns are computed, never restored), in order. */
export async function writableColumns(sql: Queries, table: string): Promise<Column[]> {
  return sql<Column[]>`
    select column_name as name, data_type as type, is_nullable = 'YES' as nullable from information_schema.columns
    where table_schema = current_schema() and table_name = ${table} and is_generated = 'NEVER'
    order by ordinal_position`;
}

/** The migrations this database has applied, in name order: a backup restores into the same schema. */
export async function appliedMigrations(sql: Queries): Promise<string[]> {
  return (await sql<{ name: string }[]>`select name from schema_migrations order by name`).map((row) => row.name);
}
