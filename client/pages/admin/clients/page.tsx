import { useState } from "react";
import { adminApi } from "../../../api.ts";
import { AdminShell } from "../../../components/admin/admin-shell.tsx";
import { ClientForm } from "../../../components/admin/client-form.tsx";
import { markAdded } from "../../../components/admin/fresh.ts";
import { LoadFailed, Loading } from "../../../components/admin/load-state.tsx";
import { orderedList } from "../../../components/admin/ordered-list.ts";
import { ReviewCard } from "../../../components/admin/review-card.tsx";
import { useLoad } from "../../../components/admin/use-load.ts";
import type { Client } from "../../../contract/clients.ts";
import type { PageProps } from "../../../lazy-page.tsx";

export default function ClientsPage(_props: PageProps) {
  const loaded = useLoad<Client[]>(async () => (await adminApi.clients()).clients!, "Failed to load the reviews", "clients");
  const list = loaded.state === "ready" ? loaded.data : null;
  // New reviews go first, as on the home page, and glow once.
  const [added, setAdded] = useState<ReadonlySet<string>>(new Set());
  const reviews = orderedList<Client>((client) => client._id, loaded.set, adminApi.orderClients);

  return (
    <AdminShell
      section="clients"
      title="Client Reviews"
      lead="Reviews rotate in the testimonial carousel on the home page, newest first; reorder them on the dashboard."
    >
      <div className="admin-columns admin-columns--form-first">
        <section className="admin-panel" aria-labelledby="new-review-heading">
          <h2 id="new-review-heading">Add a review</h2>
          <ClientForm
            onSaved={(client) => {
              markAdded(client._id);
              setAdded((ids) => new Set(ids).add(client._id));
              loaded.set((current) => [client, ...current]);
            }}
          />
        </section>
        <section className="admin-section admin-section--flush" aria-labelledby="reviews-heading">
          <h2 id="reviews-heading">All reviews {list ? <span className="admin-count">{list.length}</span> : null}</h2>
          {loaded.state === "loading" ? <Loading label="Loading reviews..." /> : null}
          {loaded.state === "error" ? <LoadFailed message={loaded.message} reload={loaded.reload} /> : null}
          {list && list.length === 0 ? <p className="admin-empty">No reviews yet. Add the first one with the form.</p> : null}
          {list && list.length > 0 ? (
            <ul className="admin-grid admin-grid--reviews-list">
              {list.map((client) => (
                <li key={client._id}>
                  <ReviewCard client={client} fresh={added.has(client._id)} onDeleted={() => reviews.remove(client)} />
                </li>
              ))}
            </ul>
          ) : null}
        </section>
      </div>
    </AdminShell>
  );
}
