// The service pages' sample-work endpoints (client/contract/endpoints/content.ts, SERVICES): only a service
// shown as sites or films has cards of its own to write (a gallery service shows its published
// projects). Writes declare "services".
import type { AnswerOf } from "../../../client/contract/endpoint.ts";
import { SERVICES } from "../../../client/contract/endpoints/content.ts";
import {
  CardIdParams,
  CardServiceParams,
  SERVICE_MESSAGES,
  ServiceCardAnswer,
  ServiceCardForm,
  ServiceCardsAnswer,
} from "../../../client/contract/services.ts";
import { OrderBody } from "../../../client/contract/common.ts";
import { adminRoutes } from "../../platform/collections/admin-routes.ts";
import { listKit, type ListDeps } from "../../platform/collections/kit.ts";
import { fail } from "../../platform/http/errors.ts";
import type { StoredImage } from "../../../client/contract/stored-media.ts";
import { leaveBodyUnread, readFormFields, readImageField, readUploadForm } from "../../platform/media/upload-form.ts";
import { serviceCards } from "./collection.ts";
import { selectCards } from "./queries.ts";
import { insertCard, updateCard, type CardText } from "./writes.ts";

const cardTitle = (answer: { card: { title: string } }) => answer.card.title;
/** Sent blank on an edit, these are cleared (the alt text then falls back to the title). */
const CLEARABLE = ["caption", "alt", "link", "live", "watch", "breakdown"] as const;

export function serviceRoutes(deps: ListDeps) {
  const { sql, uploadMaxBytes } = deps;
  const kit = listKit(deps, serviceCards);
  const loaded = async (id: string) => (await selectCards(sql, { id }))[0] ?? fail(404, SERVICE_MESSAGES.notFound);
  // A card belongs to a live service shown as sites or films.
  const cardService = async (id: string) => {
    const [row] = await sql<{ style: string }[]>`select style from services where id = ${id} and deleted_at is null`;
    if (!row || row.style === "gallery") fail(400, SERVICE_MESSAGES.noCards);
  };
  const readImage = (form: FormData) => readImageField(form, "image", SERVICE_MESSAGES.imageLabel, uploadMaxBytes);

  return adminRoutes(deps, "services")
    .post(
      SERVICES.addCard.path,
      async ({ params, request, set }) => {
        await cardService(params.slug);
        const form = await readUploadForm(request, uploadMaxBytes);
        const text = readFormFields(form, ServiceCardForm);
        const title = text.title ?? fail(400, SERVICE_MESSAGES.titleRequired);
        const image = (await readImage(form)) ?? fail(400, SERVICE_MESSAGES.imageRequired);
        const id = await kit.addImage(request, image, (stored) => insertCard(sql, params.slug, { ...text, title, image: stored }));
        set.status = 201;
        return { success: true, message: SERVICE_MESSAGES.added, card: await loaded(id) } satisfies AnswerOf<typeof SERVICES.addCard>;
      },
      { params: CardServiceParams, parse: leaveBodyUnread, ...kit.creates(ServiceCardAnswer, cardTitle) },
    )
    .patch(
      SERVICES.updateCard.path,
      async ({ params, request, afterInvalidate }) => {
        const form = await readUploadForm(request, uploadMaxBytes);
        const fields = readFormFields(form, ServiceCardForm, CLEARABLE);
        // Blank optional links become null (no button); blank caption and alt become "".
        const text: CardText = {
          ...fields,
          ...Object.fromEntries((["link", "live", "watch", "breakdown"] as const).filter((key) => fields[key] === "").map((key) => [key, null])),
        };
        const image = await readImage(form);
        const write = async (stored?: StoredImage) =>
          (await updateCard(sql, params.id, { ...text, image: stored })) ?? fail(404, SERVICE_MESSAGES.notFound);
        const updated = await kit.withImage(request, image, write);
        kit.dropReplaced(afterInvalidate, updated.oldKey);
        return { success: true, message: SERVICE_MESSAGES.updated, card: await loaded(params.id) } satisfies AnswerOf<typeof SERVICES.updateCard>;
      },
      { params: CardIdParams, parse: leaveBodyUnread, ...kit.updates(ServiceCardAnswer, cardTitle) },
    )
    .delete(
      SERVICES.removeCard.path,
      ({ params }) => kit.trash(params.id, SERVICE_MESSAGES) satisfies Promise<AnswerOf<typeof SERVICES.removeCard>>,
      { params: CardIdParams, ...kit.deletes },
    )
    .put(
      SERVICES.orderCards.path,
      async ({ params, body }) => {
        await cardService(params.slug);
        await kit.reorder(body.ids, params.slug);
        return { success: true, message: SERVICE_MESSAGES.ordered, cards: await selectCards(sql, { service: params.slug }) } satisfies AnswerOf<
          typeof SERVICES.orderCards
        >;
      },
      { params: CardServiceParams, body: OrderBody("Card"), ...kit.reorders(ServiceCardsAnswer, "Reordered a service's cards") },
    );
}
