// The service pages' sample work. For the four gallery families the cards are the published
// projects (cover, title, tagline, link), derived, never stored twice; Web Design and Animation
// have cards of their own: a site with its live link, a film with 'Watch Video' and
// 'Project Breakdown'.
import { Type as t, type Static } from "@sinclair/typebox";
import { Answer, IdParams, Image, Link, Nullable, ORDER_SAVED, Text, Url } from "./common.ts";
import type { Family } from "./families.ts";
import { FamilySchema } from "./projects.ts";

/** The services whose cards are records of their own. */
export const CARD_SERVICES = ["WebDesign", "animation"] as const satisfies readonly Family[];
export type CardService = (typeof CARD_SERVICES)[number];

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

const serviceMessage = `Cards are managed for ${CARD_SERVICES.join(" and ")}; the gallery services list their published projects`;
export const CardServiceParams = t.Object({
  slug: t.Union(
    CARD_SERVICES.map((slug) => t.Literal(slug)),
    { error: serviceMessage },
  ),
});
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
} as const;

export const ServiceCards = t.Object({ slug: FamilySchema, name: t.String(), cards: t.Array(ServiceCard) });
export type ServiceCards = Static<typeof ServiceCards>;

export const ServicesAnswer = Answer({ services: t.Array(ServiceCards) });
export type ServicesAnswer = Static<typeof ServicesAnswer>;
export const ServiceCardAnswer = Answer({ card: ServiceCard });
export type ServiceCardAnswer = Static<typeof ServiceCardAnswer>;
export const ServiceCardsAnswer = Answer({ cards: t.Array(ServiceCard) });
export type ServiceCardsAnswer = Static<typeof ServiceCardsAnswer>;
