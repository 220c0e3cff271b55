import type { PageDataMap } from "../../../contract/page-data.ts";
import type { PageProps } from "../../../lazy-page.tsx";
import { ProjectCards } from "../../../components/services/project-cards.tsx";
import { ServiceLayout } from "../../../components/services/service-layout.tsx";

export default function ProductVisualizationPage({ data }: PageProps<PageDataMap["service"]>) {
  return (
    <ServiceLayout slug="productvisualization" data={data}>
      <ProjectCards cards={data.cards} />
    </ServiceLayout>
  );
}
