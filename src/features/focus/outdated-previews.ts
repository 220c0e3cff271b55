// What the start-up sweep (src/platform/media/sweep.ts) removes besides orphans: link previews
// cut around a point their image no longer has, which a focal point's save normally removes
// at once (routes.ts) but a failed removal or a restore can leave behind.
import type { Queries } from "../../platform/db/connect.ts";
import { outdatedPreviews } from "../../platform/media/previews.ts";
import { readFocusPoints } from "./queries.ts";

export async function outdatedPreviewKeys(sql: Queries, keys: readonly string[]): Promise<string[]> {
  return outdatedPreviews(keys, await readFocusPoints(sql));
}
