// An image's focal point: read and set by the admin (client/components/admin/focus-picker.tsx).
// Any of the image's URLs names it; a point applies at once to every page that shows the image,
// so a save drops every cached page.
import type { AnswerOf } from "../../../client/contract/endpoint.ts";
import { FOCUS } from "../../../client/contract/endpoints/pages.ts";
import { FOCUS_MESSAGES, FocusAnswer, FocusBody, FocusQuery } from "../../../client/contract/focus.ts";
import { CENTRE, focusKey } from "../../../client/contract/focus-point.ts";
import type { AdminDeps } from "../../platform/admin-deps.ts";
import { adminRoutes } from "../../platform/collections/admin-routes.ts";
import { fail } from "../../platform/http/errors.ts";
import { isBucketKey } from "../../platform/media/keys.ts";
import { dropStalePreviews } from "../../platform/media/previews.ts";
import { checked } from "../../platform/http/validation.ts";
import { readFocus, saveFocus } from "./queries.ts";

const keyOf = (src: string) => focusKey(src) ?? fail(400, FOCUS_MESSAGES.notStored);

export function focusRoutes(deps: AdminDeps) {
  const { sql } = deps;
  return adminRoutes(deps, "focus")
    .get(
      FOCUS.get.path,
      // The query is checked in the handler, after the admin check: a visitor is told 401, not what the query lacks.
      async ({ query }) =>
        ({
          success: true,
          message: FOCUS_MESSAGES.loaded,
          focus: (await readFocus(sql, keyOf(checked(FocusQuery, query).src))) ?? CENTRE,
        }) satisfies AnswerOf<typeof FOCUS.get>,
      { admin: true, response: FocusAnswer },
    )
    .put(
      FOCUS.set.path,
      async ({ body }) => {
        const { src, x, y } = checked(FocusBody, body);
        const key = keyOf(src);
        await saveFocus(sql, key, { x, y });
        // The link preview cut around the old point is no page's any more; the new one is made on its first request.
        if (isBucketKey(key))
          await dropStalePreviews(deps.objects, key, { x, y }).catch((error) => deps.log.warn(`focus: old previews kept: ${error}`));
        return { success: true, message: FOCUS_MESSAGES.saved, focus: { x, y } } satisfies AnswerOf<typeof FOCUS.set>;
      },
      { admin: true, response: FocusAnswer, invalidates: ["pages"], activity: { action: "update", summary: () => "Set an image's focal point" } },
    );
}
