// GET /api/videos: the Motion tab's playlist, proxied so the API key stays on the server.
import { Elysia } from "elysia";
import { Message } from "../../../client/contract/common.ts";
import { VIDEOS_PATH } from "../../../client/contract/videos.ts";
import { VideosAnswer } from "../../../client/contract/videos-answer.ts";
import type { Playlist } from "./playlist.ts";

export function videoRoutes(playlist: Playlist) {
  return new Elysia({ name: "videos" }).get(
    VIDEOS_PATH,
    async ({ set }) => {
      const answer = await playlist.videos();
      if (!answer.ok) {
        set.status = 502;
        set.headers["cache-control"] = "no-store";
        return { success: false, message: answer.message };
      }
      set.headers["cache-control"] = "public, max-age=300";
      return { success: true, message: answer.message, videos: answer.videos };
    },
    { response: { 200: VideosAnswer, 502: Message } },
  );
}
