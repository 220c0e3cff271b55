import type { PageDataMap } from "../../../contract/page-data.ts";
import type { PageProps } from "../../../lazy-page.tsx";
import { SiteCard } from "../../../components/services/site-card.tsx";
import { ServiceLayout } from "../../../components/services/service-layout.tsx";
import { TileGrid } from "../../../components/tile-grid.tsx";

export default function WebDesignPage({ data }: PageProps<PageDataMap["service"]>) {
  const first = data.cards[0]?.image;
  return (
    <ServiceLayout slug="WebDesign" data={data}>
      <TileGrid ratio={first && first.width / first.height} count={data.cards.length}>
        {(sizes) =>
          data.cards.map((card) => (
            <li key={card._id}>
              <SiteCard site={card} sizes={sizes} />
            </li>
          ))
        }
      </TileGrid>
    </ServiceLayout>
  );
}
