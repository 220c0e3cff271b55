-- Failed sign-ins, shared by every app instance on this database, so the login rate limit
-- holds when the app runs as several replicas. The key is a hash of username and address.
create table login_failures (
  key_hash text not null,
  failed_at timestamptz not null default now()
);
create index login_failures_key_time on login_failures (key_hash, failed_at);
