// Every page document, by key: its label in the admin, the public page it shows on, and its
// schema. The home, portfolio and site documents, and one per service page. The server's routes,
// seed and page loaders and the admin's editor all derive from this list.
import type { TSchema } from "@sinclair/typebox";
import { FAMILIES, type Family } from "../families.ts";
import { ContactDocument } from "./contact.ts";
import { HomeDocument } from "./home.ts";
import { PortfolioDocument } from "./portfolio.ts";
import { ServiceDocument } from "./service.ts";
import { SiteDocument } from "./site.ts";

export type ServiceDocumentKey = `service-${Family}`;
export type DocumentKey = "home" | "portfolio" | "contact" | "site" | ServiceDocumentKey;

/** The content each document holds. */
export type DocumentMap = { home: HomeDocument; portfolio: PortfolioDocument; contact: ContactDocument; site: SiteDocument } & Record<
  ServiceDocumentKey,
  ServiceDocument
>;

export type DocumentSpec = { key: DocumentKey; label: string; path: string; schema: TSchema };

export const serviceDocumentKey = (family: Family): ServiceDocumentKey => `service-${family}`;

export const DOCUMENTS: DocumentSpec[] = [
  { key: "home", label: "Home page", path: "/", schema: HomeDocument },
  { key: "portfolio", label: "Portfolio page", path: "/portfolio", schema: PortfolioDocument },
  ...FAMILIES.map((family) => ({
    key: serviceDocumentKey(family),
    label: `Service page: ${family}`,
    // The route table's spelling (client/routes.tsx): any other answers 301 there.
    path: `/${family}`,
    schema: ServiceDocument,
  })),
  { key: "contact", label: "Contact page", path: "/contact", schema: ContactDocument },
  { key: "site", label: "Every page: menu, footer and 404", path: "/", schema: SiteDocument },
];

export function findDocument(key: string): DocumentSpec | undefined {
  return DOCUMENTS.find((spec) => spec.key === key);
}
