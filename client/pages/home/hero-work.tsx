// A few pieces of the portfolio in the hero (the first of each discipline), so a visitor sees
// the studio's work before scrolling. Each opens its gallery, or its portfolio tab.
import { PrefetchLink } from "../../components/prefetch-link.tsx";
import { ResponsiveImage } from "../../components/responsive-image.tsx";
import type { PortfolioItem } from "../../contract/portfolio.ts";

export function HeroWork({ work }: { work: PortfolioItem[] }) {
  if (work.length === 0) return null;
  return (
    <ul className="hero-work" aria-label="Selected work">
      {work.map((piece) => (
        <li key={piece._id} className="hero-work__item">
          <PrefetchLink className="hero-work__link" href={piece.link?.startsWith("/") ? piece.link : `/portfolio?tab=${piece.tab}`}>
            {/* The title under it names the link; the same words as alt text would be read twice. */}
            <ResponsiveImage className="hero-work__image" image={piece.image} alt="" sizes="(min-width: 900px) 9rem, 30vw" eager />
            <span className="hero-work__title">{piece.title}</span>
          </PrefetchLink>
        </li>
      ))}
    </ul>
  );
}
