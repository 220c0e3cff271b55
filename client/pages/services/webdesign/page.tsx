import type { PageProps } from "../../../lazy-page.tsx";

export default function WebDesignPage(_props: PageProps) {
  return (
    <main className="stub-page">
      <h1>Web Design</h1>
    </main>
  );
}
