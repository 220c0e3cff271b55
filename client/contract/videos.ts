// GET /api/videos: the Motion tab's playlist, which the server proxies so the video platform's
// API key never reaches a browser (src/features/videos/). Types only.
import type { Message } from "./common.ts";

export const VIDEOS_PATH = "/api/videos";

/** One film of the playlist: its video id, title and thumbnail URL. */
export type Video = { id: string; title: string; thumbnail: string };

/** A failed read (502) carries the message alone. */
export type VideosAnswer = Message & { videos?: Video[] };
