-- The portfolio's tabs become a list the owner manages (issue 34): name (label), the heading and
-- intro shown above the tab's work (until now in the portfolio page's document, tabs.<slug>),
-- the address it answers at (/portfolio?tab=<slug>), order, hidden, and the trash. Its style says
-- what fills it: its items, or the Motion films (one live tab at most). The six of the spec keep
-- their slugs as ids, so every item, backup and link that names a tab names it still.
create table portfolio_tabs (
  id text primary key default gen_random_uuid()::text,
  slug text not null check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(slug) <= 40),
  label text not null check (char_length(label) between 1 and 40),
  heading text not null default '' check (char_length(heading) <= 120),
  intro text not null default '' check (char_length(intro) <= 400),
  style text not null default 'items' check (style in ('items', 'films')),
  position integer not null,
  hidden boolean not null default false,
  deleted_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index portfolio_tabs_slug on portfolio_tabs (slug) where deleted_at is null;
create unique index portfolio_tabs_one_films on portfolio_tabs (style) where style = 'films' and deleted_at is null;

-- The six, with the words the portfolio document held for them; a fresh install's seed step
-- (src/features/seed/seed-content.ts) fills the words its documents no longer carry.
insert into portfolio_tabs (id, slug, label, style, position, heading, intro)
select six.id, six.id, six.label, six.style, six.position,
       coalesce(d.published #>> array['tabs', six.id, 'heading'], ''),
       coalesce(d.published #>> array['tabs', six.id, 'intro'], '')
from (values ('posters', 'Posters', 'items', 0), ('motion', 'Motion', 'films', 1), ('cgi', 'CGI', 'items', 2),
             ('stills', 'Stills', 'items', 3), ('guidelines', 'Brand Guidelines', 'items', 4), ('brochure', 'Brochure', 'items', 5))
  as six (id, label, style, position)
left join documents d on d.key = 'portfolio';

-- The tab words now live on the tabs: the portfolio document, its draft, its history and a
-- "start empty" batch's saved pages keep the rest of their words.
update documents set published = published - 'tabs', draft = draft - 'tabs' where key = 'portfolio';
update revisions set content = content - 'tabs' where subject = 'page:portfolio';
update trash_batches set undo = undo #- '{documents,portfolio,published,tabs}' #- '{documents,portfolio,draft,tabs}'
where jsonb_typeof(undo #> '{documents,portfolio}') = 'object';

-- An item belongs to a tab of the list; a tab in the trash keeps its items (a tab holding live
-- items cannot be removed: src/features/portfolio/tab-routes.ts).
-- The check on the six names becomes one on the shape of a tab's id, under the same name: a
-- lost migration record is rebuilt from the objects' names (src/platform/db/lost-record.ts).
alter table portfolio_items drop constraint portfolio_items_tab_check;
alter table portfolio_items add constraint portfolio_items_tab_check check (tab ~ '^[a-z0-9-]{1,40}$');
alter table portfolio_items add constraint portfolio_items_tab foreign key (tab) references portfolio_tabs (id) on delete cascade;
