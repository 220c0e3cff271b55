// In edit mode, words that are records rather than page text (a service's name, a tab's heading)
// are not outlined: this link says where the owner changes them, opened in a new browser tab so
// the page's drafts stay as they are. Nothing shows outside edit mode.
import type { ReactNode } from "react";
import { useEditing } from "./editable.tsx";

export function EditElsewhere({ href, children }: { href: string; children: ReactNode }) {
  if (!useEditing()) return null;
  return (
    <a className="button button--ghost edit-elsewhere" href={href} target="_blank" rel="noopener">
      {children}
    </a>
  );
}
