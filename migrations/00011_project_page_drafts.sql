-- A project's gallery page can be edited in place (issue 24), so its words, film and images get
-- a draft like a page document's: { content, base }, where base is what visitors saw when the
-- draft began (publishing applies only what the draft changed from it, so a change made since in
-- the project editor is kept). draft_version goes up on every save, publish and discard of the
-- draft: a save made from an older copy (another tab) is refused with 409. draft_saved_at: when,
-- for the dashboard's list of what waits unpublished.
alter table projects
  add column draft jsonb,
  add column draft_version integer not null default 0,
  add column draft_saved_at timestamptz;
