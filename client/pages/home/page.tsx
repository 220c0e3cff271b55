import type { PageDataMap } from "../../entities.ts";
import type { PageProps } from "../../lazy-page.tsx";

export default function HomePage({ data }: PageProps<PageDataMap["home"]>) {
  return (
    <main className="stub-page">
      <h1>Ideas that hit, Designs that stick.</h1>
      <p>
        {data.logos.length} client logos, {data.clients.length} reviews
      </p>
    </main>
  );
}
