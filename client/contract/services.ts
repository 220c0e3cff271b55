// The services as the admin manages them (migrations/00025_services.sql): each has a name, an
// address, a one-line summary, a card style and may be hidden; and the cards of the services
// whose style is sites (a live link) or films ('Watch Video' and 'Project Breakdown'). A gallery
// service's cards are its published projects, derived, never stored twice; every service lists
// its published projects.
import { Type as t, type Static } from "@sinclair/typebox";
import { countOf } from "./bulk.ts";
import { Answer, IdParams, Image, Link, Nullable, ORDER_SAVED, Text, Url } from "./common.ts";
import { defineList } from "./list.ts";
import { FamilySchema } from "./projects.ts";

const CARD_LIMITS = { title: 120, caption: 160, alt: 300, link: 500 } as const;

export const ServiceCard = t.Object({
  _id: t.String(),
  service: FamilySchema,
  image: Image,
  title: t.String(),
  caption: t.String(),
  alt: t.String(),
  /** The project page (gallery families) or an outside page. */
  link: Nullable(t.String()),
  /** Web Design: the live site. */
  live: Nullable(t.String()),
  /** Animation: 'Watch Video'. */
  watch: Nullable(t.String()),
  /** Animation: 'Project Breakdown'. */
  breakdown: Nullable(t.String()),
});
export type ServiceCard = Static<typeof ServiceCard>;

export const CardServiceParams = t.Object({ slug: FamilySchema });
export const CardIdParams = IdParams("Card");

/** The text fields of POST …/cards and PATCH …/cards/:id (multipart; the file is `image`). */
export const ServiceCardForm = t.Object({
  title: t.Optional(Text("Title", CARD_LIMITS.title, { required: true })),
  caption: t.Optional(Text("Caption", CARD_LIMITS.caption)),
  alt: t.Optional(Text("Alt text", CARD_LIMITS.alt)),
  link: t.Optional(Link("Link")),
  live: t.Optional(Url("Live site", { httpsOnly: true })),
  watch: t.Optional(Url("Watch Video link")),
  breakdown: t.Optional(Url("Project Breakdown link")),
});
export type ServiceCardForm = Static<typeof ServiceCardForm>;

export const SERVICE_MESSAGES = {
  notFound: "Card not found",
  titleRequired: "Title is required",
  imageRequired: "Please choose an image",
  imageLabel: "Image",
  added: "Card added",
  updated: "Card updated",
  deleted: "Card moved to the trash",
  ordered: ORDER_SAVED,
  noCards: "Cards are kept for services shown as sites or films; a gallery service lists its published projects",
  slugTaken: "Another service or one of its earlier addresses has that address: choose another",
  slugReserved: "That address is one of the site's own pages: choose another",
  nameRequired: "Name is required",
  slugRequired: "Address is required",
  styleRequired: "Choose how the page shows its work",
} as const;

/** Why a service with projects, or that links point to, cannot go to the trash yet. */
export const inUseMessage = (name: string, projects: number, links: number) =>
  [
    `${name} still has`,
    [
      projects ? `${countOf(projects, "project")} (move them to another service or delete them)` : "",
      links ? `${countOf(links, "link")} pointing to it (fix them from the dashboard's link list)` : "",
    ]
      .filter(Boolean)
      .join(" and "),
  ].join(" ") + ".";

const SERVICE_LIMITS = { name: 60, summary: 200, slug: 60 } as const;
const SERVICE_SLUG_PATTERN = "^[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*$";
const slugMessage = "Address must be letters and digits joined by single hyphens, e.g. interior-design";
const Style = t.Union([t.Literal("gallery"), t.Literal("sites"), t.Literal("films")], {
  title: "Card style",
  error: "Card style must be gallery, sites or films",
});

/** A service as the admin lists it: its cards (none for a gallery service) and how many live projects it has. */
export const Service = t.Object({
  _id: t.String(),
  slug: t.String(),
  name: t.String(),
  summary: t.String(),
  style: Style,
  hidden: t.Boolean(),
  projects: t.Integer(),
  cards: t.Array(ServiceCard),
});
export type Service = Static<typeof Service>;

/** A service's id: a UUID, or one of the six seeded services' old family names ("WebDesign"). */
export const ServiceId = t.String({ pattern: "^[\\w-]{1,100}$", error: "Service id is missing or invalid" });

/** POST /api/admin/services (all but `hidden` required) and PATCH /api/admin/services/:id (any). */
export const ServiceForm = t.Object(
  {
    name: t.Optional(Text("Name", SERVICE_LIMITS.name, { required: true })),
    slug: t.Optional(
      t.String({
        title: "Address",
        maxLength: SERVICE_LIMITS.slug,
        pattern: SERVICE_SLUG_PATTERN,
        error: slugMessage,
        messages: { required: slugMessage, notText: slugMessage, tooLong: slugMessage, invalid: slugMessage },
      }),
    ),
    summary: t.Optional(Text("Summary", SERVICE_LIMITS.summary)),
    style: t.Optional(Style),
    hidden: t.Optional(t.Boolean({ title: "Hidden", error: "Hidden must be true or false" })),
  },
  { additionalProperties: false },
);
export type ServiceForm = Static<typeof ServiceForm>;

export const ServiceCardAnswer = Answer({ card: ServiceCard });
export type ServiceCardAnswer = Static<typeof ServiceCardAnswer>;
export const ServiceCardsAnswer = Answer({ cards: t.Array(ServiceCard) });
export type ServiceCardsAnswer = Static<typeof ServiceCardsAnswer>;

/**
 * The services' endpoints (GET, POST /api/admin/services, PATCH and DELETE …/:id), generated from
 * this declaration on both sides (docs/decisions/0016-one-declaration.md); their order is the
 * managed lists' shared order endpoint, their cards' endpoints are SERVICES'
 * (client/contract/endpoints/content.ts). The services screen manages them
 * (client/pages/admin/services/page.tsx). A new service needs its name, address and card style:
 * the server refuses one without them at the field.
 */
export const SERVICE_LIST = defineList({
  name: "services",
  label: "Service",
  one: "service",
  many: "services",
  record: Service,
  title: "name",
  create: ServiceForm,
  update: ServiceForm,
  // The six seeded services are keyed by their old family names (migrations/00025_services.sql).
  id: ServiceId,
  messages: {
    loaded: "Services loaded",
    notFound: "Service not found",
    added: "Service added",
    updated: "Service saved",
    deleted: "Service moved to the trash",
  },
});
