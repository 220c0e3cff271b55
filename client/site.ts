// The site document on every page (the tagline, the services' names and summaries, the footer's
// call, the custom-requests band, the 404 page): published by the owner, read by the server for
// each render and embedded in the page like the studio's details, handed down through this context.
import { createContext, useContext } from "react";
import type { SiteDocument } from "./contract/documents/site.ts";
import type { Family } from "./contract/families.ts";

export const SiteContext = createContext<SiteDocument | null>(null);

export function useSite(): SiteDocument {
  const site = useContext(SiteContext);
  if (!site) throw new Error("useSite outside a page: the server embeds the site document in every page");
  return site;
}

/** A service's name and summary as the owner wrote them. */
export function useService(family: Family): SiteDocument["services"][Family] {
  return useSite().services[family];
}
