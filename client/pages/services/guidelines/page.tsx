import type { PageProps } from "../../../lazy-page.tsx";
import { GalleryCards } from "../../../components/services/gallery-cards.tsx";
import { ServiceLayout } from "../../../components/services/service-layout.tsx";
import { guidelinesPage } from "../../../content/services/guidelines.ts";

export default function GuidelinesPage(_props: PageProps) {
  return (
    <ServiceLayout slug="guidelines" content={guidelinesPage}>
      <GalleryCards group="guidelines" />
    </ServiceLayout>
  );
}
