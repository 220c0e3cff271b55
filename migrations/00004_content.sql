-- The studio's own work as records the owner manages (issue 9): projects (the gallery pages)
-- with their ordered images and earlier slugs, the portfolio tabs' items, the Web Design and
-- Animation cards, and the studio's details. Every managed table follows the conventions of
-- src/collections/registry.ts: `position` (the owner's order, ascending, new rows first) and
-- `deleted_at` (null while live; set when moved to the trash).
--
-- An image is stored as four columns: the key (an object key, a variant-set prefix
-- "<kind>/<uuidv7>" whose objects are "<prefix>/<width>.<avif|webp>", or a base under public/
-- starting with "/", whose files are "<base>-<width>.webp"), the largest variant's width and
-- height, and a tiny blur placeholder (a data: URL).
--
-- The rows that make a fresh start show today's site are inserted by the seed step that runs
-- with this migration (src/seed/content.ts, applied by src/db/migrate.ts in this transaction).

create table projects (
  id uuid primary key default gen_random_uuid(),
  family text not null check (family in ('photomanupulation', 'productvisualization', 'guidelines', 'socialmedia', 'WebDesign', 'animation')),
  slug text not null check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length(slug) <= 80),
  title text not null,
  tagline text not null default '',
  description text not null default '',
  status text not null default 'draft' check (status in ('draft', 'published')),
  -- The chosen cover (one of the project's images); null: the first image.
  cover_image_id uuid,
  position integer not null,
  deleted_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
-- A slug names one live project; a trashed project's slug is free (restore checks it again).
create unique index projects_live_slug on projects (slug) where deleted_at is null;
create index projects_family_position on projects (family, position) where deleted_at is null;

-- Earlier addresses of a project: /<family>/<slug> answers 301 to its current address.
create table project_slugs (
  family text not null,
  slug text not null,
  project_id uuid not null references projects (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (family, slug)
);
create index project_slugs_project on project_slugs (project_id);

create table project_images (
  id uuid primary key default gen_random_uuid(),
  project_id uuid not null references projects (id) on delete cascade,
  image_key text not null,
  image_width integer not null check (image_width > 0),
  image_height integer not null check (image_height > 0),
  image_blur text not null default '',
  -- Required unless the image is decorative (the API checks it; empty only when decorative).
  alt text not null default '',
  decorative boolean not null default false,
  position integer not null,
  deleted_at timestamptz,
  created_at timestamptz not null default now(),
  constraint project_images_alt check (decorative or alt <> '')
);
create index project_images_project_position on project_images (project_id, position) where deleted_at is null;

alter table projects add constraint projects_cover_image
  foreign key (cover_image_id) references project_images (id) on delete set null;

-- An item either has its own image and words, or stands for a project (project_id) and shows
-- that project's cover, title, tagline and link; its own fields, when set, override those.
create table portfolio_items (
  id uuid primary key default gen_random_uuid(),
  tab text not null check (tab in ('posters', 'motion', 'cgi', 'stills', 'guidelines', 'brochure')),
  project_id uuid references projects (id) on delete cascade,
  image_key text,
  image_width integer,
  image_height integer,
  image_blur text,
  title text,
  caption text,
  alt text,
  link text,
  position integer not null,
  deleted_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint portfolio_items_image_or_project check (project_id is not null or (image_key is not null and title is not null)),
  constraint portfolio_items_image_whole check ((image_key is null) = (image_width is null) and (image_key is null) = (image_height is null))
);
create index portfolio_items_tab_position on portfolio_items (tab, position) where deleted_at is null;

-- The sample work of the Web Design and Animation pages (the gallery services list their
-- published projects instead).
create table service_cards (
  id uuid primary key default gen_random_uuid(),
  service text not null check (service in ('WebDesign', 'animation')),
  image_key text not null,
  image_width integer not null check (image_width > 0),
  image_height integer not null check (image_height > 0),
  image_blur text not null default '',
  title text not null,
  caption text not null default '',
  alt text not null default '',
  link text,
  live text,
  watch text,
  breakdown text,
  position integer not null,
  deleted_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index service_cards_service_position on service_cards (service, position) where deleted_at is null;

-- The studio's details (client/contract/studio.ts, checked by the API before they are written)
-- and the Motion tab's playlist id: one row.
create table site_settings (
  id boolean primary key default true check (id),
  studio jsonb not null,
  -- Overrides YOUTUBE_PLAYLIST_ID when set; the API key stays in the environment.
  motion_playlist_id text check (motion_playlist_id ~ '^[A-Za-z0-9_-]{1,64}$'),
  updated_at timestamptz not null default now()
);
