// The studio's own endpoints: the dashboard, the first run's setup, the studio's details, its mark,
// and its earlier names in the pages' words.
import type { DashboardAnswer } from "../dashboard.ts";
import { endpoint } from "../endpoint.ts";
import type { MarkAnswer } from "../mark.ts";
import type { SetupAnswer, SetupBody, SetupState } from "../setup.ts";
import type { Studio, StudioAnswer } from "../studio.ts";
import type { EarlierNames, NameMentionsAnswer, NamesReplacedAnswer } from "../studio-names.ts";

export const STUDIO = {
  dashboard: endpoint<DashboardAnswer>().get("/api/admin/dashboard"),
  setup: endpoint<SetupState>().get("/api/admin/setup"),
  finishSetup: endpoint<SetupAnswer, SetupBody>().post("/api/admin/setup"),
  get: endpoint<StudioAnswer>().get("/api/admin/studio"),
  save: endpoint<StudioAnswer, Studio>().put("/api/admin/studio"),
  uploadMark: endpoint<MarkAnswer, FormData>().post("/api/admin/studio/mark"),
  removeMark: endpoint<MarkAnswer>().delete("/api/admin/studio/mark"),
  /** Where the pages' words still name the studio by its earlier names (client/contract/studio-names.ts). */
  earlierNames: endpoint<NameMentionsAnswer, undefined, EarlierNames>().get("/api/admin/studio/earlier-names"),
  /** Puts the studio's names now where the pages' words say the earlier ones. */
  replaceEarlierNames: endpoint<NamesReplacedAnswer, EarlierNames>().post("/api/admin/studio/earlier-names/replace"),
};
