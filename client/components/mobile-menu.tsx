// The small-screen menu: a full-screen overlay that locks page scrolling while open
// (SPEC.md section 4), keeps keyboard focus inside, and closes on its close icon or Escape.
import { useEffect, useRef, type RefObject } from "react";
import { chatUrl, useStudio } from "../studio.ts";
import { ExternalLink } from "./external-link.tsx";
import { Monogram } from "./monogram.tsx";
import { PrefetchLink } from "./prefetch-link.tsx";

type Props = { onClose(): void; returnFocusTo: RefObject<HTMLElement | null> };

export function MobileMenu({ onClose, returnFocusTo }: Props) {
  const panel = useRef<HTMLDivElement>(null);
  const close = useRef<HTMLButtonElement>(null);
  const studio = useStudio();

  useEffect(() => {
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    close.current?.focus();
    const target = returnFocusTo.current;
    return () => {
      document.body.style.overflow = previousOverflow;
      target?.focus();
    };
  }, [returnFocusTo]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") onClose();
      if (event.key === "Tab" && panel.current) trapTab(event, panel.current);
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [onClose]);

  return (
    <div id="mobile-menu" ref={panel} className="mobile-menu" role="dialog" aria-modal="true" aria-label="Menu">
      <p className="mobile-menu__brand" aria-hidden="true">
        <Monogram size={40} />
        {studio.name}
      </p>
      <button ref={close} type="button" className="icon-button mobile-menu__close" onClick={onClose} aria-label="Close menu">
        <svg width="28" height="28" viewBox="0 0 28 28" aria-hidden="true" focusable="false">
          <path d="M7 7l14 14M21 7L7 21" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <nav aria-label="Mobile">
        <ul className="mobile-menu__links">
          <li>
            <ExternalLink href={studio.mainSite} className="mobile-menu__link" onClick={onClose}>Home</ExternalLink>
          </li>
          <li>
            <PrefetchLink href="/portfolio" className="mobile-menu__link" onClick={onClose}>Portfolio</PrefetchLink>
          </li>
        </ul>
      </nav>
      <ExternalLink href={chatUrl(studio)} className="button button--primary mobile-menu__cta">Get in touch</ExternalLink>
      <p className="mobile-menu__contact">
        <a href={`mailto:${studio.email}`}>{studio.email}</a>
        <a href={`tel:${studio.phone}`}>{studio.phoneDisplay}</a>
      </p>
    </div>
  );
}

/** Keeps Tab and Shift+Tab cycling within the open menu. */
function trapTab(event: KeyboardEvent, container: HTMLElement) {
  const focusable = container.querySelectorAll<HTMLElement>("a[href], button:not([disabled])");
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}
