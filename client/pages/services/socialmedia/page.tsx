import type { PageProps } from "../../../lazy-page.tsx";

export default function SocialMediaPage(_props: PageProps) {
  return (
    <main className="stub-page">
      <h1>Social Media</h1>
    </main>
  );
}
