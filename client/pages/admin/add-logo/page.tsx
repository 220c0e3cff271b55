import { useState } from "react";
import { AdminShell } from "../../../components/admin/admin-shell.tsx";
import { FormColumns } from "../../../components/admin/form-columns.tsx";
import { markAdded } from "../../../components/admin/fresh.ts";
import { LogoForm } from "../../../components/admin/logo-form.tsx";
import { PrefetchLink } from "../../../components/prefetch-link.tsx";
import type { Logo } from "../../../contract/logos.ts";
import type { PageProps } from "../../../lazy-page.tsx";

export default function AddLogoPage(_props: PageProps) {
  const [added, setAdded] = useState<Logo[]>([]);
  return (
    <AdminShell
      section="logos"
      title="Add Logo's"
      lead="Logos appear in the scrolling strip on the home page, newest first; reorder them on the dashboard."
    >
      <FormColumns
        label="New logo"
        form={
          <LogoForm
            onSaved={(logo) => {
              markAdded(logo._id);
              setAdded((list) => [logo, ...list]);
            }}
          />
        }
      >
        <aside className="admin-panel admin-panel--quiet" aria-labelledby="added-heading">
          <h2 id="added-heading">Added just now</h2>
          {added.length === 0 ? (
            <p className="admin-muted">Logos you add appear here and on the home page at once.</p>
          ) : (
            <ul className="admin-recent">
              {added.map((logo) => (
                <li key={logo._id}>
                  <img src={logo.image ?? ""} alt={logo.name || "New logo"} width={120} height={60} />
                  <PrefetchLink href={`/admin/updatelogo/${logo._id}`} className="admin-action">
                    Edit
                  </PrefetchLink>
                </li>
              ))}
            </ul>
          )}
          <PrefetchLink href="/admin" className="admin-link">
            See all logos on the dashboard →
          </PrefetchLink>
        </aside>
      </FormColumns>
    </AdminShell>
  );
}
