// The logo endpoints of the admin API (client/contract/endpoints/carousels.ts). The list is public: it is the
// home strip's fallback source. Every write drops the cached pages and this list (the
// declaration's tags), so both update at once.
import type { AnswerOf } from "../../../client/contract/endpoint.ts";
import { LOGOS } from "../../../client/contract/endpoints/carousels.ts";
import { adminRoutes } from "../../platform/collections/admin-routes.ts";
import { listKit, type ListDeps } from "../../platform/collections/kit.ts";
import { cachedJson } from "../../platform/cache/cached-json.ts";
import { fail } from "../../platform/http/errors.ts";
import { leaveBodyUnread, readFormFields, readImageField, readUploadForm } from "../../platform/media/upload-form.ts";
import {
  DeleteLogoBody,
  LOGO_MESSAGES,
  LogoAnswer,
  LogoForm,
  LogoIdParams,
  type LogoTreatment,
  LogoUpdateForm,
} from "../../../client/contract/logos.ts";
import { logos } from "./collection.ts";
import { getLogo, listLogos } from "./queries.ts";
import { insertLogo, logoTreatment, replaceLogoImage } from "./writes.ts";

const logoName = (answer: { logo: { name: string } }) => answer.logo.name;

export function logoRoutes(deps: ListDeps) {
  const { sql, cache, uploadMaxBytes } = deps;
  const kit = listKit(deps, logos);
  const parse = leaveBodyUnread;
  const readImage = async (form: FormData, missing: string) =>
    (await readImageField(form, "image", LOGO_MESSAGES.imageLabel, uploadMaxBytes)) ?? fail(400, missing);
  // The treatment is chosen at upload: a monochrome logo is stored already re-drawn.
  const asLogo = (treatment: LogoTreatment) => ({ monochrome: treatment === "monochrome" });

  return (
    adminRoutes(deps, "logos")
      .get(LOGOS.list.path, ({ request }) =>
        cachedJson(cache, request, logos.tags, async () => ({ success: true, message: "Logos loaded", logos: await listLogos(sql) })),
      )
      .get(
        LOGOS.get.path,
        async ({ params }) => {
          const logo = (await getLogo(sql, params.id)) ?? fail(404, LOGO_MESSAGES.notFound);
          return { success: true, message: "Logo loaded", logo } satisfies AnswerOf<typeof LOGOS.get>;
        },
        { admin: true, params: LogoIdParams, response: LogoAnswer },
      )
      .post(
        LOGOS.add.path,
        async ({ request, set }) => {
          const form = await readUploadForm(request, uploadMaxBytes);
          const fields = readFormFields(form, LogoForm);
          const name = fields.name ?? "";
          const treatment = fields.treatment ?? "original";
          const image = await readImage(form, LOGO_MESSAGES.imageRequired);
          const logo = await kit.addImage(request, image, (stored) => insertLogo(sql, { name, imageKey: stored.key, treatment }), asLogo(treatment));
          set.status = 201;
          return { success: true, message: LOGO_MESSAGES.added, logo } satisfies AnswerOf<typeof LOGOS.add>;
        },
        { parse, ...kit.creates(LogoAnswer, logoName) },
      )
      .post(
        LOGOS.update.path,
        async ({ request, afterInvalidate }) => {
          const form = await readUploadForm(request, uploadMaxBytes);
          const { id, name, ...fields } = readFormFields(form, LogoUpdateForm);
          const image = await readImage(form, LOGO_MESSAGES.newImageRequired);
          // A new image keeps the logo's treatment unless another is chosen: a monochrome mark stays white.
          const treatment = fields.treatment ?? (await logoTreatment(sql, id)) ?? fail(404, LOGO_MESSAGES.notFound);
          const updated = await kit.addImage(
            request,
            image,
            async (stored) => (await replaceLogoImage(sql, id, { imageKey: stored.key, name, treatment })) ?? fail(404, LOGO_MESSAGES.notFound),
            asLogo(treatment),
          );
          kit.dropReplaced(afterInvalidate, updated.oldKey);
          return { success: true, message: LOGO_MESSAGES.updated, logo: updated.logo } satisfies AnswerOf<typeof LOGOS.update>;
        },
        { parse, ...kit.updates(LogoAnswer, logoName) },
      )
      // To the trash: the row and its image stay until restored or purged.
      .post(LOGOS.remove.path, ({ body }) => kit.trash(body.id, LOGO_MESSAGES) satisfies Promise<AnswerOf<typeof LOGOS.remove>>, {
        body: DeleteLogoBody,
        ...kit.deletes,
      })
  );
}
