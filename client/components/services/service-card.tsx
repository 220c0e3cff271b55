// A project's card on a service's page: a link to its gallery holding its picture (framed as
// the card's kind frames it: a browser window, a film still, a plain frame), then its title,
// its tagline and what opening it does.
import type { ReactNode } from "react";
import type { ServiceCard } from "../../contract/services.ts";
import { PrefetchLink } from "../prefetch-link.tsx";

type Props = { card: ServiceCard; kind?: string; action?: string; children: ReactNode };

export function ServiceCardLink({ card, kind, action = "View project", children }: Props) {
  return (
    <PrefetchLink href={card.link ?? "#"} className={kind ? `service-card ${kind}` : "service-card"}>
      {children}
      <span className="service-card__body">
        <span className="service-card__title">{card.title}</span>
        <span className="service-card__tagline">{card.caption}</span>
        <span className="service-card__meta">{action} →</span>
      </span>
    </PrefetchLink>
  );
}
