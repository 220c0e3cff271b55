-- The first run (issue 34). Every record the seed made is marked `sample`, so "start empty" can
-- take exactly those to the trash whatever the owner renamed them to: the rows that existed when
-- the migration that seeded their table was applied (the seed runs in that migration's
-- transaction, so its rows carry that moment or, for the first logos and reviews, an earlier
-- one). New rows are the owner's (false). A project's images and earlier slugs follow their project.
alter table logos add column sample boolean not null default false;
alter table clients add column sample boolean not null default false;
alter table projects add column sample boolean not null default false;
alter table portfolio_items add column sample boolean not null default false;
alter table service_cards add column sample boolean not null default false;

update logos set sample = true where created_at <= (select applied_at from schema_migrations where name = '00001_init.sql');
update clients set sample = true where created_at <= (select applied_at from schema_migrations where name = '00001_init.sql');
update projects set sample = true where created_at <= (select applied_at from schema_migrations where name = '00004_content.sql');
update portfolio_items set sample = true where created_at <= (select applied_at from schema_migrations where name = '00004_content.sql');
update service_cards set sample = true where created_at <= (select applied_at from schema_migrations where name = '00004_content.sql');

-- Whether the owner went through the first run's setup (or the site was set up before it
-- existed: a site with an account already has its owner). Until then, signing in opens it.
alter table site_settings add column setup_done boolean not null default false;
update site_settings set setup_done = exists (select 1 from admins);

-- Rows trashed together as one action (all of them at one deleted_at: one transaction's now()),
-- shown and restored as one entry of the trash. `undo` is what the action's maker needs to put
-- back besides the rows (e.g. the page texts it replaced), handed back to it on restore.
create table trash_batches (
  id uuid primary key default gen_random_uuid(),
  title text not null,
  deleted_at timestamptz not null unique,
  undo jsonb not null default 'null'
);
