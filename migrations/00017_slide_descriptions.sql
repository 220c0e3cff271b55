-- The home sliders' sample slides were described by their place ("Work sample A1 of 19", issue
-- 36); the seed now says what each shows (SLIDE_ALTS, src/features/seed/documents.ts). A site
-- made before gets those descriptions wherever a slide still holds the sample's image with its
-- placeholder, in the published page and the draft; a slide whose image or alt text the owner
-- changed keeps the owner's. Slides gain no link here: the schema reads a missing one as none.
create temporary table slide_alts (key text, placeholder text, alt text) on commit drop;
insert into slide_alts values
  ('/images/slides/a-01', 'Work sample A1 of 19', 'Poster for Neon Requiem: a yellow sun and a coral bar over electric blue'),
  ('/images/slides/a-02', 'Work sample A2 of 19', 'Halo Bottle, an amber glass bottle rendered beside a pink cube and a copper sphere'),
  ('/images/slides/a-03', 'Work sample A3 of 19', 'Ashen Gate: an orange sun over layered misty mountains at dusk'),
  ('/images/slides/a-04', 'Work sample A4 of 19', 'Social post for the Lumen Lamp, a gold capsule lamp on hot pink'),
  ('/images/slides/a-05', 'Work sample A5 of 19', 'Film still of a rose-gold smartwatch lit by streaks of warm light'),
  ('/images/slides/a-06', 'Work sample A6 of 19', 'Brand card for Aurelia Coffee, a gold diamond monogram on deep green'),
  ('/images/slides/a-07', 'Work sample A7 of 19', 'Landing page design for Monsoon Travel, a desert sunset above the headline'),
  ('/images/slides/a-08', 'Work sample A8 of 19', 'Annual Review report cover with a green mountain scene, on a dark desk'),
  ('/images/slides/a-09', 'Work sample A9 of 19', 'Poster for Paper Tigers: a yellow sun and a coral bar over electric blue'),
  ('/images/slides/a-10', 'Work sample A10 of 19', 'Pebble Speaker, a brushed steel capsule speaker on a round plinth'),
  ('/images/slides/a-11', 'Work sample A11 of 19', 'Blue Hour: a pale moon over dark ridges fading into fog'),
  ('/images/slides/a-12', 'Work sample A12 of 19', 'Social post for Solace Perfume, a gold-capped bottle on hot pink'),
  ('/images/slides/a-13', 'Work sample A13 of 19', 'Film still of a green glass bottle in streaks of green light'),
  ('/images/slides/a-14', 'Work sample A14 of 19', 'Type specimen for Northwind Labs, a large burgundy Aa with its bold and regular weights'),
  ('/images/slides/a-15', 'Work sample A15 of 19', 'Landing page design for Orbit Finance, in fresh greens'),
  ('/images/slides/a-16', 'Work sample A16 of 19', 'The Field Guide book cover, a golden hill under a pale sun, on a dark table'),
  ('/images/slides/a-17', 'Work sample A17 of 19', 'Poster for Low Tide: a lime sun and a pink bar over black'),
  ('/images/slides/a-18', 'Work sample A18 of 19', 'Aurum Ring, a gold ring set with a diamond beside a grey cube and a blue sphere'),
  ('/images/slides/a-19', 'Work sample A19 of 19', 'Dusk Pilgrim: a moon rising behind blue mountains as birds fly over'),
  ('/images/slides/b-01', 'Work sample B1 of 19', 'Social post for the Echo Speaker, a lime capsule speaker on charcoal'),
  ('/images/slides/b-02', 'Work sample B2 of 19', 'Film still revealing a violet capsule speaker in streaks of purple light'),
  ('/images/slides/b-03', 'Work sample B3 of 19', 'Brand card for Kestrel Bikes, an orange K monogram on burgundy'),
  ('/images/slides/b-04', 'Work sample B4 of 19', 'Landing page design for Saffron Table, in lime and olive'),
  ('/images/slides/b-05', 'Work sample B5 of 19', 'Residences brochure cover, a terracotta apartment block, on a dark desk'),
  ('/images/slides/b-06', 'Work sample B6 of 19', 'Poster for Solar Club: a violet sun and a pink bar over acid yellow'),
  ('/images/slides/b-07', 'Work sample B7 of 19', 'Glacier Serum, a frosted violet bottle with a gold cap on a silver plinth'),
  ('/images/slides/b-08', 'Work sample B8 of 19', 'Hollow Crown: a jade moon over jagged teal mountains'),
  ('/images/slides/b-09', 'Work sample B9 of 19', 'Social post for the Tide Watch, a lime smartwatch with a pink dial on violet'),
  ('/images/slides/b-10', 'Work sample B10 of 19', 'Film still of a jade capsule lamp being assembled in streaks of green light'),
  ('/images/slides/b-11', 'Work sample B11 of 19', 'Type specimen for Saffron Table, a large rust-red serif Aa with its weights'),
  ('/images/slides/b-12', 'Work sample B12 of 19', 'Landing page design for Kestrel Bikes, in fresh greens'),
  ('/images/slides/b-13', 'Work sample B13 of 19', 'Studio Notes book cover, a red hill under a pale sun, on a dark table'),
  ('/images/slides/b-14', 'Work sample B14 of 19', 'Poster for Night Shift: a red sun and a blue bar over cream'),
  ('/images/slides/b-15', 'Work sample B15 of 19', 'Mono Lamp, a copper capsule lamp between a bronze sphere and a disc'),
  ('/images/slides/b-16', 'Work sample B16 of 19', 'Glass Coast: a blue moon over misty indigo mountains'),
  ('/images/slides/b-17', 'Work sample B17 of 19', 'Social post for the Signet Ring, a red ring with a diamond on sunny yellow'),
  ('/images/slides/b-18', 'Work sample B18 of 19', 'Film still of a jade ring with a diamond spinning in streaks of green light'),
  ('/images/slides/b-19', 'Work sample B19 of 19', 'Logo sheet for Orbit Finance, its O mark on blue, black and orange tiles');

update documents set published = jsonb_set(jsonb_set(published,
  '{sliders,first}', (select coalesce(jsonb_agg(coalesce(jsonb_set(s.slide, '{alt}', to_jsonb(a.alt)), s.slide) order by s.ord), '[]')
    from jsonb_array_elements(published #> '{sliders,first}') with ordinality s(slide, ord)
    left join slide_alts a on a.key = s.slide #>> '{image,key}' and a.placeholder = s.slide ->> 'alt')),
  '{sliders,second}', (select coalesce(jsonb_agg(coalesce(jsonb_set(s.slide, '{alt}', to_jsonb(a.alt)), s.slide) order by s.ord), '[]')
    from jsonb_array_elements(published #> '{sliders,second}') with ordinality s(slide, ord)
    left join slide_alts a on a.key = s.slide #>> '{image,key}' and a.placeholder = s.slide ->> 'alt'))
where key = 'home';

update documents set draft = jsonb_set(jsonb_set(draft,
  '{sliders,first}', (select coalesce(jsonb_agg(coalesce(jsonb_set(s.slide, '{alt}', to_jsonb(a.alt)), s.slide) order by s.ord), '[]')
    from jsonb_array_elements(draft #> '{sliders,first}') with ordinality s(slide, ord)
    left join slide_alts a on a.key = s.slide #>> '{image,key}' and a.placeholder = s.slide ->> 'alt')),
  '{sliders,second}', (select coalesce(jsonb_agg(coalesce(jsonb_set(s.slide, '{alt}', to_jsonb(a.alt)), s.slide) order by s.ord), '[]')
    from jsonb_array_elements(draft #> '{sliders,second}') with ordinality s(slide, ord)
    left join slide_alts a on a.key = s.slide #>> '{image,key}' and a.placeholder = s.slide ->> 'alt'))
where key = 'home' and draft is not null;
