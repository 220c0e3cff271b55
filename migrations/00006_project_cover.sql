-- The cover a project shows, kept on its row. The rule (the chosen image while it is live, else
-- the first live image in the owner's order, else none) used to be worked out by every read
-- that showed a cover: a sorted lookup per project, which made the portfolio page's read take
-- three times as long as its items alone. The database now keeps the answer current itself, so
-- no write path (edits, uploads, reorders, the trash, purges, restoring a backup) can forget it,
-- and readers join one row by its key.

alter table projects add column shown_cover_id uuid
  references project_images (id) on delete set null;

-- The rule, in one place.
create function project_cover(project uuid, chosen uuid) returns uuid language sql stable as $$
  select id from project_images
  where project_id = project and deleted_at is null
  order by id = chosen desc, position, created_at desc, id
  limit 1
$$;

-- A project row written (created, its cover chosen, or any update) carries its current cover.
create function projects_shown_cover() returns trigger language plpgsql as $$
begin
  new.shown_cover_id := project_cover(new.id, new.cover_image_id);
  return new;
end
$$;
create trigger projects_shown_cover before insert or update on projects
  for each row execute function projects_shown_cover();

-- An image added, moved, trashed, restored or deleted may change its project's cover. Only when
-- it does is the project row touched: reordering a long stack rewrites no project row per image.
create function project_images_shown_cover() returns trigger language plpgsql as $$
declare
  project uuid;
begin
  foreach project in array array[case when tg_op <> 'INSERT' then old.project_id end,
                                 case when tg_op <> 'DELETE' then new.project_id end] loop
    continue when project is null;
    update projects set shown_cover_id = shown_cover_id
    where id = project and shown_cover_id is distinct from project_cover(id, cover_image_id);
  end loop;
  return null;
end
$$;
create trigger project_images_shown_cover after insert or delete or update of project_id, position, deleted_at on project_images
  for each row execute function project_images_shown_cover();

update projects set shown_cover_id = project_cover(id, cover_image_id);
