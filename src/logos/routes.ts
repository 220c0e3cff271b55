// The logo endpoints of the admin API (DESIGN.md, API contract). The list is public: it is the
// home strip's fallback source. Every write clears the render cache, which
// holds the pages and this list (src/http/cached-json.ts), so both update at once.
import { Elysia } from "elysia";
import { adminGuard, type AdminDeps } from "../auth/guard.ts";
import { cachedJson } from "../http/cached-json.ts";
import { fail } from "../http/errors.ts";
import { encodeImage } from "../media/image.ts";
import { leaveBodyUnread, readImageField, readUploadForm } from "../media/upload-form.ts";
import { removeObject, storeThenWrite } from "../media/writes.ts";
import { DeleteLogoBody, LogoIdParams, readLogoId, readLogoName } from "./model.ts";
import { deleteLogo, getLogo, insertLogo, listLogos, replaceLogoImage } from "./queries.ts";

export function logoRoutes(deps: AdminDeps) {
  const { sql, cache, uploadMaxBytes } = deps;
  const parse = leaveBodyUnread;
  const readImage = async (form: FormData, missing: string) =>
    encodeImage((await readImageField(form, "image", "Logo image", uploadMaxBytes)) ?? fail(400, missing), "logo");

  return new Elysia({ name: "logos" })
    .use(adminGuard(deps.jwtSecret))
    .get("/api/admin/logos", ({ request }) => cachedJson(cache, request, async () => ({ success: true, message: "Logos loaded", logos: await listLogos(sql) })))
    .get(
      "/api/admin/logo/:id",
      async ({ params }) => {
        const logo = (await getLogo(sql, params.id)) ?? fail(404, "Logo not found");
        return { success: true, message: "Logo loaded", logo };
      },
      { admin: true, params: LogoIdParams },
    )
    .post(
      "/api/admin/addlogo",
      async ({ request, set }) => {
        const form = await readUploadForm(request, uploadMaxBytes);
        const name = readLogoName(form) ?? "";
        const image = await readImage(form, "Please choose a logo image");
        const logo = await storeThenWrite(deps, "logos", image, (imageKey) => insertLogo(sql, { name, imageKey }));
        cache.clear();
        set.status = 201;
        return { success: true, message: "Logo added successfully", logo };
      },
      { admin: true, parse },
    )
    .post(
      "/api/admin/updatelogo",
      async ({ request }) => {
        const form = await readUploadForm(request, uploadMaxBytes);
        const id = readLogoId(form);
        const name = readLogoName(form);
        const image = await readImage(form, "Please choose a new image");
        const updated = await storeThenWrite(deps, "logos", image, async (imageKey) => {
          return (await replaceLogoImage(sql, id, { imageKey, name })) ?? fail(404, "Logo not found");
        });
        cache.clear();
        await removeObject(deps, updated.oldKey);
        return { success: true, message: "Logo updated successfully", logo: updated.logo };
      },
      { admin: true, parse },
    )
    .post(
      "/api/admin/deletelogo",
      async ({ body }) => {
        const deleted = (await deleteLogo(sql, body.id)) ?? fail(404, "Logo not found");
        cache.clear();
        await removeObject(deps, deleted.imageKey);
        return { success: true, message: "Logo deleted successfully" };
      },
      { admin: true, body: DeleteLogoBody },
    );
}
