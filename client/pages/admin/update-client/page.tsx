import type { PageProps } from "../../../lazy-page.tsx";

export default function UpdateClientPage(_props: PageProps) {
  return (
    <main className="stub-page">
      <h1>Update Client</h1>
    </main>
  );
}
