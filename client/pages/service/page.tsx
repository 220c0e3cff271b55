// Every service's page, the six seeded and any the owner adds: the shared layout with the
// service's own work in the card style its record names (client/contract/families.ts): project
// galleries, sites with their live link, or films; a sites or films service lists its published
// projects below its own cards, in the same style.
import type { PageDataMap } from "../../contract/page-data.ts";
import type { PageProps } from "../../lazy-page.tsx";
import { AnimationCard } from "../../components/services/animation-card.tsx";
import { BrowserCard } from "../../components/services/browser-card.tsx";
import { FilmCard } from "../../components/services/film-card.tsx";
import { ProjectCards } from "../../components/services/project-cards.tsx";
import { ServiceLayout } from "../../components/services/service-layout.tsx";
import { ServiceProjects } from "../../components/services/service-projects.tsx";
import { SiteCard } from "../../components/services/site-card.tsx";
import { TileGrid } from "../../components/tile-grid.tsx";

type Data = PageDataMap["service"];

export default function ServicePage({ data }: PageProps<Data>) {
  const { style } = data.service;
  if (style === "gallery") {
    return (
      <ServiceLayout data={data}>
        <ProjectCards cards={data.cards} />
      </ServiceLayout>
    );
  }
  const sites = style === "sites";
  const projects = sites ? (
    <ServiceProjects projects={data.projects} Card={BrowserCard} ratio={16 / 10} />
  ) : (
    <ServiceProjects projects={data.projects} Card={FilmCard} ratio={2.2} />
  );
  return (
    <ServiceLayout data={data} projects={projects}>
      <OwnCards data={data} sites={sites} />
    </ServiceLayout>
  );
}

/** A sites or films service's own cards, in a grid shaped by the first one. */
function OwnCards({ data, sites }: { data: Data; sites: boolean }) {
  const first = data.cards[0]?.image;
  return (
    <TileGrid ratio={first && first.width / first.height} count={data.cards.length}>
      {(sizes) =>
        data.cards.map((card) => (
          <li key={card._id}>{sites ? <SiteCard site={card} sizes={sizes} /> : <AnimationCard film={card} sizes={sizes} />}</li>
        ))
      }
    </TileGrid>
  );
}
