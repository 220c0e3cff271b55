-- Page documents (issue 23): every word and medium of a public page that is not a list record.
-- One row per document (client/contract/documents/registry.ts): what visitors see (published),
-- the owner's unpublished changes (draft, null when none) and a version that goes up on every
-- save, so a save made from an older copy is refused instead of overwriting a newer one.
-- The seed step of this migration (src/features/seed) inserts today's words and media.
create table documents (
  key text primary key,
  published jsonb not null,
  draft jsonb,
  version integer not null default 1,
  updated_at timestamptz not null default now(),
  updated_by text
);

-- Every publish of a page, every save of a project or of the studio's details keeps a copy:
-- subject "page:<key>", "project:<id>" or "studio"; number counts the subject's revisions from 1;
-- changes lists what changed, field by field, for the history's readable diff.
create table revisions (
  id uuid primary key default gen_random_uuid(),
  subject text not null,
  number integer not null,
  content jsonb not null,
  changes jsonb not null default '[]',
  summary text not null default '',
  author text not null default '',
  created_at timestamptz not null default now(),
  unique (subject, number)
);
create index revisions_subject on revisions (subject, number desc);
