// The links API: the pages the picker offers, the places that link to a page or to a project
// (the delete and unpublish warnings), the links that lead to a 404 (the dashboard), and the fix
// of one place. A fix changes pages, portfolio items or service cards: it drops all their
// cached pages.
import type { AnswerOf } from "../../../client/contract/endpoint.ts";
import { LINKS } from "../../../client/contract/endpoints/pages.ts";
import { IdParams, Message } from "../../../client/contract/common.ts";
import { LINK_MESSAGES, LinkFixBody, LinksToQuery, LinkUsesAnswer, SitePagesAnswer } from "../../../client/contract/links.ts";
import type { AdminDeps } from "../../platform/admin-deps.ts";
import { adminRoutes } from "../../platform/collections/admin-routes.ts";
import { fail } from "../../platform/http/errors.ts";
import { checked } from "../../platform/http/validation.ts";
import { listDeadLinks } from "./dead-links.ts";
import { fixLink } from "./fix.ts";
import { projectPaths, listSitePages } from "./site-pages.ts";
import { linksTo } from "./uses.ts";

type Context = { adminName: string; describeActivity: (text: string) => void };

export function linkRoutes(deps: AdminDeps) {
  const { sql } = deps;
  const uses = (found: Awaited<ReturnType<typeof linksTo>>) => ({ success: true, message: LINK_MESSAGES.uses, uses: found });
  return (
    adminRoutes(deps, "links")
      .get(
        LINKS.pages.path,
        async () => ({ success: true, message: LINK_MESSAGES.pages, pages: await listSitePages(sql) }) satisfies AnswerOf<typeof LINKS.pages>,
        {
          admin: true,
          response: SitePagesAnswer,
        },
      )
      // The query is checked in the handler, after the admin check: a visitor is told 401, not what the query lacks.
      .get(LINKS.to.path, async ({ query }) => uses(await linksTo(sql, [checked(LinksToQuery, query).path])) satisfies AnswerOf<typeof LINKS.to>, {
        admin: true,
        response: LinkUsesAnswer,
      })
      .get(
        LINKS.toProject.path,
        async ({ params }) =>
          uses(await linksTo(sql, (await projectPaths(sql, params.id)) ?? fail(404, LINK_MESSAGES.projectNotFound))) satisfies AnswerOf<
            typeof LINKS.toProject
          >,
        { admin: true, params: IdParams("Project"), response: LinkUsesAnswer },
      )
      .get(LINKS.dead.path, async () => uses(await listDeadLinks(sql)) satisfies AnswerOf<typeof LINKS.dead>, {
        admin: true,
        response: LinkUsesAnswer,
      })
      .post(
        LINKS.fix.path,
        async (context) => {
          const { body } = context;
          const { adminName, describeActivity } = context as typeof context & Context;
          await fixLink(sql, body, { author: adminName, keep: deps.revisionsKeep });
          describeActivity(body.to ? `Pointed a link from ${body.from} to ${body.to}` : `Removed a link to ${body.from}`);
          return { success: true, message: body.to ? LINK_MESSAGES.fixed : LINK_MESSAGES.removed } satisfies AnswerOf<typeof LINKS.fix>;
        },
        {
          admin: true,
          body: LinkFixBody,
          response: Message,
          invalidates: ["pages", "portfolio", "services"],
          activity: { action: "update", summary: () => "Changed a link" },
        },
      )
  );
}
