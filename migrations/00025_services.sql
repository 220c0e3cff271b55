-- Services as a managed list (issue 34): the owner adds, renames, reorders, hides and removes
-- them. The six seeded ones keep their family names as ids, so projects.family, service_cards
-- .service and the page documents' keys (service-<id>) stay valid; their addresses are the ones
-- they had (/photomanupulation … /WebDesign), matched in any case as before. Their names and
-- summaries move here from the site document, as the owner last published them.
create table services (
  id text primary key check (id ~ '^[A-Za-z0-9_-]{1,60}$'),
  slug text not null check (slug ~ '^[A-Za-z0-9]+(-[A-Za-z0-9]+)*$' and length(slug) <= 60),
  name text not null,
  summary text not null default '',
  -- How its page shows its own cards: project galleries, sites (live link) or films.
  style text not null check (style in ('gallery', 'sites', 'films')),
  hidden boolean not null default false,
  position integer not null,
  deleted_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
-- An address names one live service, in any case; a trashed one's is free (a restore checks it again).
create unique index services_live_slug on services (lower(slug)) where deleted_at is null;

-- Earlier addresses of a service: /<old slug> (and its projects' /<old slug>/<project>) answer 301.
create table service_redirects (
  slug text primary key check (slug = lower(slug)),
  service_id text not null references services (id) on delete cascade,
  created_at timestamptz not null default now()
);
create index service_redirects_service on service_redirects (service_id);

insert into services (id, slug, name, summary, style, position)
select s.id, s.id,
       coalesce(d.published #>> array['services', s.id, 'name'], s.name),
       coalesce(d.published #>> array['services', s.id, 'summary'], s.summary),
       s.style, s.position
from (values
  ('photomanupulation', 'Photo Manipulation', 'Character art and composites that look photographed, not assembled.', 'gallery', 1),
  ('productvisualization', '3D Product Visualization', 'Photoreal renders of products before, or instead of, the photo shoot.', 'gallery', 2),
  ('WebDesign', 'Web Design', 'Fast, distinctive websites designed and built around what you sell.', 'sites', 3),
  ('guidelines', 'Brand Guidelines', 'Identity systems and the rulebooks that keep them consistent.', 'gallery', 4),
  ('animation', '3D Product Animation', 'Product films, cutaways and launch animations that explain in seconds.', 'films', 5),
  ('socialmedia', 'Social Media', 'Post and campaign design with a point of view, ready to publish.', 'gallery', 6)
) as s (id, name, summary, style, position)
left join documents d on d.key = 'site';

-- The site document no longer holds the services' names: not its draft and published copy, nor
-- its history (a revert to a version saved before would be refused for the field) nor a "start
-- empty" batch's saved pages (its Undo writes them back).
update documents set published = published - 'services', draft = case when draft is null then null else draft - 'services' end
where key = 'site';
update revisions set content = content - 'services' where subject = 'page:site';
update trash_batches set undo = undo #- '{documents,site,published,services}' #- '{documents,site,draft,services}'
where jsonb_typeof(undo #> '{documents,site}') = 'object';

-- A project and a card belong to any service, live or in the trash (never to none). The foreign
-- keys take the names of the checks they replace: a lost migration record is rebuilt by finding
-- each migration's objects by name (src/platform/db/lost-record.ts), and 00004's would be missing.
alter table projects drop constraint projects_family_check;
alter table projects add constraint projects_family_check foreign key (family) references services (id);
alter table service_cards drop constraint service_cards_service_check;
alter table service_cards add constraint service_cards_service_check foreign key (service) references services (id);
