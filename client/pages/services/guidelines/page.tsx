import type { PageDataMap } from "../../../contract/page-data.ts";
import type { PageProps } from "../../../lazy-page.tsx";
import { ProjectCards } from "../../../components/services/project-cards.tsx";
import { ServiceLayout } from "../../../components/services/service-layout.tsx";
import { guidelinesPage } from "../../../content/services/guidelines.ts";

export default function GuidelinesPage({ data }: PageProps<PageDataMap["service"]>) {
  return (
    <ServiceLayout slug="guidelines" content={guidelinesPage}>
      <ProjectCards cards={data.cards} />
    </ServiceLayout>
  );
}
