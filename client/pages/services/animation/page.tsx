import type { PageProps } from "../../../lazy-page.tsx";
import { AnimationCard } from "../../../components/services/animation-card.tsx";
import { ServiceLayout } from "../../../components/services/service-layout.tsx";
import { animationPage, animationProjects } from "../../../content/services/animation.ts";

export default function AnimationPage(_props: PageProps) {
  return (
    <ServiceLayout slug="animation" content={animationPage}>
      <ul className="tile-grid tile-grid--wide">
        {animationProjects.map((film) => (
          <li key={film.watch}>
            <AnimationCard film={film} />
          </li>
        ))}
      </ul>
    </ServiceLayout>
  );
}
