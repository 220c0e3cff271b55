// The studio's mark (client/contract/mark.ts): an uploaded SVG or image, checked by its bytes and
// re-encoded like every upload (an SVG is drawn to pixels, so the owner's markup is never served),
// or back to the monogram of the studio's initials. Every page shows the mark, so a change
// declares "studio" and every cached page goes; the image it replaced is removed after that.
import type { AnswerOf } from "../../../client/contract/endpoint.ts";
import { STUDIO } from "../../../client/contract/endpoints/studio.ts";
import { MARK_MESSAGES, MarkAnswer, MONOGRAM, type Mark } from "../../../client/contract/mark.ts";
import type { AdminDeps } from "../../platform/admin-deps.ts";
import { adminRoutes } from "../../platform/collections/admin-routes.ts";
import { fail } from "../../platform/http/errors.ts";
import { addImage } from "../../platform/media/image-jobs.ts";
import type { ImageDeps } from "../../platform/media/image-queue.ts";
import type { ImageKind } from "../../platform/media/keys.ts";
import { sniffImage } from "../../platform/media/sniff.ts";
import { leaveBodyUnread, readImageField, readUploadForm } from "../../platform/media/upload-form.ts";
import { removeImage } from "../../platform/media/writes.ts";
import { setMark } from "./queries.ts";

const changes = (summary: string) => ({
  admin: true as const,
  response: MarkAnswer,
  invalidates: ["studio"] as const,
  activity: { action: "settings" as const, summary: () => summary },
});

/**
 * Scripts and event handlers never run in a drawn SVG, but a mark that carries them was not made
 * as a plain picture: the owner is told rather than shown a mark that may lack parts.
 */
function refuseScripts(bytes: Uint8Array): void {
  if (sniffImage(bytes) !== "svg") return;
  const text = new TextDecoder().decode(bytes);
  if (/<script[\s>/]|\son[a-z]+\s*=|javascript:/i.test(text)) fail(415, MARK_MESSAGES.script);
}

/** The mark is stored as one WebP fitted to its largest icon, in a folder of its own. */
const MARK_KIND: ImageKind = { folder: "marks", store: "object", fit: "mark" };

export function markRoutes(deps: AdminDeps & ImageDeps) {
  const { sql } = deps;
  const replaced = (afterInvalidate: (cleanup: () => Promise<void>) => void, old: Mark) =>
    afterInvalidate(() => removeImage(deps, old.kind === "image" ? old.key : null));
  return adminRoutes(deps, "studio-mark")
    .post(
      STUDIO.uploadMark.path,
      async ({ request, afterInvalidate }) => {
        const form = await readUploadForm(request, deps.uploadMaxBytes);
        const bytes = (await readImageField(form, "image", MARK_MESSAGES.imageLabel, deps.uploadMaxBytes)) ?? fail(400, MARK_MESSAGES.imageRequired);
        refuseScripts(bytes);
        const mark = await addImage({ ...deps, signal: request.signal }, MARK_KIND, bytes, async (stored) => {
          const mark: Mark = { kind: "image", key: stored.key, width: stored.width, height: stored.height };
          replaced(afterInvalidate, await setMark(sql, mark));
          return mark;
        });
        return { success: true, message: MARK_MESSAGES.saved, mark } satisfies AnswerOf<typeof STUDIO.uploadMark>;
      },
      { parse: leaveBodyUnread, ...changes("Changed the studio's mark") },
    )
    .delete(
      STUDIO.removeMark.path,
      async ({ afterInvalidate }) => {
        replaced(afterInvalidate, await setMark(sql, MONOGRAM));
        return { success: true, message: MARK_MESSAGES.monogram, mark: MONOGRAM } satisfies AnswerOf<typeof STUDIO.removeMark>;
      },
      changes("Set the studio's mark to the monogram"),
    );
}
