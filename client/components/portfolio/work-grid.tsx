// A tab's gallery: each piece with its title and caption; a piece with a link opens it (its
// project page, or an outside page in a new tab).
import type { PortfolioItem } from "../../contract/portfolio.ts";
import { ExternalLink } from "../external-link.tsx";
import { PrefetchLink } from "../prefetch-link.tsx";
import { ResponsiveImage } from "../responsive-image.tsx";
import { TileGrid } from "../tile-grid.tsx";

export function WorkGrid({ items }: { items: PortfolioItem[] }) {
  const first = items[0]?.image;
  // Narrow pieces sit two across even on phones, so a tab is not an endless single column.
  return (
    <TileGrid ratio={first && first.width / first.height} count={items.length} phoneColumns={2} className="work-grid">
      {(sizes) =>
        items.map((item, i) => {
          const figure = (
            <figure className="work-card">
              <div className="work-card__frame">
                {/* Two: a phone's first screen (a row of two narrow pieces, or two wide ones). Wider
                    screens show more at once, and lazy images in view load straight away. */}
                <ResponsiveImage image={item.image} alt={item.alt} sizes={sizes} eager={i < 2} />
              </div>
              <figcaption className="work-card__caption">
                <span className="work-card__title">{item.title}</span>
                {item.caption && <span className="work-card__tagline">{item.caption}</span>}
              </figcaption>
            </figure>
          );
          const cta = (
            <span className="work-card__cta" aria-hidden="true">
              View project →
            </span>
          );
          return (
            <li key={item._id}>
              {!item.link ? (
                figure
              ) : item.link.startsWith("/") ? (
                <PrefetchLink href={item.link} className="work-card__link">
                  {figure}
                  {cta}
                </PrefetchLink>
              ) : (
                <ExternalLink href={item.link} className="work-card__link">
                  {figure}
                  {cta}
                </ExternalLink>
              )}
            </li>
          );
        })
      }
    </TileGrid>
  );
}
