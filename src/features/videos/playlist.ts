// The portfolio's Motion tab lists one video playlist. The server asks the video platform for it
// (so the API key never reaches a browser), keeps the answer for a while, and remembers a failure
// briefly so that an outage does not turn every page view into an upstream call.
import type { Video } from "../../../client/contract/videos.ts";
import type { Config } from "../../platform/config.ts";
import type { Logger } from "../../platform/logger.ts";
import { effectivePlaylist, type SavedPlaylist } from "./playlist-settings.ts";

export type PlaylistAnswer = { ok: true; videos: Video[]; message: string } | { ok: false; message: string };

export type PlaylistDeps = {
  youtube: Config["youtube"];
  log: Logger;
  /** The playlist id and key the owner saved in the admin, each overriding the server's setting (playlist-settings.ts). */
  saved?: () => Promise<SavedPlaylist>;
  fetch?: typeof fetch;
  now?: () => number;
};

/** How many videos one playlist request asks for (its maxResults). */
const PAGE_SIZE = 50;
export const FRESH_MS = 10 * 60_000;
export const FAILURE_MS = 30_000;
const UPSTREAM_TIMEOUT_MS = 8_000;

export const NOT_CONFIGURED = "The video playlist is not configured yet.";
export const UNAVAILABLE = "The videos could not be loaded right now. Please try again later.";

type Source = { playlistId: string | null; apiKey: string | null };

type PlaylistItem = {
  snippet?: { title?: string; thumbnails?: Record<string, { url?: string } | undefined> };
  contentDetails?: { videoId?: string };
};

export function createPlaylist(deps: PlaylistDeps) {
  const fetcher = deps.fetch ?? fetch;
  const now = deps.now ?? Date.now;
  let cached: { answer: PlaylistAnswer; until: number; source: string } | undefined;
  let inFlight: { promise: Promise<PlaylistAnswer>; source: string } | undefined;

  /** The admin's choice when there is one; the environment's when not, or when it cannot be read. */
  async function current(): Promise<Source> {
    const none = { playlistId: null, apiKey: null };
    const saved = deps.saved ? await deps.saved().catch(() => none) : none;
    return effectivePlaylist(saved, deps.youtube);
  }

  async function load({ apiKey, playlistId }: Source): Promise<PlaylistAnswer> {
    const { baseUrl } = deps.youtube;
    if (!apiKey || !playlistId) return { ok: true, videos: [], message: NOT_CONFIGURED };
    const query = new URLSearchParams({ part: "snippet,contentDetails", maxResults: String(PAGE_SIZE), playlistId, key: apiKey });
    try {
      const response = await fetcher(`${baseUrl}/playlistItems?${query}`, { signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS) });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const body = (await response.json()) as { items?: PlaylistItem[] };
      const videos = (body.items ?? []).map(toVideo).filter((video): video is Video => video !== null);
      return { ok: true, videos, message: videos.length ? `${videos.length} videos` : "The playlist has no videos yet." };
    } catch (error) {
      // A failed video fetch is logged, never shown as an error to visitors.
      deps.log.error("video playlist fetch failed", redactKey(error, apiKey));
      return { ok: false, message: UNAVAILABLE };
    }
  }

  return {
    async videos(): Promise<PlaylistAnswer> {
      const chosen = await current();
      // A new key or playlist is a new source: its first visit asks the platform.
      const source = `${chosen.playlistId}\n${chosen.apiKey}`;
      if (cached && cached.source === source && now() < cached.until) return cached.answer;
      if (!inFlight || inFlight.source !== source) {
        const promise = load(chosen).then((answer) => {
          cached = { answer, until: now() + (answer.ok ? FRESH_MS : FAILURE_MS), source };
          if (inFlight?.promise === promise) inFlight = undefined;
          return answer;
        });
        inFlight = { promise, source };
      }
      return inFlight.promise;
    },
  };
}

export type Playlist = ReturnType<typeof createPlaylist>;

function toVideo(item: PlaylistItem): Video | null {
  const id = item.contentDetails?.videoId;
  const thumbnails = item.snippet?.thumbnails ?? {};
  const thumbnail = thumbnails.medium?.url ?? thumbnails.high?.url ?? thumbnails.default?.url;
  // Deleted and private videos stay in a playlist without a thumbnail: nothing to show.
  if (!id || !thumbnail) return null;
  return { id, title: item.snippet?.title ?? "", thumbnail };
}

/** Fetch errors may quote the request URL, which carries the key. */
function redactKey(error: unknown, key: string): Error {
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return new Error(message.split(key).join("[key]"));
}
