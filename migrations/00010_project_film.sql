-- A project can have a film (issue 23): a stored video and its poster frame, as a page
-- document's video field holds them ({ key, type, width, height, duration, poster }), shown at
-- the top of its gallery page. Null: a project of stills.
alter table projects add column film jsonb;
