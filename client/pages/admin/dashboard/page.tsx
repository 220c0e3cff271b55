import { useState } from "react";
import { adminApi } from "../../../api.ts";
import { AdminShell } from "../../../components/admin/admin-shell.tsx";
import { takeAdded } from "../../../components/admin/fresh.ts";
import { EmptyList } from "../../../components/admin/empty-list.tsx";
import { LoadFailed, Loading } from "../../../components/admin/load-state.tsx";
import { LogoCard } from "../../../components/admin/logo-card.tsx";
import { orderedList } from "../../../components/admin/ordered-list.ts";
import { ReviewCard } from "../../../components/admin/review-card.tsx";
import { SortableList } from "../../../components/admin/sortable-list.tsx";
import { useLoad } from "../../../components/admin/use-load.ts";
import type { Client } from "../../../contract/clients.ts";
import type { Logo } from "../../../contract/logos.ts";
import type { PageProps } from "../../../lazy-page.tsx";
import { ButtonLink } from "../../../components/admin/button-link.tsx";

type Dashboard = { logos: Logo[]; client: Client[] };

export default function DashboardPage(_props: PageProps) {
  return (
    <AdminShell
      section="dashboard"
      title="Dashboard"
      lead="Everything the home page's logo strip and testimonial carousel show, in their order: drag a card by its handle to move it."
      actions={
        <>
          <ButtonLink href="/admin/addlogo" primary>
            Add Logo
          </ButtonLink>
          <ButtonLink href="/admin/clients">Add review</ButtonLink>
        </>
      }
    >
      <DashboardContent />
    </AdminShell>
  );
}

function DashboardContent() {
  const [fresh] = useState(takeAdded);
  const loaded = useLoad<Dashboard>(
    async () => {
      const { dashboardData } = await adminApi.dashboard();
      return { logos: dashboardData!.Logos, client: dashboardData!.getAllClients };
    },
    "Failed to load the dashboard",
    "dashboard",
  );
  if (loaded.state === "loading") return <Loading label="Loading dashboard..." />;
  if (loaded.state === "error") {
    return <LoadFailed message={loaded.message} reload={loaded.reload} />;
  }
  const { logos, client } = loaded.data;
  const logoList = orderedList<Logo>(
    (logo) => logo._id,
    (change) => loaded.set((d) => ({ ...d, logos: change(d.logos) })),
    adminApi.orderLogos,
  );
  const reviewList = orderedList<Client>(
    (review) => review._id,
    (change) => loaded.set((d) => ({ ...d, client: change(d.client) })),
    adminApi.orderClients,
  );

  return (
    <>
      <dl className="admin-stats">
        <div className="admin-stat">
          <dt>Logos</dt>
          <dd>{logos.length}</dd>
        </div>
        <div className="admin-stat">
          <dt>Client reviews</dt>
          <dd>{client.length}</dd>
        </div>
      </dl>

      <section className="admin-section" aria-labelledby="logos-heading">
        <h2 id="logos-heading">Logos</h2>
        {logos.length === 0 ? (
          <EmptyList text="No logos yet: the strip on the home page is hidden until you add one." href="/admin/addlogo" action="Add a logo" />
        ) : (
          <SortableList
            items={logos}
            itemId={(logo) => logo._id}
            itemLabel={(logo) => logo.name || "Untitled logo"}
            label="Logos, in the strip's order"
            className="admin-grid admin-grid--logos"
            highlight={fresh}
            onReorder={logoList.reorder}
            renderItem={(logo, handle) => <LogoCard logo={logo} handle={handle} onDeleted={() => logoList.remove(logo)} />}
          />
        )}
      </section>

      <section className="admin-section" aria-labelledby="clients-heading">
        <h2 id="clients-heading">Client reviews</h2>
        {client.length === 0 ? (
          <EmptyList text="No reviews yet: the testimonial carousel waits for its first one." href="/admin/clients" action="Add a review" />
        ) : (
          <SortableList
            items={client}
            itemId={(review) => review._id}
            itemLabel={(review) => review.name}
            label="Reviews, in the carousel's order"
            className="admin-grid admin-grid--clients"
            highlight={fresh}
            onReorder={reviewList.reorder}
            renderItem={(review, handle) => <ReviewCard client={review} handle={handle} onDeleted={() => reviewList.remove(review)} />}
          />
        )}
      </section>
    </>
  );
}
