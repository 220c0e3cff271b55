import type { PageProps } from "../../../lazy-page.tsx";

export default function DashboardPage(_props: PageProps) {
  return (
    <main className="stub-page">
      <h1>Dashboard</h1>
    </main>
  );
}
