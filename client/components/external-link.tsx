// Every link that leaves the site opens in a new tab without handing it our window
// (rel="noopener": the new tab cannot reach this page), and says so to screen readers.
import type { AnchorHTMLAttributes } from "react";

export type ExternalLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

const NEW_TAB = " (opens in a new tab)";

export function ExternalLink({ children, "aria-label": label, ...props }: ExternalLinkProps) {
  return (
    // biome-ignore lint/a11y/useAriaPropsSupportedByRole: the props carry the href (ExternalLinkProps requires it), so this is a link, which takes a label
    <a {...props} aria-label={label && label + NEW_TAB} target="_blank" rel="noopener noreferrer">
      {children}
      {!label && <span className="visually-hidden">{NEW_TAB}</span>}
    </a>
  );
}
