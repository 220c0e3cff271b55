import type { PageProps } from "../../../lazy-page.tsx";

export default function AnimationPage(_props: PageProps) {
  return (
    <main className="stub-page">
      <h1>3D Product Animation</h1>
    </main>
  );
}
