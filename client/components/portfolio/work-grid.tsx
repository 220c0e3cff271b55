// A tab's gallery: each piece with its title and tagline; pieces with a gallery page link to it.
import type { Aspect, PortfolioItem } from "../../content/portfolio.ts";
import { PrefetchLink } from "../prefetch-link.tsx";
import { WorkImage } from "./work-image.tsx";

// Rendered widths, matching portfolio.css: narrow pieces sit two across even on phones.
const SIZES = {
  narrow: "(min-width: 1200px) 24vw, (min-width: 600px) 45vw, 50vw",
  wide: "(min-width: 1200px) 32vw, (min-width: 700px) 48vw, 94vw",
};

export function WorkGrid({ items, aspect, columns }: { items: PortfolioItem[]; aspect: Aspect; columns: "narrow" | "wide" }) {
  return (
    <ul className={`tile-grid tile-grid--${columns} work-grid`}>
      {items.map((item, i) => {
        const figure = (
          <figure className="work-card">
            <div className="work-card__frame">
              <WorkImage base={item.img} alt={item.tagline ? `${item.title}: ${item.tagline}` : item.title} aspect={aspect} sizes={SIZES[columns]} eager={i < 3} />
            </div>
            <figcaption className="work-card__caption">
              <span className="work-card__title">{item.title}</span>
              {item.tagline && <span className="work-card__tagline">{item.tagline}</span>}
            </figcaption>
          </figure>
        );
        return (
          <li key={item.img}>
            {item.link ? (
              <PrefetchLink href={item.link} className="work-card__link">
                {figure}
                <span className="work-card__cta" aria-hidden="true">
                  View project →
                </span>
              </PrefetchLink>
            ) : (
              figure
            )}
          </li>
        );
      })}
    </ul>
  );
}
