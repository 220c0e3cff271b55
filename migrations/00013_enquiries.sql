-- Enquiries sent from the site's own contact page (/contact), and the files sent with them.
-- Both are managed lists (src/platform/collections/collection.ts): `deleted_at` puts a row in the
-- trash, and an enquiry's attachments go to the trash and come back with it. `position` follows
-- the lists' convention; the inbox orders by created_at, newest first.
--
-- An attachment's object is private: its key ("private/<uuidv7>.bin") is a shape the public media
-- path never serves; only the signed-in owner's attachment route reads it.
create table enquiries (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  email text not null,
  message text not null,
  company text not null default '',
  service text not null default '',
  budget text not null default '',
  timeline text not null default '',
  status text not null default 'new' check (status in ('new', 'read', 'archived', 'spam')),
  -- Why the intake took it for spam; null for one it kept as a real enquiry.
  spam_reason text,
  read_at timestamptz,
  position integer not null default 0,
  deleted_at timestamptz,
  created_at timestamptz not null default now()
);
create index enquiries_live_created on enquiries (created_at desc) where deleted_at is null;
create index enquiries_live_status on enquiries (status, created_at desc) where deleted_at is null;

create table enquiry_attachments (
  id uuid primary key default gen_random_uuid(),
  enquiry_id uuid not null references enquiries (id) on delete cascade,
  object_key text not null unique,
  name text not null,
  type text not null check (type in ('application/pdf', 'image/png', 'image/jpeg', 'image/webp', 'application/zip')),
  size integer not null check (size > 0),
  position integer not null default 0,
  deleted_at timestamptz,
  created_at timestamptz not null default now()
);
create index enquiry_attachments_enquiry on enquiry_attachments (enquiry_id, position);

-- Contact form posts counted by rate-limiter-flexible when several instances share this database
-- (src/features/enquiries/limits.ts): the library's own table layout, as sign_in_limits (00012).
-- Not content: a backup leaves it out (src/platform/backup/content.ts).
create table enquiry_limits (
  key varchar(255) primary key,
  points integer not null default 0,
  expire bigint
);
