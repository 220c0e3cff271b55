import { adminApi } from "../../../api.ts";
import { AdminShell } from "../../../components/admin/admin-shell.tsx";
import { ClientForm } from "../../../components/admin/client-form.tsx";
import { EditRecord } from "../../../components/admin/edit-record.tsx";
import type { PageProps } from "../../../lazy-page.tsx";

export default function UpdateClientPage({ params }: PageProps) {
  return (
    <AdminShell section="clients" title="Update Client" lead="Change the review's text or photo; blank fields keep their current text.">
      <EditRecord
        id={params.id}
        missingMessage="Missing client id in route"
        load={async (id) => (await adminApi.client(id)).client!}
        failMessage="Failed to load client"
        loadingLabel="Loading client..."
        back={{ href: "/admin/clients", label: "Back to Client Reviews" }}
        describe={(client) => `Review by ${client.name}`}
      >
        {(client, done) => <ClientForm client={client} onSaved={done} />}
      </EditRecord>
    </AdminShell>
  );
}
