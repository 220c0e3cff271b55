// The studio's own endpoints: the dashboard, the first run's setup, the studio's details and its mark.
import type { DashboardAnswer } from "../dashboard.ts";
import { endpoint } from "../endpoint.ts";
import type { MarkAnswer } from "../mark.ts";
import type { SetupAnswer, SetupBody, SetupState } from "../setup.ts";
import type { Studio, StudioAnswer } from "../studio.ts";

export const STUDIO = {
  dashboard: endpoint<DashboardAnswer>().get("/api/admin/dashboard"),
  setup: endpoint<SetupState>().get("/api/admin/setup"),
  finishSetup: endpoint<SetupAnswer, SetupBody>().post("/api/admin/setup"),
  get: endpoint<StudioAnswer>().get("/api/admin/studio"),
  save: endpoint<StudioAnswer, Studio>().put("/api/admin/studio"),
  uploadMark: endpoint<MarkAnswer, FormData>().post("/api/admin/studio/mark"),
  removeMark: endpoint<MarkAnswer>().delete("/api/admin/studio/mark"),
};
