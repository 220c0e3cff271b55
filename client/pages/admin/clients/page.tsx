import type { PageProps } from "../../../lazy-page.tsx";

export default function ClientsPage(_props: PageProps) {
  return (
    <main className="stub-page">
      <h1>Client Reviews</h1>
    </main>
  );
}
