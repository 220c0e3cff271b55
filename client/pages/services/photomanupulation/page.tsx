import type { PageProps } from "../../../lazy-page.tsx";

export default function PhotoManipulationPage(_props: PageProps) {
  return (
    <main className="stub-page">
      <h1>Photo Manipulation</h1>
    </main>
  );
}
