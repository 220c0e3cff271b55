// Every page document, by key: its label in the admin, the public page it shows on, and its
// schema. The home, portfolio and site documents, and one per service page (the six seeded ones here; the
// server lists every service's, src/features/services/documents.ts). The server's routes,
// seed and page loaders and the admin's editor all derive from this list.
import type { TSchema } from "@sinclair/typebox";
import { SEEDED_SERVICE_NAMES, SEEDED_SERVICES, type SeededService } from "../families.ts";
import { ContactDocument } from "./contact.ts";
import { HomeDocument } from "./home.ts";
import { PortfolioDocument } from "./portfolio.ts";
import { ServiceDocument } from "./service.ts";
import { SiteDocument } from "./site.ts";

/** A service's page document: service-<the service's id> (migrations/00025_services.sql). */
export type ServiceDocumentKey = `service-${string}`;
export type DocumentKey = "home" | "portfolio" | "contact" | "site" | ServiceDocumentKey;

/** The content each document holds. */
export type DocumentMap = { home: HomeDocument; portfolio: PortfolioDocument; contact: ContactDocument; site: SiteDocument } & Record<
  ServiceDocumentKey,
  ServiceDocument
>;
/** The documents of a fresh site: the fixed ones and the six seeded services' (SEEDED_SERVICES). */
export type SeededDocuments = DocumentMap & Record<`service-${SeededService}`, ServiceDocument>;

export type DocumentSpec = { key: DocumentKey; label: string; path: string; schema: TSchema };

export const serviceDocumentKey = (serviceId: string): ServiceDocumentKey => `service-${serviceId}`;

/** A service's page document, under the name and at the address the owner gave the service. */
export const serviceDocumentSpec = (service: { id: string; slug: string; name: string }): DocumentSpec => ({
  key: serviceDocumentKey(service.id),
  label: `Service page: ${service.name}`,
  // The service's own spelling (client/routes.tsx): any other answers 301 there.
  path: `/${service.slug}`,
  schema: ServiceDocument,
});

const SERVICE_KEY = /^service-[A-Za-z0-9_-]{1,60}$/;

export const DOCUMENTS: DocumentSpec[] = [
  { key: "home", label: "Home page", path: "/", schema: HomeDocument },
  { key: "portfolio", label: "Portfolio page", path: "/portfolio", schema: PortfolioDocument },
  ...SEEDED_SERVICES.map((id) => serviceDocumentSpec({ id, slug: id, name: SEEDED_SERVICE_NAMES[id] })),
  { key: "contact", label: "Contact page", path: "/contact", schema: ContactDocument },
  { key: "site", label: "Every page: menu, footer and 404", path: "/", schema: SiteDocument },
];

/**
 * The document of a key: one of the fixed ones, or any service's (its name and address are the
 * services table's: the server's listDocumentSpecs gives them; here the key stands in).
 */
export function findDocument(key: string): DocumentSpec | undefined {
  const known = DOCUMENTS.find((spec) => spec.key === key);
  if (known || !SERVICE_KEY.test(key)) return known;
  const id = key.slice("service-".length);
  return serviceDocumentSpec({ id, slug: id, name: id });
}
