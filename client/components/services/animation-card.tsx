// An animation card: on hover or keyboard focus, 'Watch Video' and 'Project Breakdown' appear
// and open in a new tab. The show class is applied SHOW_DELAY_MS after the hover or focus.
import { useEffect, useRef, useState } from "react";
import type { ServiceCard } from "../../contract/services.ts";
import { ExternalLink } from "../external-link.tsx";
import { ResponsiveImage } from "../responsive-image.tsx";

const SHOW_DELAY_MS = 10;

export function AnimationCard({ film, sizes }: { film: ServiceCard; sizes: string }) {
  const [shown, setShown] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const show = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setShown(true), SHOW_DELAY_MS);
  };
  const hide = () => {
    clearTimeout(timer.current);
    setShown(false);
  };
  useEffect(() => () => clearTimeout(timer.current), []);

  return (
    <article
      className={`anim-card${shown ? " anim-card--show" : ""}`}
      onPointerEnter={show}
      onPointerLeave={hide}
      onFocus={show}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) hide();
      }}
    >
      <div className="anim-card__frame">
        <ResponsiveImage image={film.image} alt={film.alt} sizes={sizes} />
        <div className="anim-card__overlay">
          {film.watch && (
            <ExternalLink className="button button--primary" href={film.watch} aria-label={`Watch Video: ${film.title}`}>
              Watch Video
            </ExternalLink>
          )}
          {film.breakdown && (
            <ExternalLink className="button button--ghost" href={film.breakdown} aria-label={`Project Breakdown: ${film.title}`}>
              Project Breakdown
            </ExternalLink>
          )}
        </div>
      </div>
      <h3 className="anim-card__title">{film.title}</h3>
      <p className="anim-card__meta">{film.caption}</p>
    </article>
  );
}
