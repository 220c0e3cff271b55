// What a public page marks for editing in place: a text with the document path it shows
// (Editable), a list or media field with a spot (EditSpot). For visitors an Editable is its text
// and a spot is nothing; in edit mode (edit-mode.tsx) the context below draws them editable.
import { createContext, use, type ReactNode } from "react";
import type { DocumentKey } from "../../contract/documents/registry.ts";

/** What edit mode edits: a page document, or the project a gallery page shows ("project"). */
export type DraftKey = DocumentKey | "project";

/** The page edit mode opens on: its own draft (a page document, or a gallery's project by id) beside the site document. */
export type EditTarget = { doc: DocumentKey; projectId?: undefined } | { doc: "project"; projectId: string };

export type InPlaceHooks = {
  /** The text at `path` ("hero.intro", "knowMore.faqs.2.answer"), editable where it stands. */
  text(doc: DraftKey, path: string): ReactNode;
  /** A control that edits the list or media at `path` (add, remove, reorder, replace). */
  spot(doc: DraftKey, path: string, label: string): ReactNode;
};

export const InPlaceContext = createContext<InPlaceHooks | null>(null);

export function Editable({ doc, path, children }: { doc: DraftKey; path: string; children: string }) {
  return use(InPlaceContext)?.text(doc, path) ?? children;
}

export function EditSpot({ doc, path, label }: { doc: DraftKey; path: string; label: string }) {
  return use(InPlaceContext)?.spot(doc, path, label) ?? null;
}

/** Whether the page is drawn in edit mode (an empty text then still shows, to be typed into). */
export const useEditing = () => use(InPlaceContext) !== null;

/** onClose(true): the server refused the token, so the button goes too. */
export type EditModeProps = { target: EditTarget; data: unknown; render(data: unknown): ReactNode; onClose(signedOut?: boolean): void };
