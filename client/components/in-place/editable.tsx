// What a public page marks for editing in place: a text with the document path it shows
// (Editable), a list or media field with a spot (EditSpot). For visitors an Editable is its text
// and a spot is nothing; in edit mode (edit-mode.tsx) the context below draws them editable.
import { createContext, use, type ReactNode } from "react";
import type { DocumentKey } from "../../contract/documents/registry.ts";

export type InPlaceHooks = {
  /** The text at `path` ("hero.intro", "knowMore.faqs.2.answer"), editable where it stands. */
  text(doc: DocumentKey, path: string): ReactNode;
  /** A control that edits the list or media at `path` (add, remove, reorder, replace). */
  spot(doc: DocumentKey, path: string, label: string): ReactNode;
};

export const InPlaceContext = createContext<InPlaceHooks | null>(null);

export function Editable({ doc, path, children }: { doc: DocumentKey; path: string; children: string }) {
  return use(InPlaceContext)?.text(doc, path) ?? children;
}

export function EditSpot({ doc, path, label }: { doc: DocumentKey; path: string; label: string }) {
  return use(InPlaceContext)?.spot(doc, path, label) ?? null;
}

/** onClose(true): the server refused the token, so the button goes too. */
export type EditModeProps = { docKey: DocumentKey; data: unknown; render(data: unknown): ReactNode; onClose(signedOut?: boolean): void };
