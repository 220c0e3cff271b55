-- The portfolio's Motion tab is filled from the admin (issue 34): the owner's films, each an
-- uploaded video (its stored video and poster frame, as a project's film holds them) or a link to
-- a video on YouTube or Vimeo (stored as the platform and the video's id, never as a URL or
-- markup), in the owner's order; and the video platform's API key, saved server-side so that the
-- playlist (its id stays on site_settings) needs no server setting. The key is never answered
-- back, and like the accounts' secrets it is no content: backups leave it out
-- (src/platform/backup/content.ts), and a restore keeps the running site's.
create table motion_films (
  id uuid primary key default gen_random_uuid(),
  title text not null check (char_length(title) between 1 and 120),
  video jsonb,
  link_provider text check (link_provider in ('youtube', 'vimeo')),
  link_id text check (link_id ~ '^[A-Za-z0-9_-]{1,64}$'),
  position integer not null,
  -- A film of the sample studio (the seed's), which the first run's "start empty" takes away.
  sample boolean not null default false,
  deleted_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint motion_films_video_or_link check ((video is null) = (link_provider is not null) and (link_provider is null) = (link_id is null))
);
create index motion_films_position on motion_films (position) where deleted_at is null;

create table api_keys (
  service text primary key check (service in ('youtube')),
  key text not null check (char_length(key) between 1 and 200),
  updated_at timestamptz not null default now()
);
