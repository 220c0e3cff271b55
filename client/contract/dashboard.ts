// GET /api/admin/dashboard: both lists at once, under SPEC.md's field names.
import { Type as t, type Static } from "@sinclair/typebox";
import { Client } from "./clients.ts";
import { Answer } from "./common.ts";
import { Logo } from "./logos.ts";

export const DashboardAnswer = Answer({ dashboardData: t.Object({ Logos: t.Array(Logo), getAllClients: t.Array(Client) }) });
export type DashboardAnswer = Static<typeof DashboardAnswer>;
