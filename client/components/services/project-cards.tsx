// The card grid of a service whose work lives in gallery pages: one card per published project
// (its cover, title and tagline), each opening its stack of images.
import type { ServiceCard } from "../../contract/services.ts";
import { ResponsiveImage } from "../responsive-image.tsx";
import { TileGrid } from "../tile-grid.tsx";
import { ServiceCardLink } from "./service-card.tsx";

export function ProjectCards({ cards }: { cards: ServiceCard[] }) {
  const first = cards[0]?.image;
  return (
    <TileGrid ratio={first && first.width / first.height} count={cards.length}>
      {(sizes) =>
        cards.map((card) => (
          <li key={card._id}>
            <ServiceCardLink card={card}>
              <div className="service-card__frame">
                <ResponsiveImage image={card.image} alt="" sizes={sizes} />
              </div>
            </ServiceCardLink>
          </li>
        ))
      }
    </TileGrid>
  );
}
