// The site's footer (SPEC.md section 1): the closing call to action, social links, the
// monogram, email and phone, the year, the studio's copyright and the designer credit.
import { site } from "../content/site.ts";
import { useStudio } from "../studio.ts";
import { ExternalLink } from "./external-link.tsx";
import { Monogram } from "./monogram.tsx";
import { SocialLinks } from "./social-icons.tsx";

export const FOOTER_HEADING = "Ready to get those mind-blowing ideas live ?";

export function SiteFooter({ heading = FOOTER_HEADING }: { heading?: string }) {
  const year = new Date().getFullYear();
  const studio = useStudio();
  return (
    <footer className="site-footer">
      <div className="site-footer__cta">
        <h2 className="site-footer__heading">{heading}</h2>
        <ExternalLink href={studio.forms.message} className="button button--primary site-footer__button">
          Send a message
        </ExternalLink>
      </div>
      <div className="site-footer__grid">
        <div className="site-footer__brand">
          <Monogram size={56} title={`${studio.fullName} monogram`} />
          <p className="site-footer__about">{site.tagline}</p>
        </div>
        <address className="site-footer__contact">
          <span className="site-footer__label">Email</span>
          <a href={`mailto:${studio.email}`}>{studio.email}</a>
          <span className="site-footer__label">Phone</span>
          <a href={`tel:${studio.phone}`}>{studio.phoneDisplay}</a>
        </address>
        <div className="site-footer__social">
          <span className="site-footer__label">Follow</span>
          <SocialLinks />
        </div>
      </div>
      <div className="site-footer__legal">
        {/* The year can turn between the server's render and the visitor's. */}
        <p suppressHydrationWarning>{`© ${year} ${studio.fullName}. All rights reserved.`}</p>
        <p>
          Designed &amp; built by{" "}
          <a href={`tel:${studio.phone}`} aria-label={`${studio.fullName}, call ${studio.phoneDisplay}`}>
            {studio.fullName}
          </a>
        </p>
      </div>
    </footer>
  );
}
