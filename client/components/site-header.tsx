// The one header of every public page, at the same place and size on each, phone and desktop
// alike: the studio's mark back home, Home and Portfolio (and the services, when the owner lists
// them), and in the same slot the page's way to reach the studio: the landing page's "Get in
// touch" chat link (the header floats over its hero) or the other pages' Connect dropdown. Under
// 900 px the links move into the mobile menu; the mark and that slot stay. The menu and Connect are native popovers: they open on a tap before the scripts arrive,
// or without them, and close on an outside tap or Escape.
import { chatUrl, useStudio } from "../studio.ts";
import { ExternalLink } from "./external-link.tsx";
import { MOBILE_MENU_ID, MobileMenu } from "./mobile-menu.tsx";
import { ConnectMenu } from "./portfolio/connect-menu.tsx";
import { PrefetchLink } from "./prefetch-link.tsx";
import { SiteNavLinks } from "./site-nav.tsx";
import { StudioMark } from "./studio-mark.tsx";

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
          <StudioMark mark={studio.mark} name={studio.name} size={40} />
          <span className="site-header__name" aria-hidden="true">
            {studio.name}
          </span>
        </PrefetchLink>
        <nav className="site-header__nav" aria-label="Main">
          <SiteNavLinks linkClassName="site-header__link" services="dropdown" />
        </nav>
        <div className="site-header__action">
          {variant === "landing" ? (
            <ExternalLink href={chatUrl(studio)} className="button button--primary site-header__cta">
              Get in touch
            </ExternalLink>
          ) : (
            <ConnectMenu />
          )}
        </div>
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
