-- Each image's focal point: where its subject is, as fractions of its width and height from the
-- top left. Pages crop an image around it (object-position) wherever a frame of another shape
-- shows it. Keyed by the image's stored key (a variant set in the bucket, or seed artwork's base),
-- so one picture has one focal point wherever it is shown; an image without a row is centred.
create table image_focus (
  key text primary key,
  x real not null check (x >= 0 and x <= 1),
  y real not null check (y >= 0 and y <= 1),
  updated_at timestamptz not null default now()
);
