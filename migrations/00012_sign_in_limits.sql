-- Sign-in attempts counted by rate-limiter-flexible (src/platform/auth/rate-limit-postgres.ts),
-- shared by every app instance on this database: one row per limit key (a SHA-256 of the
-- limit's key, which holds usernames and addresses), its count, and when its window ends (ms).
-- The library's own table layout; it is made here instead of by the library at run time.
create table sign_in_limits (
  key varchar(255) primary key,
  points integer not null default 0,
  expire bigint
);
-- login_failures (00002), which this replaces, is emptied and stays unused: dropping it would
-- make a start whose migration record was lost run 00002 again instead of finding every
-- migration's objects in place (src/platform/db/migrate.ts).
truncate login_failures;
