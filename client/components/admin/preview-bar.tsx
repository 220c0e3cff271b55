// The bar above every preview (a page document, a project, a project's page draft): it says
// what is shown, whether visitors see it yet, and leads back to where the owner was editing.
import type { ReactNode } from "react";
import { ButtonLink } from "./button-link.tsx";

type Props = { children: ReactNode; back: { href: string; label: string } };

export function PreviewBar({ children, back }: Props) {
  return (
    <section className="preview-bar" aria-label="Preview">
      <p>
        <strong>Preview</strong> {children}
      </p>
      <ButtonLink href={back.href} primary>
        {back.label}
      </ButtonLink>
    </section>
  );
}

/**
 * What a preview of a draft (null: none) says of it; `shown: false` for a page visitors cannot
 * reach now (a hidden service's, the only page that hides).
 */
export function draftState(draft: unknown, shown = true): string {
  if (!shown) {
    return `${draft === null ? "" : "your draft, not yet published. "}Hidden: visitors get “page not found” until it is shown on the Services screen.`;
  }
  return draft === null
    ? "no unpublished changes, this is what visitors see."
    : "your draft, not yet published. Visitors still see the last publish.";
}
