// Web Design's and Animation's published projects, beside their own cards: each service in its
// own card style (a page in a browser window, a film still with a play mark), each card opening
// the project's gallery. Every tile at one ratio, so covers of any shape sit in even rows.
import type { ComponentType } from "react";
import type { ServiceCard } from "../../contract/services.ts";
import { TileGrid } from "../tile-grid.tsx";

export type ProjectCardProps = { project: ServiceCard; sizes: string };

type Props = { projects: ServiceCard[]; Card: ComponentType<ProjectCardProps> /** Width / height of every card's picture. */; ratio: number };

export function ServiceProjects({ projects, Card, ratio }: Props) {
  return (
    <TileGrid ratio={ratio} count={projects.length}>
      {(sizes) =>
        projects.map((project) => (
          <li key={project._id}>
            <Card project={project} sizes={sizes} />
          </li>
        ))
      }
    </TileGrid>
  );
}
