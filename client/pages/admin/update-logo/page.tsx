import { useLocation } from "wouter";
import { adminApi } from "../../../api.ts";
import { AdminShell } from "../../../components/admin/admin-shell.tsx";
import { Loading, Problem } from "../../../components/admin/load-state.tsx";
import { LogoForm } from "../../../components/admin/logo-form.tsx";
import { useLoad } from "../../../components/admin/use-load.ts";
import { PrefetchLink } from "../../../components/prefetch-link.tsx";
import type { PageProps } from "../../../lazy-page.tsx";

export default function UpdateLogoPage({ params }: PageProps) {
  const id = params.id;
  return (
    <AdminShell section="dashboard" title="Update Logo" lead="Replace the logo's image; the strip on the home page shows the new one at once.">
      {id ? (
        <EditLogo id={id} />
      ) : (
        <Problem message="Missing logo id in route">
          <BackLink />
        </Problem>
      )}
    </AdminShell>
  );
}

function EditLogo({ id }: { id: string }) {
  const [, navigate] = useLocation();
  const loaded = useLoad(async () => (await adminApi.logo(id)).logo!, "Failed to load logo", id);
  if (loaded.state === "loading") return <Loading label="Loading logo..." />;
  if (loaded.state === "error") {
    return (
      <Problem message={loaded.message}>
        <BackLink />
      </Problem>
    );
  }
  return (
    <section className="admin-panel admin-panel--narrow" aria-label="Logo">
      <LogoForm logo={loaded.data} onSaved={() => navigate("/admin")} />
    </section>
  );
}

function BackLink() {
  return (
    <PrefetchLink href="/admin" className="button button--ghost">
      Back to the Dashboard
    </PrefetchLink>
  );
}
