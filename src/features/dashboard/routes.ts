// GET /api/admin/dashboard: everything the dashboard shows, in the contract's field names.
import { Elysia } from "elysia";
import { DashboardAnswer } from "../../../client/contract/dashboard.ts";
import type { AdminDeps } from "../../platform/admin-deps.ts";
import { adminGuard } from "../../platform/auth/guard.ts";
import { listClients } from "../clients/queries.ts";
import { countNewEnquiries } from "../enquiries/queries.ts";
import { listLogos } from "../logos/queries.ts";
import { countContent, listRecentDrafts } from "./queries.ts";

export function dashboardRoutes({ sql, jwtSecret }: Pick<AdminDeps, "sql" | "jwtSecret">) {
  return new Elysia({ name: "dashboard" }).use(adminGuard({ jwtSecret, sql })).get(
    "/api/admin/dashboard",
    async () => {
      const [Logos, getAllClients, content, newEnquiries, recentDrafts] = await Promise.all([
        listLogos(sql),
        listClients(sql),
        countContent(sql),
        countNewEnquiries(sql),
        listRecentDrafts(sql),
      ]);
      const counts = { ...content, newEnquiries };
      return { success: true, message: "Dashboard loaded", dashboardData: { Logos, getAllClients, counts, recentDrafts } };
    },
    { admin: true, response: DashboardAnswer },
  );
}
