// The service pages' sample-work endpoints (CONTENT-API.md, "Service pages' sample work"). The
// list shows all six services; only Web Design and Animation have cards of their own to write
// (the gallery services show their published projects). Writes declare "services".
import { Elysia } from "elysia";
import { CardIdParams, CardServiceParams, SERVICE_MESSAGES, ServiceCardForm } from "../../../client/contract/services.ts";
import { activityHook, onRecord } from "../../platform/activity/hook.ts";
import type { AdminDeps } from "../../platform/admin-deps.ts";
import { adminGuard } from "../../platform/auth/guard.ts";
import { cacheInvalidation } from "../../platform/cache/invalidation.ts";
import { collection } from "../../platform/collections/registry.ts";
import { reorder } from "../../platform/collections/reorder.ts";
import { moveToTrash } from "../../platform/collections/trash.ts";
import { fail } from "../../platform/http/errors.ts";
import { addVariantSet } from "../../platform/media/image-jobs.ts";
import type { ImageDeps } from "../../platform/media/image-queue.ts";
import type { StoredImage } from "../../platform/media/responsive.ts";
import { leaveBodyUnread, readFormFields, readImageField, readUploadForm } from "../../platform/media/upload-form.ts";
import { removeVariantSet } from "../../platform/media/writes.ts";
import { OrderBody } from "../../../client/contract/common.ts";
import { listAllServiceCards, selectCards } from "./queries.ts";
import { insertCard, updateCard, type CardText } from "./writes.ts";

const invalidates = ["services"] as const;
const CARDS = collection("service-cards");
const cardTitle = (answer: { card: { title: string } }) => answer.card.title;
/** Sent blank on an edit, these are cleared (the alt text then falls back to the title). */
const CLEARABLE = ["caption", "alt", "link", "live", "watch", "breakdown"] as const;

export function serviceRoutes(deps: AdminDeps & ImageDeps) {
  const { sql, uploadMaxBytes } = deps;
  const loaded = async (id: string) => (await selectCards(sql, { id }))[0] ?? fail(404, SERVICE_MESSAGES.notFound);
  const readImage = (form: FormData) => readImageField(form, "image", SERVICE_MESSAGES.imageLabel, uploadMaxBytes);

  return new Elysia({ name: "services" })
    .use(adminGuard(deps))
    .use(cacheInvalidation(deps.cache))
    .use(activityHook(deps))
    .get("/api/admin/services", async () => ({ success: true, message: "Services loaded", services: await listAllServiceCards(sql) }), { admin: true })
    .post(
      "/api/admin/services/:slug/cards",
      async ({ params, request, set }) => {
        const form = await readUploadForm(request, uploadMaxBytes);
        const text = readFormFields(form, ServiceCardForm);
        const title = text.title ?? fail(400, SERVICE_MESSAGES.titleRequired);
        const image = (await readImage(form)) ?? fail(400, SERVICE_MESSAGES.imageRequired);
        const id = await addVariantSet({ ...deps, signal: request.signal }, "cards", image, (stored) => insertCard(sql, params.slug, { ...text, title, image: stored }));
        set.status = 201;
        return { success: true, message: SERVICE_MESSAGES.added, card: await loaded(id) };
      },
      { admin: true, params: CardServiceParams, parse: leaveBodyUnread, invalidates, activity: onRecord("create", "service-cards", cardTitle) },
    )
    .patch(
      "/api/admin/services/cards/:id",
      async ({ params, request, afterInvalidate }) => {
        const form = await readUploadForm(request, uploadMaxBytes);
        const fields = readFormFields(form, ServiceCardForm, CLEARABLE);
        // Blank optional links become null (no button); blank caption and alt become "".
        const text: CardText = {
          ...fields,
          ...Object.fromEntries((["link", "live", "watch", "breakdown"] as const).filter((key) => fields[key] === "").map((key) => [key, null])),
        };
        const image = await readImage(form);
        const write = async (stored?: StoredImage) => (await updateCard(sql, params.id, { ...text, image: stored })) ?? fail(404, SERVICE_MESSAGES.notFound);
        const updated = image ? await addVariantSet({ ...deps, signal: request.signal }, "cards", image, write) : await write();
        afterInvalidate(() => removeVariantSet(deps, updated.oldKey));
        return { success: true, message: SERVICE_MESSAGES.updated, card: await loaded(params.id) };
      },
      { admin: true, params: CardIdParams, parse: leaveBodyUnread, invalidates, activity: onRecord("update", "service-cards", cardTitle) },
    )
    .delete(
      "/api/admin/services/cards/:id",
      async ({ params }) => {
        const trashed = (await moveToTrash(sql, CARDS, params.id)) ?? fail(404, SERVICE_MESSAGES.notFound);
        return { success: true, message: SERVICE_MESSAGES.deleted, trashed };
      },
      { admin: true, params: CardIdParams, invalidates, activity: onRecord("delete", "service-cards", (answer) => answer.trashed.title) },
    )
    .put(
      "/api/admin/services/:slug/order",
      async ({ params, body }) => {
        await reorder(sql, { table: "service_cards", scope: { column: "service", value: params.slug } }, body.ids);
        return { success: true, message: SERVICE_MESSAGES.ordered, cards: await selectCards(sql, { service: params.slug }) };
      },
      { admin: true, params: CardServiceParams, body: OrderBody("Card"), invalidates, activity: { action: "reorder", summary: () => "Reordered a service's cards" } },
    );
}
