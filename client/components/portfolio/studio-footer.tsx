// The footer of the portfolio, service and gallery pages: social icons, phone, email and the
// studio's main site, under an optional call to action (the service pages' 'Custom Requests?').
import type { ReactNode } from "react";
import { site as copy } from "../../content/site.ts";
import { useStudio } from "../../studio.ts";
import { SocialLinks } from "../social-icons.tsx";
import { ExternalLink } from "../external-link.tsx";

export function StudioFooter({ children }: { children?: ReactNode }) {
  const studio = useStudio();
  const site = new URL(studio.mainSite).host;
  return (
    <footer className="studio-footer">
      {children}
      <div className="studio-footer__brand">
        <p className="studio-footer__name">{studio.fullName}</p>
        <p className="studio-footer__tagline">{copy.tagline}</p>
      </div>
      <SocialLinks />
      <address className="studio-footer__contact">
        <a href={`tel:${studio.phone}`}>{studio.phoneDisplay}</a>
        <a href={`mailto:${studio.email}`}>{studio.email}</a>
        <ExternalLink href={studio.mainSite}>
          {site}
        </ExternalLink>
      </address>
      <p className="studio-footer__legal">
        © {new Date().getFullYear()} {studio.fullName}. All rights reserved.
      </p>
    </footer>
  );
}
