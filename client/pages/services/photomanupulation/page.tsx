import type { PageDataMap } from "../../../contract/page-data.ts";
import type { PageProps } from "../../../lazy-page.tsx";
import { ProjectCards } from "../../../components/services/project-cards.tsx";
import { ServiceLayout } from "../../../components/services/service-layout.tsx";
import { photoManipulationPage } from "../../../content/services/photomanupulation.ts";

export default function PhotoManipulationPage({ data }: PageProps<PageDataMap["service"]>) {
  return (
    <ServiceLayout slug="photomanupulation" content={photoManipulationPage}>
      <ProjectCards cards={data.cards} />
    </ServiceLayout>
  );
}
