import type { PageDataMap } from "../../../contract/page-data.ts";
import type { PageProps } from "../../../lazy-page.tsx";
import { ProjectCards } from "../../../components/services/project-cards.tsx";
import { ServiceLayout } from "../../../components/services/service-layout.tsx";
import { productVisualizationPage } from "../../../content/services/productvisualization.ts";

export default function ProductVisualizationPage({ data }: PageProps<PageDataMap["service"]>) {
  return (
    <ServiceLayout slug="productvisualization" content={productVisualizationPage}>
      <ProjectCards cards={data.cards} />
    </ServiceLayout>
  );
}
