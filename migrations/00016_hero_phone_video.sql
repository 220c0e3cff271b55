-- One hero video for every screen (issue 36): a video uploaded for the pages comes with the MP4
-- a portrait phone plays (its "phone" rendition, src/platform/media/video-files.ts), and the home
-- hero's separate phone video became an optional override. The sample's own phone video
-- (/video/hero-mobile.mp4) moves into the sample hero video as its rendition, and leaves the
-- override slot: a home page whose hero video was replaced while the sample's phone video stayed
-- (phones played the sample) plays the new video on phones too. A phone video the owner uploaded
-- stays as the override. Revisions keep what they held: the schema still accepts it.
update documents set published = jsonb_set(
  case when published #>> '{hero,video,desktop,key}' = '/video/hero.mp4'
       then jsonb_set(published, '{hero,video,desktop,phone}', '{"key": "/video/hero-mobile.mp4", "width": 720, "height": 1280}')
       else published end,
  '{hero,video,mobile}', 'null')
where key = 'home' and published #>> '{hero,video,mobile,key}' = '/video/hero-mobile.mp4';

update documents set draft = jsonb_set(
  case when draft #>> '{hero,video,desktop,key}' = '/video/hero.mp4'
       then jsonb_set(draft, '{hero,video,desktop,phone}', '{"key": "/video/hero-mobile.mp4", "width": 720, "height": 1280}')
       else draft end,
  '{hero,video,mobile}', 'null')
where key = 'home' and draft #>> '{hero,video,mobile,key}' = '/video/hero-mobile.mp4';
