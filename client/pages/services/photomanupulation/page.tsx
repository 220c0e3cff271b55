import type { PageProps } from "../../../lazy-page.tsx";
import { GalleryCards } from "../../../components/services/gallery-cards.tsx";
import { ServiceLayout } from "../../../components/services/service-layout.tsx";
import { photoManipulationPage } from "../../../content/services/photomanupulation.ts";

export default function PhotoManipulationPage(_props: PageProps) {
  return (
    <ServiceLayout slug="photomanupulation" content={photoManipulationPage}>
      <GalleryCards group="photomanupulation" />
    </ServiceLayout>
  );
}
