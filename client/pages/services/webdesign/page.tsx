import type { PageProps } from "../../../lazy-page.tsx";
import { ServiceLayout } from "../../../components/services/service-layout.tsx";
import { SiteCard } from "../../../components/services/site-card.tsx";
import { siteProjects, webDesignPage } from "../../../content/services/webdesign.ts";

export default function WebDesignPage(_props: PageProps) {
  return (
    <ServiceLayout slug="WebDesign" content={webDesignPage}>
      <ul className="tile-grid tile-grid--wide">
        {siteProjects.map((site) => (
          <li key={site.live}>
            <SiteCard site={site} />
          </li>
        ))}
      </ul>
    </ServiceLayout>
  );
}
