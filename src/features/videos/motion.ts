// The portfolio page's Motion tab as the page renders it: the films, and whether a playlist (the
// admin's or the server's, with a key) is set to list after them. The page hides the tab when it
// has neither; the playlist's videos themselves are fetched by the browser (GET /api/videos).
import type { MotionData } from "../../../client/contract/films.ts";
import type { Config } from "../../platform/config.ts";
import type { Queries } from "../../platform/db/connect.ts";
import { listFilms } from "./films.ts";
import { effectivePlaylist, readSavedPlaylist } from "./playlist-settings.ts";

export async function motionData(sql: Queries, youtube: YoutubeSetting = NO_SETTING): Promise<MotionData> {
  const [films, saved] = await Promise.all([listFilms(sql), readSavedPlaylist(sql)]);
  const { playlistId, apiKey } = effectivePlaylist(saved, youtube);
  return { films, playlist: Boolean(playlistId && apiKey) };
}

type YoutubeSetting = Pick<Config["youtube"], "apiKey" | "playlistId">;
const NO_SETTING: YoutubeSetting = { apiKey: undefined, playlistId: undefined };
