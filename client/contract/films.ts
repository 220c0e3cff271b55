// The Motion tab's films (src/features/videos/): each an uploaded video (sent first to the pages'
// video route, which checks its bytes and takes its poster frame, as a project's film is) or a
// link to a video on YouTube or Vimeo (video-links.ts), in the owner's order; and the YouTube
// playlist the tab may list after them, with its API key saved on the server, never answered back.
import { Type as t, type Static } from "@sinclair/typebox";
import { Answer, fieldMessages, IdParams, Nullable, ORDER_SAVED, Text } from "./common.ts";
import { VideoField } from "./documents/fields.ts";
import type { StoredVideo } from "./stored-media.ts";
import type { VideoLink } from "./video-links.ts";

const FILM_LIMITS = { title: 120, url: 500, playlistId: 64, apiKey: 200 } as const;

const FilmVideo = VideoField("Film");
const FilmLink = t.Object({ provider: t.Union([t.Literal("youtube"), t.Literal("vimeo")]), id: t.String() });

/** One film as the admin and the portfolio page read it: `video` or `link`, never both. */
export const FilmSchema = t.Object({ _id: t.String(), title: t.String(), video: Nullable(FilmVideo), link: Nullable(FilmLink) });
/** Written out, so the public page takes the type without the schema library. */
export type Film = { _id: string; title: string; video: StoredVideo | null; link: VideoLink | null };

const title = Text("Title", FILM_LIMITS.title, { required: true });

/** POST …/films: a title and either the uploaded `video` or the `url` of a video on YouTube or Vimeo. */
export const FilmCreate = t.Object(
  {
    title,
    video: t.Optional(FilmVideo),
    url: t.Optional(t.String({ title: "Video link", maxLength: FILM_LIMITS.url, messages: fieldMessages("Video link", FILM_LIMITS.url) })),
  },
  { additionalProperties: false },
);
export type FilmCreate = Static<typeof FilmCreate>;

export const FilmUpdate = t.Object({ title }, { additionalProperties: false });
export const FilmIdParams = IdParams("Film");

const playlistMessage = "The playlist id is 1-64 letters, digits, - or _ (or empty to clear it)";
const keyMessage = "The API key is 1-200 letters, digits, - or _";

/**
 * PUT …/playlist: the playlist's id ("" clears it) and, when given, a new API key. A saved key is
 * kept when `apiKey` is left out; DELETE …/playlist/key removes it.
 */
export const PlaylistBody = t.Object(
  {
    playlistId: t.String({ title: "Playlist id", maxLength: FILM_LIMITS.playlistId, pattern: "^[A-Za-z0-9_-]*$", error: playlistMessage }),
    apiKey: t.Optional(t.String({ title: "API key", minLength: 1, maxLength: FILM_LIMITS.apiKey, pattern: "^[A-Za-z0-9_-]+$", error: keyMessage })),
  },
  { additionalProperties: false },
);
export type PlaylistBody = Static<typeof PlaylistBody>;

/** The playlist as the admin sees it: whether a key is saved, never the key. */
const PlaylistSettings = t.Object({
  playlistId: Nullable(t.String()),
  keySaved: t.Boolean(),
  /** The server's own settings (YOUTUBE_API_KEY, YOUTUBE_PLAYLIST_ID), used where the admin set none. */
  environment: t.Object({ keySet: t.Boolean(), playlistId: Nullable(t.String()) }),
});
export type PlaylistSettings = Static<typeof PlaylistSettings>;

export const AdminVideosAnswer = Answer({ films: t.Array(FilmSchema), playlist: PlaylistSettings });
export type AdminVideosAnswer = Static<typeof AdminVideosAnswer>;
export const FilmAnswer = Answer({ film: FilmSchema });
export type FilmAnswer = Static<typeof FilmAnswer>;
export const FilmsAnswer = Answer({ films: t.Array(FilmSchema) });
export type FilmsAnswer = Static<typeof FilmsAnswer>;
export const PlaylistAnswer = Answer({ playlist: PlaylistSettings });
export type PlaylistAnswer = Static<typeof PlaylistAnswer>;

/** The portfolio page's Motion tab: the films, and whether a playlist is set to list after them. */
export type MotionData = { films: Film[]; playlist: boolean };

export const FILM_MESSAGES = {
  notFound: "Film not found",
  oneSource: "Give the film either an uploaded video or a video link, not both",
  sourceRequired: "Upload a video (MP4 or WebM) or paste a YouTube or Vimeo link",
  badLink:
    "That is not a YouTube or Vimeo video link: paste the address of the video's own page, e.g. https://www.youtube.com/watch?v=… or https://vimeo.com/…",
  videoNotStored: "The video is not stored: upload it again",
  added: "Film added",
  updated: "Film updated",
  deleted: "Film moved to the trash",
  ordered: ORDER_SAVED,
  playlistSaved: "Playlist saved",
  playlistCleared: "Playlist cleared: the Motion tab shows your films only",
  keyRemoved: "API key removed",
  playlistNeeded: "Enter the playlist's id too: a key is checked against the playlist it lists",
  keyNeeded: "Enter the YouTube API key too: YouTube lists a playlist only for a key",
  keyRefused: "YouTube refused this API key, so nothing was saved. Check that the key is right and that the YouTube Data API v3 is enabled for it",
  playlistNotFound: "YouTube has no public playlist with this id, so nothing was saved. Copy the id from the playlist's address (after “list=”)",
  unreachable: "YouTube could not be reached to check the key, so nothing was saved. Try again in a minute",
} as const;
