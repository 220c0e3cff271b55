// An Animation project as a film still: the cover letterboxed in black with a play mark, its
// title and tagline; the card opens the gallery (its film plays at the top there).
import { ResponsiveImage } from "../responsive-image.tsx";
import { ServiceCardLink } from "./service-card.tsx";
import type { ProjectCardProps } from "./service-projects.tsx";

export function FilmCard({ project, sizes }: ProjectCardProps) {
  return (
    <ServiceCardLink card={project} kind="film-card" action="Watch the project">
      <span className="film-card__frame">
        <ResponsiveImage image={project.image} alt="" sizes={sizes} />
        <span className="film-card__play" aria-hidden="true" />
      </span>
    </ServiceCardLink>
  );
}
