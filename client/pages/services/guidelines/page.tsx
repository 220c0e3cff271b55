import type { PageProps } from "../../../lazy-page.tsx";

export default function GuidelinesPage(_props: PageProps) {
  return (
    <main className="stub-page">
      <h1>Brand Guidelines</h1>
    </main>
  );
}
