// The studio's details (CONTENT-API.md, "Studio details"): read and replaced whole. Every page
// shows them in its header and footer, so a save declares "studio" and every cached page goes.
import { STUDIO_MESSAGES, Studio, StudioAnswer } from "../../../client/contract/studio.ts";
import type { AdminDeps } from "../../platform/admin-deps.ts";
import { adminRoutes } from "../../platform/collections/admin-routes.ts";
import { checked } from "../../platform/http/validation.ts";
import { getStudio, saveStudio } from "./queries.ts";

export function studioRoutes(deps: AdminDeps) {
  const { sql } = deps;
  return (
    adminRoutes(deps, "studio")
      .get("/api/admin/studio", async () => ({ success: true, message: STUDIO_MESSAGES.loaded, studio: await getStudio(sql) }), {
        admin: true,
        response: StudioAnswer,
      })
      // Checked here rather than by Elysia's `body` option: its validator runs out of memory when a
      // schema with nested objects meets a value nested thousands of levels deep (hostile-input).
      .put(
        "/api/admin/studio",
        async ({ body }) => ({ success: true, message: STUDIO_MESSAGES.saved, studio: await saveStudio(sql, trimmedStudio(checked(Studio, body))) }),
        {
          admin: true,
          response: StudioAnswer,
          invalidates: ["studio"],
          activity: { action: "settings", summary: () => "Changed the studio's details" },
        },
      )
  );
}

/** Every text of the details trimmed, nested groups included. */
function trimmedStudio(studio: Studio): Studio {
  const trim = <T extends Record<string, string>>(group: T) =>
    Object.fromEntries(Object.entries(group).map(([key, value]) => [key, value.trim()])) as T;
  const { forms, social, ...top } = studio;
  return { ...trim(top), forms: trim(forms), social: trim(social) };
}
