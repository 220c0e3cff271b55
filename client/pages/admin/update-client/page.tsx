import { adminApi } from "../../../api.ts";
import { ClientForm } from "../../../components/admin/client-form.tsx";
import { EditRecord } from "../../../components/admin/edit-record.tsx";
import type { Client } from "../../../contract/clients.ts";
import type { PageProps } from "../../../lazy-page.tsx";

const LEAD = "Change the review's text or photo; blank fields keep their current text.";
const load = async (id: string) => (await adminApi.client(id)).client!;
const describe = (client: Client) => `Review by ${client.name}`;

export default function UpdateClientPage({ params }: PageProps) {
  return (
    <EditRecord section="clients" title="Update Client" lead={LEAD} id={params.id} noun="client" load={load} describe={describe}>
      {(client, done) => <ClientForm client={client} onSaved={done} />}
    </EditRecord>
  );
}
