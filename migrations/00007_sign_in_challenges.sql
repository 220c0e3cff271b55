-- The two-factor step of a sign-in: one row per password step that passed, named by the
-- challenge token's jti. A code is tried against its row (a few per challenge, then the row is
-- dead and a new sign-in is needed) and the right one deletes it (single use). Rows past their
-- expiry are deleted when the next challenge is made. Credentials, like the admins table: not
-- content.
create table sign_in_challenges (
  id uuid primary key,
  admin_id uuid not null references admins (id) on delete cascade,
  codes_tried integer not null default 0,
  expires_at timestamptz not null
);
create index sign_in_challenges_expires_at on sign_in_challenges (expires_at);
