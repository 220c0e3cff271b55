// Two-factor sign-in with TOTP (RFC 6238, through otpauth): 6 digits, 30-second steps, one step
// of clock drift either way, each step accepted once. Enrolment shows the secret as an
// otpauth:// QR code (an SVG data URL; the CSP allows data: images). Recovery codes are 50
// random bits each, shown once and stored as SHA-256 hashes.
import { Secret, TOTP } from "otpauth";
import { renderSVG } from "uqr";
import type { Sql } from "../db/connect.ts";

const PERIOD = 30;
const RECOVERY_ALPHABET = "abcdefghijkmnpqrstuvwxyz23456789";
const RECOVERY_CODE_COUNT = 10;

// The issuer and label only name the entry in the authenticator app; codes do not depend on them.
const totp = (secret: string, username = "", issuer = "") => new TOTP({ issuer, label: username, secret: Secret.fromBase32(secret), period: PERIOD });

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** `issuer` is the studio's name, which the authenticator app shows beside the code. */
export function enrolment(secret: string, username: string, issuer: string): { secret: string; uri: string; qr: string } {
  const uri = totp(secret, username, issuer).toString();
  const svg = renderSVG(uri, { border: 2, ecc: "M" });
  return { secret, uri, qr: `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}` };
}

/** The time step a code belongs to (now, or one step either side), or null when it is wrong. */
export function codeStep(secret: string, code: string): number | null {
  const delta = totp(secret).validate({ token: code, window: 1 });
  return delta === null ? null : TOTP.counter({ period: PERIOD }) + delta;
}

/** Accepts a TOTP code once: the step is recorded, and an equal or older step is refused. */
async function acceptTotp(sql: Sql, accountId: string, secret: string, code: string): Promise<boolean> {
  const step = codeStep(secret, code);
  if (step === null) return false;
  const rows = await sql`
    update admins set totp_last_step = ${step}
    where id = ${accountId} and (totp_last_step is null or totp_last_step < ${step}) returning id`;
  return rows.length === 1;
}

/** A code as typed at the code step or to turn 2FA off: a TOTP code or an unused recovery code. */
export async function acceptCode(sql: Sql, accountId: string, secret: string, typed: string): Promise<boolean> {
  const code = typed.replace(/\s/g, "");
  if (/^\d{6}$/.test(code)) return acceptTotp(sql, accountId, secret, code);
  return isRecoveryCode(code) && spendRecoveryCode(sql, accountId, code);
}

function isRecoveryCode(code: string): boolean {
  return /^[a-z0-9]{5}-?[a-z0-9]{5}$/i.test(code.trim());
}

/** Uses up a recovery code: true when it was one of the account's unused codes. */
async function spendRecoveryCode(sql: Sql, accountId: string, code: string): Promise<boolean> {
  const rows = await sql`delete from admin_recovery_codes where admin_id = ${accountId} and code_hash = ${hashRecoveryCode(code)} returning admin_id`;
  return rows.length === 1;
}

/** New recovery codes replace the old ones; answers them in clear, the only time they exist so. */
export async function replaceRecoveryCodes(sql: Sql, accountId: string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, recoveryCode);
  await sql.begin(async (tx) => {
    await tx`delete from admin_recovery_codes where admin_id = ${accountId}`;
    for (const code of codes) await tx`insert into admin_recovery_codes (admin_id, code_hash) values (${accountId}, ${hashRecoveryCode(code)})`;
  });
  return codes;
}

function recoveryCode(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(10));
  const text = [...bytes].map((byte) => RECOVERY_ALPHABET[byte % RECOVERY_ALPHABET.length]).join("");
  return `${text.slice(0, 5)}-${text.slice(5)}`;
}

function hashRecoveryCode(code: string): string {
  const normal = code.trim().toLowerCase().replace(/-/g, "");
  return new Bun.CryptoHasher("sha256").update(normal).digest("hex");
}
