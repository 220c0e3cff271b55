// The site's header: the monogram, Home (the studio's main site) and Portfolio, and a
// "Get in touch" chat link; under 900 px the links move into the mobile menu overlay.
import { useRef, useState } from "react";
import { chatUrl, useStudio } from "../studio.ts";
import { ExternalLink } from "./external-link.tsx";
import { MobileMenu } from "./mobile-menu.tsx";
import { Monogram } from "./monogram.tsx";
import { PrefetchLink } from "./prefetch-link.tsx";

export function SiteHeader() {
  const [menuOpen, setMenuOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const studio = useStudio();

  return (
    <>
      <header className="site-header">
        <PrefetchLink href="/" className="site-header__brand" aria-label={`${studio.fullName}, home`}>
          <Monogram size={40} />
          <span className="site-header__name" aria-hidden="true">{studio.name}</span>
        </PrefetchLink>
        <nav className="site-header__nav" aria-label="Main">
          <ul>
            <li>
              <ExternalLink href={studio.mainSite} className="site-header__link">Home</ExternalLink>
            </li>
            <li>
              <PrefetchLink href="/portfolio" className="site-header__link">Portfolio</PrefetchLink>
            </li>
          </ul>
        </nav>
        <ExternalLink href={chatUrl(studio)} className="button button--primary site-header__cta">Get in touch</ExternalLink>
        <button
          ref={toggle}
          type="button"
          className="icon-button site-header__toggle"
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          onClick={() => setMenuOpen(true)}
        >
          <span className="visually-hidden">Open menu</span>
          <svg width="28" height="28" viewBox="0 0 28 28" aria-hidden="true" focusable="false">
            <path d="M4 9h20M4 19h14" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </header>
      {/* Outside the header: its backdrop-filter would make it the overlay's containing block. */}
      {menuOpen && <MobileMenu onClose={() => setMenuOpen(false)} returnFocusTo={toggle} />}
    </>
  );
}
