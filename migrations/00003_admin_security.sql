-- Revocable sessions and optional two-factor sign-in for the admin account.
--
-- token_version is written into every token the account signs; raising it (password changed,
-- "sign out everywhere", 2FA turned on) makes every earlier token fail the guard.
alter table admins add column token_version integer not null default 0;
-- The TOTP secret (base32) once enrolment is confirmed; null while 2FA is off.
alter table admins add column totp_secret text;
-- A secret shown as a QR code but not confirmed with a code yet.
alter table admins add column totp_pending_secret text;
-- The last accepted TOTP time step: a code is accepted once, never replayed.
alter table admins add column totp_last_step bigint;

-- One-time recovery codes, as SHA-256 hashes (each code is 50 random bits, so a fast hash is
-- enough); a used code's row is deleted.
create table admin_recovery_codes (
  admin_id uuid not null references admins (id) on delete cascade,
  code_hash text not null,
  primary key (admin_id, code_hash)
);

-- Tokens signed out before they expire ("Logout"), by their jti, kept until their expiry.
create table revoked_tokens (
  jti uuid primary key,
  expires_at timestamptz not null
);
create index revoked_tokens_expires_at on revoked_tokens (expires_at);
