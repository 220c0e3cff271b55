-- The studio's identity as data (issue 34): the studio's details gain the mark (the monogram of
-- its initials until the owner uploads one, client/contract/mark.ts) and the choice of listing
-- the services in the header and menu (off, as before). The site document gains the home page
-- title's words after the studio's name, as the title read before; each page document gains its
-- own title for search results, and the home and service pages their own description, blank
-- (the usual ones) until the owner writes one. Drafts get the same; nothing the owner wrote changes.
update site_settings set studio = jsonb_build_object('mark', jsonb_build_object('kind', 'monogram'), 'servicesInMenu', false) || studio
where not studio ? 'mark';

update documents set published = jsonb_build_object('titleSuffix', '3D, Motion & Brand Design Studio') || published
where key = 'site' and not published ? 'titleSuffix';
update documents set draft = jsonb_build_object('titleSuffix', '3D, Motion & Brand Design Studio') || draft
where key = 'site' and draft is not null and not draft ? 'titleSuffix';

update documents set published = jsonb_build_object('title', '') || published
where (key in ('home', 'portfolio', 'contact') or key like 'service-%') and not published ? 'title';
update documents set draft = jsonb_build_object('title', '') || draft
where (key in ('home', 'portfolio', 'contact') or key like 'service-%') and draft is not null and not draft ? 'title';

update documents set published = jsonb_build_object('description', '') || published
where (key = 'home' or key like 'service-%') and not published ? 'description';
update documents set draft = jsonb_build_object('description', '') || draft
where (key = 'home' or key like 'service-%') and draft is not null and not draft ? 'description';
