// A Web Design project as a page in a browser window: the window's bar (its address is the
// project's page here), the cover as the screen, its title and tagline; the card opens the gallery.
import { ResponsiveImage } from "../responsive-image.tsx";
import { ServiceCardLink } from "./service-card.tsx";
import type { ProjectCardProps } from "./service-projects.tsx";

export function BrowserCard({ project, sizes }: ProjectCardProps) {
  return (
    <ServiceCardLink card={project} kind="browser-card">
      <span className="browser-card__window">
        <span className="browser-card__bar" aria-hidden="true">
          <span className="browser-card__dots">
            <span />
            <span />
            <span />
          </span>
          <span className="browser-card__address">{project.link}</span>
        </span>
        <span className="browser-card__screen">
          <ResponsiveImage image={project.image} alt="" sizes={sizes} />
        </span>
      </span>
    </ServiceCardLink>
  );
}
