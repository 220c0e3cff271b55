-- One record per piece of work (issue 23). A project's place on the portfolio tabs is the
-- portfolio items that point at it: one entry per tab, ordered among the tab's link items by
-- the owner, so today's rows already say which tabs each project is on and where; nothing is
-- copied. A project can also be featured on the home page's hero.
alter table projects add column featured boolean not null default false;

-- A project is on a tab once: a second live entry for the same tab (made by hand before the
-- project chose its tabs itself) goes, the first in the tab's order stays.
update portfolio_items i set deleted_at = now()
where i.project_id is not null and i.deleted_at is null
  and exists (
    select 1 from portfolio_items o
    where o.project_id = i.project_id and o.tab = i.tab and o.deleted_at is null and o.id <> i.id
      and (o.position, o.created_at, o.id) < (i.position, i.created_at, i.id));

-- A project's entries now go to the trash and come back with it (a child list of projects):
-- entries of a project already in the trash join it there.
update portfolio_items i set deleted_at = p.deleted_at
from projects p
where p.id = i.project_id and p.deleted_at is not null and i.deleted_at is null;

create index portfolio_items_project on portfolio_items (project_id) where project_id is not null;

-- A monochrome logo is stored re-drawn; its treatment is kept so a replaced image is re-drawn too.
alter table logos add column treatment text not null default 'original' check (treatment in ('original', 'monochrome'));

-- Where a project's next image goes, reserved when its upload arrives (before it is encoded),
-- so images queued together keep the order they were picked in however long each takes.
alter table projects add column next_image_position integer not null default 0;
update projects p set next_image_position = coalesce((select max(position) + 1 from project_images i where i.project_id = p.id), 0);

-- When the project's own fields were last saved (updated_at also moves with its images): a save
-- made from a copy older than this is refused (409) rather than overwriting the newer words.
alter table projects add column details_saved_at timestamptz not null default now();
update projects set details_saved_at = updated_at;
