// The small-screen menu: a full-screen overlay. A native popover, so the
// hamburger opens it and the close icon and Escape close it with or without the scripts, and
// CSS locks the page's scrolling while it is open (mobile-menu.css). The scripts add what HTML
// cannot: focus moves to the close icon and Tab stays inside while it is open, and a link that
// navigates in place closes it.
import { useEffect, useRef } from "react";
import { chatUrl, useStudio } from "../studio.ts";
import { ExternalLink } from "./external-link.tsx";
import { SiteNavLinks } from "./site-nav.tsx";
import { StudioMark } from "./studio-mark.tsx";

export const MOBILE_MENU_ID = "mobile-menu";

export function MobileMenu() {
  const panel = useRef<HTMLDivElement>(null);
  const close = useRef<HTMLButtonElement>(null);
  const studio = useStudio();

  useEffect(() => {
    const menu = panel.current!;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Tab") trapTab(event, menu);
    };
    const opened = () => {
      close.current?.focus();
      document.addEventListener("keydown", onKey);
    };
    const onToggle = (event: Event) => {
      if ((event as ToggleEvent).newState === "open") opened();
      else document.removeEventListener("keydown", onKey);
    };
    menu.addEventListener("toggle", onToggle);
    // Opened by a tap before the scripts arrived: enhance it as it stands.
    if (menu.matches(":popover-open")) opened();
    return () => {
      menu.removeEventListener("toggle", onToggle);
      document.removeEventListener("keydown", onKey);
    };
  }, []);

  const hide = () => {
    if (panel.current?.matches(":popover-open")) panel.current.hidePopover();
  };

  return (
    <div id={MOBILE_MENU_ID} ref={panel} popover="auto" className="mobile-menu" role="dialog" aria-modal="true" aria-label="Menu">
      <p className="mobile-menu__brand" aria-hidden="true">
        <StudioMark mark={studio.mark} name={studio.name} size={40} />
        <span className="mobile-menu__name">{studio.name}</span>
      </p>
      <button
        ref={close}
        type="button"
        className="icon-button mobile-menu__close"
        popoverTarget={MOBILE_MENU_ID}
        popoverTargetAction="hide"
        aria-label="Close menu"
      >
        <svg width="28" height="28" viewBox="0 0 28 28" aria-hidden="true" focusable="false">
          <path d="M7 7l14 14M21 7L7 21" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <nav aria-label="Mobile">
        <SiteNavLinks linkClassName="mobile-menu__link" onNavigate={hide} services="list" />
      </nav>
      <ExternalLink href={chatUrl(studio)} className="button button--primary mobile-menu__cta">
        Get in touch
      </ExternalLink>
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
  if (!container.contains(document.activeElement)) {
    event.preventDefault();
    first.focus();
  } else if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}
