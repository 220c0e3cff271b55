import type { PageProps } from "../../../lazy-page.tsx";
import { GalleryCards } from "../../../components/services/gallery-cards.tsx";
import { ServiceLayout } from "../../../components/services/service-layout.tsx";
import { socialMediaPage } from "../../../content/services/socialmedia.ts";

export default function SocialMediaPage(_props: PageProps) {
  return (
    <ServiceLayout slug="socialmedia" content={socialMediaPage}>
      <GalleryCards group="socialmedia" />
    </ServiceLayout>
  );
}
