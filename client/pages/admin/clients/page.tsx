import { adminApi } from "../../../api.ts";
import { AdminShell } from "../../../components/admin/admin-shell.tsx";
import { ClientForm } from "../../../components/admin/client-form.tsx";
import { Loading, Problem } from "../../../components/admin/load-state.tsx";
import { ReviewCard } from "../../../components/admin/review-card.tsx";
import { useLoad } from "../../../components/admin/use-load.ts";
import type { Client } from "../../../entities.ts";
import type { PageProps } from "../../../lazy-page.tsx";

export default function ClientsPage(_props: PageProps) {
  const loaded = useLoad<Client[]>(async () => (await adminApi.clients()).clients!, "Failed to load the reviews", "clients");
  const list = loaded.state === "ready" ? loaded.data : null;

  return (
    <AdminShell section="clients" title="Client Reviews" lead="Reviews rotate in the testimonial carousel on the home page.">
      <div className="admin-columns admin-columns--form-first">
        <section className="admin-panel" aria-labelledby="new-review-heading">
          <h2 id="new-review-heading">Add a review</h2>
          <ClientForm onSaved={(client) => list && loaded.set([...list, client])} />
        </section>
        <section className="admin-section admin-section--flush" aria-labelledby="reviews-heading">
          <h2 id="reviews-heading">
            All reviews {list ? <span className="admin-count">{list.length}</span> : null}
          </h2>
          {loaded.state === "loading" ? <Loading label="Loading reviews..." /> : null}
          {loaded.state === "error" ? (
            <Problem message={loaded.message}>
              <button type="button" className="button button--ghost" onClick={loaded.reload}>
                Try again
              </button>
            </Problem>
          ) : null}
          {list && list.length === 0 ? <p className="admin-empty">No reviews yet. Add the first one with the form.</p> : null}
          {list && list.length > 0 ? (
            <ul className="admin-grid admin-grid--reviews-list">
              {list.map((client) => (
                <ReviewCard key={client._id} client={client} onDeleted={() => loaded.set(list.filter((c) => c._id !== client._id))} />
              ))}
            </ul>
          ) : null}
        </section>
      </div>
    </AdminShell>
  );
}
