import { adminApi } from "../../../api.ts";
import { AdminShell } from "../../../components/admin/admin-shell.tsx";
import { Loading, Problem } from "../../../components/admin/load-state.tsx";
import { LogoCard } from "../../../components/admin/logo-card.tsx";
import { ReviewCard } from "../../../components/admin/review-card.tsx";
import { useLoad } from "../../../components/admin/use-load.ts";
import { PrefetchLink } from "../../../components/prefetch-link.tsx";
import type { Client, Logo } from "../../../entities.ts";
import type { PageProps } from "../../../lazy-page.tsx";

type Dashboard = { logos: Logo[]; client: Client[] };

export default function DashboardPage(_props: PageProps) {
  return (
    <AdminShell
      section="dashboard"
      title="Dashboard"
      lead="Everything the home page's logo strip and testimonial carousel show."
      actions={
        <>
          <PrefetchLink href="/admin/addlogo" className="button button--primary">
            Add Logo
          </PrefetchLink>
          <PrefetchLink href="/admin/clients" className="button button--ghost">
            Add review
          </PrefetchLink>
        </>
      }
    >
      <DashboardContent />
    </AdminShell>
  );
}

function DashboardContent() {
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
    return (
      <Problem message={loaded.message}>
        <button type="button" className="button button--ghost" onClick={loaded.reload}>
          Try again
        </button>
      </Problem>
    );
  }
  const { logos, client } = loaded.data;
  const update = (next: Partial<Dashboard>) => loaded.set({ ...loaded.data, ...next });

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
          <Empty text="No logos yet: the strip on the home page is hidden until you add one." href="/admin/addlogo" action="Add a logo" />
        ) : (
          <ul className="admin-grid admin-grid--logos">
            {logos.map((logo) => (
              <LogoCard key={logo._id} logo={logo} onDeleted={() => update({ logos: logos.filter((l) => l._id !== logo._id) })} />
            ))}
          </ul>
        )}
      </section>

      <section className="admin-section" aria-labelledby="clients-heading">
        <h2 id="clients-heading">Client reviews</h2>
        {client.length === 0 ? (
          <Empty text="No reviews yet: the testimonial carousel waits for its first one." href="/admin/clients" action="Add a review" />
        ) : (
          <ul className="admin-grid admin-grid--clients">
            {client.map((review) => (
              <ReviewCard key={review._id} client={review} onDeleted={() => update({ client: client.filter((c) => c._id !== review._id) })} />
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

function Empty({ text, href, action }: { text: string; href: string; action: string }) {
  return (
    <div className="admin-empty">
      <p>{text}</p>
      <PrefetchLink href={href} className="button button--ghost">
        {action}
      </PrefetchLink>
    </div>
  );
}
