import type { PageProps } from "../../../lazy-page.tsx";

export default function AdminLoginPage(_props: PageProps) {
  return (
    <main className="stub-page">
      <h1>Admin Login</h1>
    </main>
  );
}
