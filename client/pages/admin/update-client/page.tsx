import { useLocation } from "wouter";
import { adminApi } from "../../../api.ts";
import { AdminShell } from "../../../components/admin/admin-shell.tsx";
import { ClientForm } from "../../../components/admin/client-form.tsx";
import { Loading, Problem } from "../../../components/admin/load-state.tsx";
import { useLoad } from "../../../components/admin/use-load.ts";
import { PrefetchLink } from "../../../components/prefetch-link.tsx";
import type { PageProps } from "../../../lazy-page.tsx";

export default function UpdateClientPage({ params }: PageProps) {
  const id = params.id;
  return (
    <AdminShell section="clients" title="Update Client" lead="Change the review's text or photo; blank fields keep their current text.">
      {id ? (
        <EditClient id={id} />
      ) : (
        <Problem message="Missing client id in route">
          <BackLink />
        </Problem>
      )}
    </AdminShell>
  );
}

function EditClient({ id }: { id: string }) {
  const [, navigate] = useLocation();
  const loaded = useLoad(async () => (await adminApi.client(id)).client!, "Failed to load client", id);
  if (loaded.state === "loading") return <Loading label="Loading client..." />;
  if (loaded.state === "error") {
    return (
      <Problem message={loaded.message}>
        <BackLink />
      </Problem>
    );
  }
  return (
    <section className="admin-panel admin-panel--narrow" aria-label={`Review by ${loaded.data.name}`}>
      <ClientForm client={loaded.data} onSaved={() => navigate("/admin/clients")} />
    </section>
  );
}

function BackLink() {
  return (
    <PrefetchLink href="/admin/clients" className="button button--ghost">
      Back to Client Reviews
    </PrefetchLink>
  );
}
