import type { PageDataMap } from "../../../contract/page-data.ts";
import type { PageProps } from "../../../lazy-page.tsx";
import { ProjectCards } from "../../../components/services/project-cards.tsx";
import { ServiceLayout } from "../../../components/services/service-layout.tsx";

export default function PhotoManipulationPage({ data }: PageProps<PageDataMap["service"]>) {
  return (
    <ServiceLayout slug="photomanupulation" data={data}>
      <ProjectCards cards={data.cards} />
    </ServiceLayout>
  );
}
