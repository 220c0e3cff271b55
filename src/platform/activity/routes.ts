// GET /api/admin/activity: the activity log, a page at a time, newest first.
import type { AnswerOf } from "../../../client/contract/endpoint.ts";
import { SAFETY } from "../../../client/contract/endpoints/safety.ts";
import { Elysia, t } from "elysia";
import { ActivityAnswer } from "../../../client/contract/safety.ts";
import { answers } from "../http/validation.ts";
import { adminGuard } from "../auth/guard.ts";
import type { Sql } from "../db/connect.ts";
import { listActivity } from "./queries.ts";

const ActivityQuery = t.Object({
  before: t.Optional(
    // An id is a bigint: 18 digits always fit (19 may not), and the log will never count that far.
    t.Union([t.String({ pattern: "^\\d{1,18}$" }), t.String({ format: "date-time" })], { error: "before must be an entry id or an ISO time" }),
  ),
  limit: t.Optional(t.Numeric({ minimum: 1, maximum: 200, error: "limit must be between 1 and 200" })),
});

export function activityRoutes({ sql, jwtSecret }: { sql: Sql; jwtSecret: string }) {
  return new Elysia({ name: "activity" }).use(adminGuard({ jwtSecret, sql })).get(
    SAFETY.activity.path,
    async ({ query }) => {
      const page = await listActivity(sql, { before: query.before, limit: query.limit ?? 50 });
      return { success: true, message: "Activity loaded", ...page } satisfies AnswerOf<typeof SAFETY.activity>;
    },
    { admin: true, query: ActivityQuery, response: answers(ActivityAnswer) },
  );
}
