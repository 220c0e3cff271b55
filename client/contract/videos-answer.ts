// GET /api/videos' answer as a schema, which the route declares (src/features/videos/routes.ts).
// Apart from videos.ts, which the Motion tab reads at run time without the schema library. The
// route's handler is typed from this schema, so a Video field it lacks does not compile.
import { Type as t } from "@sinclair/typebox";
import { Answer } from "./common.ts";

const Video = t.Object({ id: t.String(), title: t.String(), thumbnail: t.String() });

export const VideosAnswer = Answer({ videos: t.Array(Video) });
