// The Web Design and Animation cards as a managed list (src/platform/collections/collection.ts),
// ordered within their service.
import { ServiceCard, ServiceCardForm } from "../../../client/contract/services.ts";
import { defineCollection } from "../../platform/collections/collection.ts";
import { listAllServiceCards } from "./queries.ts";

export const serviceCards = defineCollection({
  name: "service-cards",
  table: "service_cards",
  label: "Service card",
  titleColumn: "title",
  scope: "service",
  tags: ["services"],
  image: { column: "image_key", kind: "cards" },
  schema: ServiceCard,
  list: async (sql) => (await listAllServiceCards(sql)).flatMap((service) => service.cards),
  form: ServiceCardForm,
  images: (card) => [card.image],
});
