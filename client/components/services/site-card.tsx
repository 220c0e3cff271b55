// A web design card: the site's screenshot, and a 'Live' button that appears on hover and on
// keyboard focus (it stays in the tab order while invisible) and opens the site in a new tab.
import type { SiteProject } from "../../content/services/webdesign.ts";
import { WorkImage } from "../portfolio/work-image.tsx";
import { ExternalLink } from "../external-link.tsx";

export function SiteCard({ site }: { site: SiteProject }) {
  return (
    <article className="site-card">
      <div className="site-card__frame">
        <WorkImage base={site.img} alt={`${site.title} website, home page`} aspect={{ width: 16, height: 10 }} sizes="(min-width: 1200px) 30vw, (min-width: 700px) 45vw, 92vw" />
        <div className="site-card__overlay">
          <ExternalLink className="button button--primary site-card__live" href={site.live} aria-label={`Live: ${site.title}`}>
            Live
            <span aria-hidden="true">↗</span>
          </ExternalLink>
        </div>
      </div>
      <h3 className="site-card__title">{site.title}</h3>
      <p className="site-card__meta">{site.category}</p>
    </article>
  );
}
