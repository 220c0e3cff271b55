-- The studio's data: the admin account, the client logos of the home strip and the client
-- reviews of the testimonial carousel. Image columns hold object keys, never URLs; a key that
-- starts with "/" names a file bundled under public/ (the seed artwork below).

create table admins (
  id uuid primary key default gen_random_uuid(),
  username text not null unique,
  password_hash text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table logos (
  id uuid primary key default gen_random_uuid(),
  -- Shown as a wordmark when the logo has no image.
  name text not null default '',
  image_key text,
  created_at timestamptz not null default now(),
  constraint logos_image_or_name check (image_key is not null or name <> '')
);
create index logos_created_at on logos (created_at);

create table clients (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  -- The review itself (the quote).
  primary_title text not null,
  -- The emphasised highlight shown beside the quote.
  title text not null,
  profile_key text,
  created_at timestamptz not null default now()
);
create index clients_created_at on clients (created_at);

-- The sixteen logos and ten testimonials the site used to hardcode; from now on the admin
-- manages them. Timestamps keep their original order.
insert into logos (name, image_key, created_at) values
  ('Lumen Skincare',      '/images/logos/lumen.svg',      '2024-01-01 10:00:00+00'),
  ('Northwind Audio',     '/images/logos/northwind.svg',  '2024-01-01 10:01:00+00'),
  ('Kestrel Motors',      '/images/logos/kestrel.svg',    '2024-01-01 10:02:00+00'),
  ('Saffron & Salt',      '/images/logos/saffron.svg',    '2024-01-01 10:03:00+00'),
  ('Orbit Labs',          '/images/logos/orbit.svg',      '2024-01-01 10:04:00+00'),
  ('Monsoon Records',     '/images/logos/monsoon.svg',    '2024-01-01 10:05:00+00'),
  ('Halcyon Watches',     '/images/logos/halcyon.svg',    '2024-01-01 10:06:00+00'),
  ('Terra Window Co.',    '/images/logos/terra.svg',      '2024-01-01 10:07:00+00'),
  ('Peak Athletics',      '/images/logos/peak.svg',       '2024-01-01 10:08:00+00'),
  ('Blue Dune Spirits',   '/images/logos/bluedune.svg',   '2024-01-01 10:09:00+00'),
  ('Rising Gem Jewellers','/images/logos/risinggem.svg',  '2024-01-01 10:10:00+00'),
  ('Greendot Foods',      '/images/logos/greendot.svg',   '2024-01-01 10:11:00+00'),
  ('Thunder Fitness',     '/images/logos/thunder.svg',    '2024-01-01 10:12:00+00'),
  ('ALAKNANDA',           null,                           '2024-01-01 10:13:00+00'),
  ('CreatorzVision',      null,                           '2024-01-01 10:14:00+00'),
  ('PACE',                null,                           '2024-01-01 10:15:00+00');

insert into clients (name, primary_title, title, profile_key, created_at) values
  ('Priya Raman, Lumen Skincare',
   'We needed launch visuals for a serum that did not exist yet. The renders arrived before the prototypes did, and retailers ordered from them.',
   'Retailers ordered straight from the renders.',
   '/images/avatars/priya.webp', '2024-01-02 09:00:00+00'),
  ('Daniel Okafor, Northwind Audio',
   'The product animation explains our headphones better than our own engineers can. It plays on loop at every trade show we attend.',
   'Better than our own engineers can explain it.',
   '/images/avatars/daniel.webp', '2024-01-02 09:01:00+00'),
  ('Meera Iyer, Saffron & Salt',
   'From the logo to the menu cards to the Instagram grid, everything finally looks like one restaurant. Bookings are up and people photograph the menus.',
   'Everything finally looks like one brand.',
   '/images/avatars/meera.webp', '2024-01-02 09:02:00+00'),
  ('Lucas Ferreira, Kestrel Motors',
   'Fast, precise and calm under deadline pressure. The motion pieces for our EV reveal were delivered two days early and needed a single round of notes.',
   'Delivered early, one round of notes.',
   null, '2024-01-02 09:03:00+00'),
  ('Hana Sato, Orbit Labs',
   'Our website went from a template to something investors comment on in the first minute of a pitch. The design system made our own team faster too.',
   'Investors comment on it in the first minute.',
   '/images/avatars/hana.webp', '2024-01-02 09:04:00+00'),
  ('Arjun Malhotra, Halcyon Watches',
   'The jewellery and watch renders hold up at billboard size. Nobody believes they are CGI until we show the wireframes.',
   'Nobody believes they are CGI.',
   '/images/avatars/arjun.webp', '2024-01-02 09:05:00+00'),
  ('Sofia Marin, Monsoon Records',
   'Album art, lyric videos and a full social kit for a release week, all in one consistent world. Our artists keep asking for the same designer.',
   'Our artists keep asking for the same designer.',
   null, '2024-01-02 09:06:00+00'),
  ('Rahul Verma, Terra Window Co.',
   'Explaining a uPVC window profile is hard. The cutaway animation does it in twelve seconds, and our sales team uses it on every call.',
   'Twelve seconds instead of a brochure.',
   '/images/avatars/rahul.webp', '2024-01-02 09:07:00+00'),
  ('Emily Clarke, Peak Athletics',
   'Our social media finally has a point of view. Engagement doubled in the first month and the templates mean we can keep it up ourselves.',
   'Engagement doubled in the first month.',
   '/images/avatars/emily.webp', '2024-01-02 09:08:00+00'),
  ('Karan Shah, Blue Dune Spirits',
   'The bottle renders, the label redesign and the launch film were handled end to end. It felt like having an in-house studio without the overhead.',
   'An in-house studio without the overhead.',
   null, '2024-01-02 09:09:00+00');
