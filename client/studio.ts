// The studio's details on every page (header, footer, contact links, chat button, "HIRE
// {name}", mobile menu): a record the owner edits in the admin, read by the server for each
// render and embedded in the page, handed down through this context.
import { createContext, useContext } from "react";
import type { Studio } from "./contract/studio.ts";

export const StudioContext = createContext<Studio | null>(null);

export function useStudio(): Studio {
  const studio = useContext(StudioContext);
  if (!studio) throw new Error("useStudio outside a page: the server embeds the studio's details in every page");
  return studio;
}

/** The chat-messaging conversation, opened in a new tab with the phone as query parameter. */
export function chatUrl(studio: Studio): string {
  return `https://api.whatsapp.com/send?phone=${encodeURIComponent(studio.phone.replace("+", ""))}`;
}

/** A compose-mail window addressed to the studio. */
export function composeMailUrl(studio: Studio, subject?: string): string {
  const params = new URLSearchParams({ view: "cm", fs: "1", to: studio.email });
  if (subject) params.set("su", subject);
  return `https://mail.google.com/mail/?${params}`;
}
