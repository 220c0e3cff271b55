// The first run's setup (client/contract/setup.ts): GET says whether it was finished and which
// details it starts from; POST saves the studio's details (a revision, as the studio form's save
// keeps) and the start chosen, in one transaction, and marks the setup done. Starting empty takes
// every sample record to the trash as one batch and gives the pages plain words (start-empty.ts).
import type { AnswerOf } from "../../../client/contract/endpoint.ts";
import { STUDIO } from "../../../client/contract/endpoints/studio.ts";
import { SETUP_MESSAGES, SetupAnswer, SetupBody, SetupState } from "../../../client/contract/setup.ts";
import type { Studio } from "../../../client/contract/studio.ts";
import type { AdminDeps } from "../../platform/admin-deps.ts";
import { adminRoutes } from "../../platform/collections/admin-routes.ts";
import { hasSample } from "../../platform/collections/batches.ts";
import type { Collections } from "../../platform/collections/collection.ts";
import { checked, trimmedDeep } from "../../platform/http/validation.ts";
import { getStudio, saveStudio } from "../studio/queries.ts";
import { sampleDetails } from "./sample-details.ts";
import { startEmpty } from "./start-empty.ts";

export function setupRoutes(deps: AdminDeps & { collections: Collections }) {
  const { sql } = deps;
  return adminRoutes(deps, "setup")
    .get(
      STUDIO.setup.path,
      async () => {
        const [row] = await sql<{ done: boolean }[]>`select setup_done as done from site_settings`;
        const studio = await getStudio(sql);
        return {
          success: true,
          message: SETUP_MESSAGES.loaded,
          done: row?.done ?? false,
          studio,
          sample: sampleDetails(studio),
          hasSample: await hasSample(sql, deps.collections),
        } satisfies AnswerOf<typeof STUDIO.setup>;
      },
      { admin: true, response: SetupState },
    )
    .post(
      STUDIO.finishSetup.path,
      async (context) => {
        const { adminName: author, describeActivity } = context as typeof context & { adminName: string; describeActivity: (text: string) => void };
        // Checked here rather than by Elysia's `body` option, as the studio's own route does (deeply nested hostile input).
        const { start, ...details } = checked(SetupBody, context.body);
        const who = { author, keep: deps.revisionsKeep };
        const saved = await saveStudio(sql, trimmedDeep<Studio>(details), {
          ...who,
          summary: "Set up the studio",
          // The rest in the same transaction: a failure leaves the details and the site as they were.
          alsoDo: async (tx, studio) => {
            const removed = start === "empty" ? await startEmpty(tx, deps.collections, studio, who) : null;
            await tx`update site_settings set setup_done = true`;
            return removed;
          },
        });
        const said = start === "empty" ? (saved.also ? "empty" : "fresh") : (await hasSample(sql, deps.collections)) ? "sample" : "kept";
        describeActivity(
          {
            sample: "Set up the studio from the sample",
            empty: "Set up the studio, starting empty (the sample is in the trash)",
            fresh: "Set up the studio, with plain words",
            kept: "Set up the studio, its pages kept",
          }[said],
        );
        return { success: true, message: SETUP_MESSAGES[said], studio: saved.studio, removed: saved.also } satisfies AnswerOf<
          typeof STUDIO.finishSetup
        >;
      },
      {
        admin: true,
        response: SetupAnswer,
        invalidates: ["studio", "pages", "logos", "reviews", "projects", "portfolio", "services"],
        activity: { action: "settings", summary: () => "Set up the studio" },
      },
    );
}
