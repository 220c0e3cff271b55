// The one footer of every public page: the page's own lines on top (the landing page's "Ready
// to get those mind-blowing ideas live ?", the service and gallery pages' "Custom Requests?"),
// then the same on every page: the studio's mark, email, phone, the studio's main site,
// the social links, the year, the studio's copyright and the designer credit.
import type { ReactNode } from "react";
import { useSite } from "../site.ts";
import { urlHost, useStudio } from "../studio.ts";
import { ExternalLink } from "./external-link.tsx";
import { FormLink } from "./form-link.tsx";
import { SocialLinks } from "./social-icons.tsx";
import { StudioMark } from "./studio-mark.tsx";
import { EditableText } from "./in-place/editable-text.tsx";

export function SiteFooter({ children }: { children?: ReactNode }) {
  const year = new Date().getFullYear();
  const studio = useStudio();
  const site = useSite();
  // None with no other main site (this site is the studio's home), or one that does not parse.
  const mainSiteHost = studio.mainSite ? urlHost(studio.mainSite) : null;
  return (
    <footer className="site-footer">
      {children}
      <div className="site-footer__grid">
        <div className="site-footer__brand">
          <StudioMark mark={studio.mark} name={studio.name} size={56} title={`${studio.fullName} mark`} />
          <EditableText as="p" className="site-footer__about" doc="site" path="tagline">
            {site.tagline}
          </EditableText>
        </div>
        <address className="site-footer__contact">
          <span className="site-footer__label">Email</span>
          <a href={`mailto:${studio.email}`}>{studio.email}</a>
          <span className="site-footer__label">Phone</span>
          <a href={`tel:${studio.phone}`}>{studio.phoneDisplay}</a>
          {mainSiteHost && (
            <>
              <span className="site-footer__label">Site</span>
              <ExternalLink href={studio.mainSite}>{mainSiteHost}</ExternalLink>
            </>
          )}
        </address>
        {/* A studio with no profiles yet (an empty start) shows no "Follow" over nothing. */}
        {Object.values(studio.social).some(Boolean) && (
          <div className="site-footer__social">
            <span className="site-footer__label">Follow</span>
            <SocialLinks />
          </div>
        )}
      </div>
      <div className="site-footer__legal">
        {/* The year can turn between the server's render and the visitor's. */}
        <p suppressHydrationWarning>{`© ${year} ${studio.fullName}. All rights reserved.`}</p>
        {/* Plain text: a credit is not a call to action (the phone line above is the one that
            dials), and a tel: link here put a phone call under a visitor's tap on a name. */}
        <p className="site-footer__credit">Designed &amp; built by {studio.fullName}</p>
      </div>
    </footer>
  );
}

/** The landing page's closing call to action, above its footer. */
export function FooterCallToAction() {
  const studio = useStudio();
  const { footerHeading } = useSite();
  return (
    <div className="site-footer__cta">
      <EditableText as="h2" className="site-footer__heading" doc="site" path="footerHeading">
        {footerHeading}
      </EditableText>
      <FormLink href={studio.forms.message} className="button button--primary site-footer__button">
        Send a message
      </FormLink>
    </div>
  );
}
