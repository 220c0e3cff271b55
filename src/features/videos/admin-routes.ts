// The Motion tab's admin API (client/contract/endpoints/content.ts, VIDEOS): the films in the owner's order, and
// the playlist listed after them with its API key. Every write drops the cached portfolio page.
// A key is checked with the platform before it is saved, and is never answered back.
import type { AnswerOf } from "../../../client/contract/endpoint.ts";
import { VIDEOS } from "../../../client/contract/endpoints/content.ts";
import {
  AdminVideosAnswer,
  FILM_MESSAGES,
  FilmAnswer,
  FilmCreate,
  FilmIdParams,
  FilmsAnswer,
  FilmUpdate,
  PlaylistAnswer,
  PlaylistBody,
  type PlaylistSettings,
} from "../../../client/contract/films.ts";
import type { AnyElysia } from "elysia";
import { OrderBody } from "../../../client/contract/common.ts";
import { parseVideoLink } from "../../../client/contract/video-links.ts";
import { adminRoutes } from "../../platform/collections/admin-routes.ts";
import { listKit, type ListDeps } from "../../platform/collections/kit.ts";
import type { Config } from "../../platform/config.ts";
import { fail } from "../../platform/http/errors.ts";
import { mediaStored, withStoredSizes } from "../../platform/media/held-media.ts";
import { films } from "./collection.ts";
import { insertFilm, renameFilm } from "./film-writes.ts";
import { listFilms } from "./films.ts";
import { checkPlaylist, effectivePlaylist, readSavedPlaylist, removeSavedKey, savePlaylist } from "./playlist-settings.ts";

export type VideoAdminDeps = ListDeps & { youtube: Config["youtube"]; fetch?: typeof fetch };

const filmTitle = (answer: FilmAnswer) => answer.film.title;
const PLAYLIST_CHANGE = { action: "settings" as const, summary: () => "Changed the Motion tab's playlist" };

export function videoAdminRoutes(deps: VideoAdminDeps): AnyElysia {
  const { sql, objects, youtube } = deps;
  const kit = listKit(deps, films);
  const loaded = async (id: string) => (await listFilms(sql, id))[0] ?? fail(404, FILM_MESSAGES.notFound);

  async function playlistSettings(): Promise<PlaylistSettings> {
    const saved = await readSavedPlaylist(sql);
    return {
      playlistId: saved.playlistId,
      keySaved: saved.apiKey !== null,
      environment: { keySet: Boolean(youtube.apiKey), playlistId: youtube.playlistId ?? null },
    };
  }

  /** What the new film shows: its stored video (sizes as stored), or the video its link names. */
  async function source(body: FilmCreate) {
    if (body.video && body.url !== undefined) fail(400, FILM_MESSAGES.oneSource);
    if (body.video) {
      const sizes = (await mediaStored(objects, body.video)) ?? fail(400, FILM_MESSAGES.videoNotStored);
      return { video: withStoredSizes(body.video, sizes), link: null };
    }
    if (body.url === undefined || body.url.trim() === "") fail(400, FILM_MESSAGES.sourceRequired);
    return { video: null, link: parseVideoLink(body.url) ?? fail(400, FILM_MESSAGES.badLink) };
  }

  return adminRoutes(deps, "video-admin")
    .get(
      VIDEOS.list.path,
      async () =>
        ({ success: true, message: "Films loaded", films: await listFilms(sql), playlist: await playlistSettings() }) satisfies AnswerOf<
          typeof VIDEOS.list
        >,
      { admin: true, response: AdminVideosAnswer },
    )
    .post(
      VIDEOS.add.path,
      async ({ body, set }) => {
        const id = await insertFilm(sql, { title: body.title.trim(), ...(await source(body)) });
        set.status = 201;
        return { success: true, message: FILM_MESSAGES.added, film: await loaded(id) } satisfies AnswerOf<typeof VIDEOS.add>;
      },
      { body: FilmCreate, ...kit.creates(FilmAnswer, filmTitle) },
    )
    .put(
      VIDEOS.order.path,
      async ({ body }) => {
        await kit.reorder(body.ids);
        return { success: true, message: FILM_MESSAGES.ordered, films: await listFilms(sql) } satisfies AnswerOf<typeof VIDEOS.order>;
      },
      { body: OrderBody("Film"), ...kit.reorders(FilmsAnswer, "Reordered the Motion tab's films") },
    )
    .patch(
      VIDEOS.rename.path,
      async ({ params, body }) => {
        if (!(await renameFilm(sql, params.id, body.title.trim()))) fail(404, FILM_MESSAGES.notFound);
        return { success: true, message: FILM_MESSAGES.updated, film: await loaded(params.id) } satisfies AnswerOf<typeof VIDEOS.rename>;
      },
      { params: FilmIdParams, body: FilmUpdate, ...kit.updates(FilmAnswer, filmTitle) },
    )
    .delete(VIDEOS.remove.path, ({ params }) => kit.trash(params.id, FILM_MESSAGES) satisfies Promise<AnswerOf<typeof VIDEOS.remove>>, {
      params: FilmIdParams,
      ...kit.deletes,
    })
    .put(
      VIDEOS.setPlaylist.path,
      async ({ body }) => {
        const playlistId = body.playlistId.trim() || null;
        const saved = await readSavedPlaylist(sql);
        const wanted = effectivePlaylist({ playlistId, apiKey: body.apiKey ?? saved.apiKey }, youtube);
        if (wanted.playlistId) {
          // The platform is asked once, now: a key or playlist it refuses is never saved.
          if (!wanted.apiKey) fail(400, FILM_MESSAGES.keyNeeded);
          const refused = await checkPlaylist({ baseUrl: youtube.baseUrl, fetcher: deps.fetch }, wanted.apiKey, wanted.playlistId);
          if (refused) fail(refused.status, refused.message);
        } else if (body.apiKey !== undefined) {
          fail(400, FILM_MESSAGES.playlistNeeded);
        }
        await savePlaylist(sql, playlistId, body.apiKey);
        const message = wanted.playlistId ? FILM_MESSAGES.playlistSaved : FILM_MESSAGES.playlistCleared;
        return { success: true, message, playlist: await playlistSettings() } satisfies AnswerOf<typeof VIDEOS.setPlaylist>;
      },
      { admin: true, body: PlaylistBody, response: PlaylistAnswer, invalidates: films.tags, activity: PLAYLIST_CHANGE },
    )
    .delete(
      VIDEOS.removeKey.path,
      async () => {
        await removeSavedKey(sql);
        return { success: true, message: FILM_MESSAGES.keyRemoved, playlist: await playlistSettings() } satisfies AnswerOf<typeof VIDEOS.removeKey>;
      },
      {
        admin: true,
        response: PlaylistAnswer,
        invalidates: films.tags,
        activity: { action: "settings" as const, summary: () => "Removed the video platform's API key" },
      },
    );
}
