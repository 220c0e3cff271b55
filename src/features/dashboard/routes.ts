// GET /api/admin/dashboard: everything the dashboard shows, in the contract's field names (the
// reviews under `getAllClients`, the name its callers already use: client/contract/dashboard.ts).
import type { AnswerOf } from "../../../client/contract/endpoint.ts";
import { STUDIO } from "../../../client/contract/endpoints/studio.ts";
import { Elysia } from "elysia";
import { DashboardAnswer } from "../../../client/contract/dashboard.ts";
import type { AdminDeps } from "../../platform/admin-deps.ts";
import { adminGuard } from "../../platform/auth/guard.ts";
import { listReviews } from "../reviews/queries.ts";
import { countNewEnquiries } from "../enquiries/queries.ts";
import { listLogos } from "../logos/queries.ts";
import { countContent, listRecentDrafts } from "./queries.ts";

export function dashboardRoutes({ sql, jwtSecret }: Pick<AdminDeps, "sql" | "jwtSecret">) {
  return new Elysia({ name: "dashboard" }).use(adminGuard({ jwtSecret, sql })).get(
    STUDIO.dashboard.path,
    async () => {
      const [logos, reviews, content, newEnquiries, recentDrafts] = await Promise.all([
        listLogos(sql),
        listReviews(sql),
        countContent(sql),
        countNewEnquiries(sql),
        listRecentDrafts(sql),
      ]);
      const counts = { ...content, newEnquiries };
      return {
        success: true,
        message: "Dashboard loaded",
        dashboardData: { Logos: logos, getAllClients: reviews, counts, recentDrafts },
      } satisfies AnswerOf<typeof STUDIO.dashboard>;
    },
    { admin: true, response: DashboardAnswer },
  );
}
