// The studio's details (client/contract/studio.ts): read and replaced whole (the mark has its
// own endpoint and the icons made from it their own addresses, both here). Every page
// shows them in its header and footer, so a save declares "studio" and every cached page goes.
// Each save that changes them keeps a revision and says in the activity log what changed.
import type { AnswerOf } from "../../../client/contract/endpoint.ts";
import { STUDIO } from "../../../client/contract/endpoints/studio.ts";
import { STUDIO_MESSAGES, StudioAnswer, StudioBody } from "../../../client/contract/studio.ts";
import type { AdminDeps } from "../../platform/admin-deps.ts";
import type { ImageDeps } from "../../platform/media/image-queue.ts";
import { iconRoutes } from "./icon-routes.ts";
import { markRoutes } from "./mark-routes.ts";
import { earlierNameRoutes } from "./earlier-names-routes.ts";
import { adminRoutes } from "../../platform/collections/admin-routes.ts";
import { checked, trimmedDeep } from "../../platform/http/validation.ts";
import { fieldList } from "../../platform/revisions/diff.ts";
import { getStudio, saveStudio, type StudioDetails, studioVersion } from "./queries.ts";

type Context = { adminName: string; describeActivity: (text: string) => void };

export function studioRoutes(deps: AdminDeps & ImageDeps) {
  const { sql } = deps;
  return (
    adminRoutes(deps, "studio")
      .get(
        STUDIO.get.path,
        async () =>
          ({ success: true, message: STUDIO_MESSAGES.loaded, studio: await getStudio(sql), version: await studioVersion(sql) }) satisfies AnswerOf<
            typeof STUDIO.get
          >,
        { admin: true, response: StudioAnswer },
      )
      // Checked here rather than by Elysia's `body` option: its validator runs out of memory when a
      // schema with nested objects meets a value nested thousands of levels deep (hostile-input).
      .put(
        STUDIO.save.path,
        async (context) => {
          const { adminName, describeActivity } = context as typeof context & Context;
          // A mark sent back with the details is the one the form loaded: the stored one is kept.
          const { version, mark: _, ...details } = checked(StudioBody, context.body);
          const saved = await saveStudio(sql, trimmedDeep<StudioDetails>(details), { author: adminName, version, keep: deps.revisionsKeep });
          describeActivity(
            saved.changes.length ? `Changed the studio's ${fieldList(saved.changes, { lower: true })}` : "Changed the studio's details",
          );
          return { success: true, message: STUDIO_MESSAGES.saved, studio: saved.studio, version: saved.version } satisfies AnswerOf<
            typeof STUDIO.save
          >;
        },
        {
          admin: true,
          response: StudioAnswer,
          invalidates: ["studio"],
          activity: { action: "settings", summary: () => "Changed the studio's details" },
        },
      )
      .use(markRoutes(deps))
      .use(earlierNameRoutes(deps))
      // Public: the browser's icons made from the mark.
      .use(iconRoutes(deps))
  );
}
