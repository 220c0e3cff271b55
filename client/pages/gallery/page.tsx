import type { PageProps } from "../../lazy-page.tsx";

export default function GalleryPage(_props: PageProps) {
  return (
    <main className="stub-page">
      <h1>Gallery</h1>
    </main>
  );
}
