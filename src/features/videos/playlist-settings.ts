// The playlist the Motion tab lists after the films, as the owner set it in the admin: its id (on
// the site's settings row) and the video platform's API key (api_keys, which backups leave out:
// migrations/00020). The key is read here only, for the server's own requests: no answer of the
// admin or the pages carries it.
// Each falls back to the server's setting (YOUTUBE_API_KEY, YOUTUBE_PLAYLIST_ID) when unset.
import { FILM_MESSAGES } from "../../../client/contract/films.ts";
import type { Config } from "../../platform/config.ts";
import type { Queries, Sql } from "../../platform/db/connect.ts";

const SERVICE = "youtube";

export type SavedPlaylist = { playlistId: string | null; apiKey: string | null };

export async function readSavedPlaylist(sql: Queries): Promise<SavedPlaylist> {
  const [row] = await sql<SavedPlaylist[]>`
    select s.motion_playlist_id as playlist_id, k.key as api_key
    from site_settings s left join api_keys k on k.service = ${SERVICE}`;
  return { playlistId: row?.playlistId ?? null, apiKey: row?.apiKey ?? null };
}

/** The admin's choice where there is one, else the server's setting. */
export function effectivePlaylist(saved: SavedPlaylist, youtube: Pick<Config["youtube"], "apiKey" | "playlistId">) {
  return { playlistId: saved.playlistId ?? youtube.playlistId ?? null, apiKey: saved.apiKey ?? youtube.apiKey ?? null };
}

/** Saves the id (null clears it) and, when given, a new key (undefined keeps the saved one). */
export async function savePlaylist(sql: Sql, playlistId: string | null, apiKey: string | undefined): Promise<void> {
  await sql.begin(async (tx) => {
    await tx`update site_settings set motion_playlist_id = ${playlistId}, updated_at = now()`;
    if (apiKey !== undefined) {
      await tx`
        insert into api_keys (service, key) values (${SERVICE}, ${apiKey})
        on conflict (service) do update set key = excluded.key, updated_at = now()`;
    }
  });
}

export async function removeSavedKey(sql: Sql): Promise<void> {
  await sql`delete from api_keys where service = ${SERVICE}`;
}

const CHECK_TIMEOUT_MS = 8_000;

/**
 * Asks the platform once for the playlist's first item with this key: null when it answers, else
 * why not, as the owner is told (400: the key or the playlist refused; 502: no answer).
 */
export async function checkPlaylist(
  { baseUrl, fetcher = fetch }: { baseUrl: string; fetcher?: typeof fetch },
  apiKey: string,
  playlistId: string,
): Promise<{ status: 400 | 502; message: string } | null> {
  const query = new URLSearchParams({ part: "id", maxResults: "1", playlistId, key: apiKey });
  let response: Response;
  try {
    response = await fetcher(`${baseUrl}/playlistItems?${query}`, { signal: AbortSignal.timeout(CHECK_TIMEOUT_MS) });
    await response.body?.cancel();
  } catch {
    return { status: 502, message: FILM_MESSAGES.unreachable };
  }
  if (response.ok) return null;
  if (response.status === 404) return { status: 400, message: FILM_MESSAGES.playlistNotFound };
  if (response.status >= 500) return { status: 502, message: FILM_MESSAGES.unreachable };
  return { status: 400, message: FILM_MESSAGES.keyRefused };
}
