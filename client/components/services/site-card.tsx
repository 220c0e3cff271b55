// A web design card: the site's screenshot, and a 'Live' button that appears on hover and on
// keyboard focus (it stays in the tab order while invisible) and opens the site in a new tab.
import type { ServiceCard } from "../../contract/services.ts";
import { ExternalLink } from "../external-link.tsx";
import { ResponsiveImage } from "../responsive-image.tsx";

export function SiteCard({ site, sizes }: { site: ServiceCard; sizes: string }) {
  return (
    <article className="site-card">
      <div className="site-card__frame">
        <ResponsiveImage image={site.image} alt={site.alt} sizes={sizes} />
        {site.live && (
          <div className="site-card__overlay">
            <ExternalLink className="button button--primary site-card__live" href={site.live} aria-label={`Live: ${site.title}`}>
              Live
              <span aria-hidden="true">↗</span>
            </ExternalLink>
          </div>
        )}
      </div>
      <h3 className="site-card__title">{site.title}</h3>
      <p className="site-card__meta">{site.caption}</p>
    </article>
  );
}
