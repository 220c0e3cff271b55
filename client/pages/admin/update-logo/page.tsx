import type { PageProps } from "../../../lazy-page.tsx";

export default function UpdateLogoPage(_props: PageProps) {
  return (
    <main className="stub-page">
      <h1>Update Logo</h1>
    </main>
  );
}
