// The one header of every public page: the monogram back home, Home and Portfolio, and the
// page's way to reach the studio: the landing page's "Get in touch" chat link (it floats over
// the hero) or the other pages' Connect dropdown. Under 900 px the links move into the mobile
// menu. The menu and Connect are native popovers: they open on a tap before the scripts arrive,
// or without them, and close on an outside tap or Escape.
import { chatUrl, useStudio } from "../studio.ts";
import { ExternalLink } from "./external-link.tsx";
import { MOBILE_MENU_ID, MobileMenu } from "./mobile-menu.tsx";
import { Monogram } from "./monogram.tsx";
import { ConnectMenu } from "./portfolio/connect-menu.tsx";
import { PrefetchLink } from "./prefetch-link.tsx";
import { SiteNavLinks } from "./site-nav.tsx";

export type SiteHeaderVariant = "landing" | "studio";

export function SiteHeader({ variant = "studio" }: { variant?: SiteHeaderVariant }) {
  const studio = useStudio();
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className={`site-header site-header--${variant}`}>
        <PrefetchLink href="/" className="site-header__brand" aria-label={`${studio.fullName}, home`}>
          <Monogram size={40} />
          <span className="site-header__name" aria-hidden="true">
            {studio.name}
          </span>
        </PrefetchLink>
        <nav className="site-header__nav" aria-label="Main">
          <SiteNavLinks linkClassName="site-header__link" />
        </nav>
        {variant === "landing" ? (
          <ExternalLink href={chatUrl(studio)} className="button button--primary site-header__cta">
            Get in touch
          </ExternalLink>
        ) : (
          <ConnectMenu />
        )}
        <button type="button" className="icon-button site-header__toggle" popoverTarget={MOBILE_MENU_ID} aria-label="Open menu">
          <svg width="28" height="28" viewBox="0 0 28 28" aria-hidden="true" focusable="false">
            <path d="M4 9h20M4 19h14" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </header>
      {/* Outside the header: its backdrop-filter would make it the overlay's containing block. */}
      <MobileMenu />
    </>
  );
}
