-- Mail waiting to go out, and what became of it (src/platform/mail/outbox.ts). A caller queues a
-- message inside its own write, so a message exists exactly when what it tells of was saved; the
-- sender (src/platform/mail/sender.ts) takes due rows a few at a time, each for a lease
-- (claimed_until), so neither a second instance nor a restart sends a row twice while it is out.
-- Operational state, not content: backups leave it out (src/platform/backup/content.ts).
create table mail_outbox (
  id uuid primary key default gen_random_uuid(),
  recipient text not null,
  reply_to text,
  subject text not null,
  -- Emptied once the row is no longer waiting: the message's text is kept only to be sent.
  body text not null,
  -- waiting: to be sent (again); sent; failed: refused for good or out of retries; off: queued
  -- while the site had no SMTP_URL, never to be sent.
  status text not null default 'waiting' check (status in ('waiting', 'sent', 'failed', 'off')),
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  claimed_until timestamptz,
  last_error text,
  last_error_at timestamptz,
  sent_at timestamptz,
  failed_at timestamptz,
  created_at timestamptz not null default now()
);

create index mail_outbox_due on mail_outbox (next_attempt_at) where status = 'waiting';
create index mail_outbox_errors on mail_outbox (last_error_at) where last_error_at is not null;
