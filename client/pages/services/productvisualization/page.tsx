import type { PageProps } from "../../../lazy-page.tsx";
import { GalleryCards } from "../../../components/services/gallery-cards.tsx";
import { ServiceLayout } from "../../../components/services/service-layout.tsx";
import { productVisualizationPage } from "../../../content/services/productvisualization.ts";

export default function ProductVisualizationPage(_props: PageProps) {
  return (
    <ServiceLayout slug="productvisualization" content={productVisualizationPage}>
      <GalleryCards group="productvisualization" />
    </ServiceLayout>
  );
}
