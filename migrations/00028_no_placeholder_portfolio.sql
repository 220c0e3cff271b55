-- An empty install's studio (SAMPLE_CONTENT=none, src/features/seed/seed-content.ts) had a
-- placeholder design portfolio, https://studio.example, which the Connect menu offered visitors
-- as "Full case studies" and which led nowhere. The field may now be blank, which leaves the entry
-- out of the menu: a studio still holding the placeholder gets the blank. An address the owner
-- gave is kept.
update site_settings set studio = jsonb_set(studio, '{designPortfolio}', '""')
where studio ->> 'designPortfolio' = 'https://studio.example';
