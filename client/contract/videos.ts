// GET /api/videos: the Motion tab's playlist, as the server proxies it (SPEC.md: id, title and
// the medium thumbnail's URL). A failure upstream answers a plain message, and the tab its empty state.
import { Type as t, type Static } from "@sinclair/typebox";
import { Answer } from "./common.ts";

export const Video = t.Object({ id: t.String(), title: t.String(), thumbnail: t.String() });
export type Video = Static<typeof Video>;

export const VideosAnswer = Answer({ videos: t.Array(Video) });
export type VideosAnswer = Static<typeof VideosAnswer>;
