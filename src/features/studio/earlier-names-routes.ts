// The studio's earlier names in the pages' words (client/contract/studio-names.ts): where they
// still stand, and replaced by the names the studio has now. A replacement changes pages and
// portfolio tabs, so it drops their cached copies, and says in the activity log what it did.
import type { AnswerOf } from "../../../client/contract/endpoint.ts";
import { STUDIO } from "../../../client/contract/endpoints/studio.ts";
import { EarlierNames, NameMentionsAnswer, NamesReplacedAnswer, STUDIO_NAME_MESSAGES } from "../../../client/contract/studio-names.ts";
import type { AdminDeps } from "../../platform/admin-deps.ts";
import { adminRoutes } from "../../platform/collections/admin-routes.ts";
import { checked } from "../../platform/http/validation.ts";
import { earlierNameMentions, renamingFrom, replaceEarlierNames } from "./earlier-names.ts";

type Context = { adminName: string; describeActivity: (text: string) => void };

export function earlierNameRoutes(deps: AdminDeps) {
  const { sql } = deps;
  return (
    adminRoutes(deps, "studio-earlier-names")
      // The query is checked in the handler, after the admin check: a visitor is told 401, not what the query lacks.
      .get(
        STUDIO.earlierNames.path,
        async ({ query }) => {
          const names = await renamingFrom(sql, checked(EarlierNames, query));
          const mentions = await earlierNameMentions(sql, names);
          return {
            success: true,
            message: STUDIO_NAME_MESSAGES.listed,
            names: names ? [...names.to.keys()] : [],
            mentions,
          } satisfies AnswerOf<typeof STUDIO.earlierNames>;
        },
        { admin: true, response: NameMentionsAnswer },
      )
      .post(
        STUDIO.replaceEarlierNames.path,
        async (context) => {
          const { adminName, describeActivity } = context as typeof context & Context;
          const names = await renamingFrom(sql, context.body);
          const { places, replaced } = await replaceEarlierNames(sql, names, { author: adminName, keep: deps.revisionsKeep });
          describeActivity(
            `Replaced the studio's earlier name ${STUDIO_NAME_MESSAGES.times(replaced)} on ${places} ${places === 1 ? "page" : "pages"}`,
          );
          const message = places > 0 ? STUDIO_NAME_MESSAGES.replaced(replaced, places) : STUDIO_NAME_MESSAGES.noneLeft;
          return { success: true, message, places, replaced } satisfies AnswerOf<typeof STUDIO.replaceEarlierNames>;
        },
        {
          admin: true,
          body: EarlierNames,
          response: NamesReplacedAnswer,
          invalidates: ["pages", "portfolio"],
          activity: { action: "update", summary: () => "Replaced the studio's earlier name in the pages" },
        },
      )
  );
}
