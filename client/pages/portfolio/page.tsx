import type { PageProps } from "../../lazy-page.tsx";

export default function PortfolioPage(_props: PageProps) {
  return (
    <main className="stub-page">
      <h1>Portfolio</h1>
    </main>
  );
}
