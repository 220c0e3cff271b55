import type { PageProps } from "../../../lazy-page.tsx";

export default function ProductVisualizationPage(_props: PageProps) {
  return (
    <main className="stub-page">
      <h1>3D Product Visualization</h1>
    </main>
  );
}
