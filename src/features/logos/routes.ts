// The logo endpoints of the admin API (DESIGN.md, API contract). The list is public: it is the
// home strip's fallback source. Every write declares that it changes "logos", which drops the
// cached pages and this list (src/platform/cache/), so both update at once.
import { Elysia } from "elysia";
import { activityHook, onRecord } from "../../platform/activity/hook.ts";
import type { AdminDeps } from "../../platform/admin-deps.ts";
import { adminGuard } from "../../platform/auth/guard.ts";
import { collection } from "../../platform/collections/registry.ts";
import { moveToTrash } from "../../platform/collections/trash.ts";
import { cachedJson } from "../../platform/cache/cached-json.ts";
import { cacheInvalidation } from "../../platform/cache/invalidation.ts";
import { fail } from "../../platform/http/errors.ts";
import { addImage } from "../../platform/media/image-jobs.ts";
import type { ImageDeps } from "../../platform/media/image-queue.ts";
import { leaveBodyUnread, readFormFields, readImageField, readUploadForm } from "../../platform/media/upload-form.ts";
import { removeObject } from "../../platform/media/writes.ts";
import { DeleteLogoBody, LOGO_MESSAGES, LogoForm, LogoIdParams, type LogoTreatment, LogoUpdateForm } from "../../../client/contract/logos.ts";
import { getLogo, insertLogo, listLogos, replaceLogoImage } from "./queries.ts";

const LOGOS = collection("logos");

export function logoRoutes(deps: AdminDeps & ImageDeps) {
  const { sql, cache, uploadMaxBytes } = deps;
  const parse = leaveBodyUnread;
  const readImage = async (form: FormData, missing: string) => (await readImageField(form, "image", LOGO_MESSAGES.imageLabel, uploadMaxBytes)) ?? fail(400, missing);
  // The treatment is chosen at upload: a monochrome logo is stored already re-drawn.
  const asLogo = (treatment: LogoTreatment = "original") => ({ use: "logo" as const, monochrome: treatment === "monochrome" });

  return new Elysia({ name: "logos" })
    .use(adminGuard(deps))
    .use(cacheInvalidation(cache))
    .use(activityHook(deps))
    .get("/api/admin/logos", ({ request }) => cachedJson(cache, request, ["logos"], async () => ({ success: true, message: "Logos loaded", logos: await listLogos(sql) })))
    .get(
      "/api/admin/logo/:id",
      async ({ params }) => {
        const logo = (await getLogo(sql, params.id)) ?? fail(404, LOGO_MESSAGES.notFound);
        return { success: true, message: "Logo loaded", logo };
      },
      { admin: true, params: LogoIdParams },
    )
    .post(
      "/api/admin/addlogo",
      async ({ request, set }) => {
        const form = await readUploadForm(request, uploadMaxBytes);
        const fields = readFormFields(form, LogoForm);
        const name = fields.name ?? "";
        const image = await readImage(form, LOGO_MESSAGES.imageRequired);
        const logo = await addImage({ ...deps, signal: request.signal }, "logos", image, asLogo(fields.treatment), (imageKey) => insertLogo(sql, { name, imageKey }));
        set.status = 201;
        return { success: true, message: LOGO_MESSAGES.added, logo };
      },
      { admin: true, parse, invalidates: ["logos"], activity: onRecord("create", "logos", (answer) => answer.logo.name) },
    )
    .post(
      "/api/admin/updatelogo",
      async ({ request, afterInvalidate }) => {
        const form = await readUploadForm(request, uploadMaxBytes);
        const { id, name, treatment } = readFormFields(form, LogoUpdateForm);
        const image = await readImage(form, LOGO_MESSAGES.newImageRequired);
        const updated = await addImage({ ...deps, signal: request.signal }, "logos", image, asLogo(treatment), async (imageKey) => {
          return (await replaceLogoImage(sql, id, { imageKey, name })) ?? fail(404, LOGO_MESSAGES.notFound);
        });
        afterInvalidate(() => removeObject(deps, updated.oldKey));
        return { success: true, message: LOGO_MESSAGES.updated, logo: updated.logo };
      },
      { admin: true, parse, invalidates: ["logos"], activity: onRecord("update", "logos", (answer) => answer.logo.name) },
    )
    .post(
      "/api/admin/deletelogo",
      async ({ body }) => {
        // To the trash: the row and its image stay until restored or purged.
        const trashed = (await moveToTrash(sql, LOGOS, body.id)) ?? fail(404, LOGO_MESSAGES.notFound);
        return { success: true, message: LOGO_MESSAGES.deleted, trashed };
      },
      { admin: true, body: DeleteLogoBody, invalidates: ["logos"], activity: onRecord("delete", "logos", (answer) => answer.trashed.title) },
    );
}
