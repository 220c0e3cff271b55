// The site document on every page (the tagline, the footer's call, the custom-requests band, the
// 404 page) with the shown services (names, summaries, addresses): published by the owner, read
// by the server for each render and embedded in the page like the studio's details, handed down
// through this context.
import { createContext, useContext } from "react";
import type { SiteWords } from "./contract/documents/site.ts";
import { servicePath } from "./contract/families.ts";

export const SiteContext = createContext<SiteWords | null>(null);

export function useSite(): SiteWords {
  const site = useContext(SiteContext);
  if (!site) throw new Error("useSite outside a page: the server embeds the site document in every page");
  return site;
}

/** Every shown service's page, in the owner's order, under the names the owner gave them. */
export function useServiceLinks(): { href: string; name: string }[] {
  return useSite().services.map((service) => ({ href: servicePath(service.slug), name: service.name }));
}
