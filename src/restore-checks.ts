// What a restore checks the restored content against before it commits (src/platform/backup/content-check.ts):
// every managed list, from its declaration (src/collections.ts), and the settings that are no
// list, read by the same query the API answers with and checked against the contract's schema.
import { MotionBody } from "../client/contract/portfolio.ts";
import { Studio } from "../client/contract/studio.ts";
import { contentCheck, type RestoreChecks } from "./platform/backup/content-check.ts";
import { collections } from "./collections.ts";
import { getMotionPlaylistId } from "./features/portfolio/queries.ts";
import { getStudio } from "./features/studio/queries.ts";

/** The content a restore checks besides the managed lists. */
export const settingChecks = [
  contentCheck({
    label: "Motion tab's playlist id",
    read: async (tx) => [{ playlistId: (await getMotionPlaylistId(tx)) ?? "" }],
    schema: MotionBody,
  }),
  contentCheck({ label: "studio details", read: async (tx) => [await getStudio(tx)], schema: Studio }),
];

export const restoreChecks: RestoreChecks = { collections, checks: settingChecks };
