// The studio's details on every page (header, footer, contact links, chat button, "HIRE
// {name}", mobile menu): a record the owner edits in the admin, read by the server for each
// render and embedded in the page, handed down through this context.
import { createContext, useContext } from "react";
import type { Studio } from "./contract/studio.ts";

export const StudioContext = createContext<Studio | null>(null);

/**
 * Hands the page new details after an admin save (setup, Studio screen, the mark), so the admin's
 * header and the menu show them at once rather than after a reload. Does nothing on the server.
 */
export const StudioChangeContext = createContext<(studio: Studio) => void>(() => {});

export const useStudioChange = () => useContext(StudioChangeContext);

export function useStudio(): Studio {
  const studio = useContext(StudioContext);
  if (!studio) throw new Error("useStudio outside a page: the server embeds the studio's details in every page");
  return studio;
}

/** The chat-messaging conversation, opened in a new tab with the phone as query parameter. */
export function chatUrl(studio: Studio): string {
  return `https://api.whatsapp.com/send?phone=${encodeURIComponent(studio.phone.replace("+", ""))}`;
}

/** A new mail to the studio in the visitor's own mail app (never a web mail site: a visitor
 *  without that account would land on its sign-in page). encodeURIComponent, not
 *  URLSearchParams: mail apps show a "+" for a space literally. */
export function mailUrl(studio: Studio, subject?: string): string {
  return `mailto:${studio.email}${subject ? `?subject=${encodeURIComponent(subject)}` : ""}`;
}

/** Where "Home" leads: the studio's main site when it has another one (and it parses), else
 *  this site's home page, so Home is one place from every page. */
export function homeHref(studio: Studio): string {
  return studio.mainSite && urlHost(studio.mainSite) !== null ? studio.mainSite : "/";
}

/**
 * The host of a stored address, as a page shows it; null when it does not parse (a value
 * stored before client/contract/common.ts's Url refused it), so the page leaves the link out instead of failing.
 */
export function urlHost(value: string): string | null {
  try {
    return new URL(value).host;
  } catch {
    return null;
  }
}
