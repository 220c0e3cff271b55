import type { PageProps } from "../../../lazy-page.tsx";

export default function AddLogoPage(_props: PageProps) {
  return (
    <main className="stub-page">
      <h1>Add Logo's</h1>
    </main>
  );
}
