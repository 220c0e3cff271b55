// The services and the sites and films services' cards as managed lists
// (src/platform/collections/collection.ts): order, trash, bulk work and backups come from these.
// A service shows on every page (the menus, core skills, the sitemap): its writes drop them all
// ("service-list", which every page carries: src/site/page-data.ts).
import { Service, ServiceCard, ServiceCardForm, ServiceForm, ServiceId } from "../../../client/contract/services.ts";
import { defineCollection } from "../../platform/collections/collection.ts";
import { listServices } from "./admin-list.ts";
import { servicesInUse } from "./in-use.ts";
import { selectCards } from "./queries.ts";

export const services = defineCollection({
  name: "services",
  table: "services",
  label: "Service",
  titleColumn: "name",
  // The six seeded services are keyed by their old family names (migrations/00025_services.sql).
  id: ServiceId,
  tags: ["service-list"],
  schema: Service,
  list: (sql) => listServices(sql),
  form: ServiceForm,
  inUse: servicesInUse,
  hidden: "hidden",
  touched: ["updated_at"],
  formFields: (service) => ({ name: service.name, slug: service.slug, summary: service.summary, style: service.style, hidden: service.hidden }),
});

export const serviceCards = defineCollection({
  name: "service-cards",
  sampleColumn: "sample",
  table: "service_cards",
  label: "Service card",
  titleColumn: "title",
  scope: "service",
  tags: ["services"],
  image: { column: "image_key", kind: { folder: "cards", store: "variants" }, size: { width: "image_width", height: "image_height" } },
  schema: ServiceCard,
  list: (sql) => selectCards(sql, {}),
  form: ServiceCardForm,
  images: (card) => [card.image],
});
