import { useState } from "react";
import { call } from "../../../api.ts";
import { AdminShell } from "../../../components/admin/admin-shell.tsx";
import { takeAdded } from "../../../components/admin/fresh.ts";
import { EmptyList } from "../../../components/admin/empty-list.tsx";
import { LoadFailed, Loading } from "../../../components/admin/load-state.tsx";
import { LogoCard } from "../../../components/admin/logo-card.tsx";
import { orderedList } from "../../../components/admin/ordered-list.ts";
import { ReviewCard } from "../../../components/admin/review-card.tsx";
import { SortableList } from "../../../components/admin/sortable-list.tsx";
import { useLoad } from "../../../components/admin/use-load.ts";
import type { Review } from "../../../contract/reviews.ts";
import type { Logo } from "../../../contract/logos.ts";
import type { DashboardCounts, RecentDraft } from "../../../contract/dashboard.ts";
import type { MailStatus as MailState } from "../../../contract/mail.ts";
import { PrefetchLink } from "../../../components/prefetch-link.tsx";
import { TimeAgo } from "../../../components/admin/time-ago.tsx";
import type { PageProps } from "../../../lazy-page.tsx";
import { ButtonLink } from "../../../components/admin/button-link.tsx";
import { MailStatus } from "../../../components/admin/mail-status.tsx";
import { NewEnquiriesStat } from "../../../components/admin/new-enquiries-stat.tsx";
import { BulkActions } from "../../../components/admin/bulk-actions.tsx";
import { SelectionBar } from "../../../components/admin/selection-bar.tsx";
import { useSelection } from "../../../components/admin/use-selection.ts";
import { DeadLinks } from "./dead-links.tsx";
import { SAFETY } from "../../../contract/endpoints/safety.ts";
import { SETTINGS } from "../../../contract/endpoints/settings.ts";
import { STUDIO } from "../../../contract/endpoints/studio.ts";

type Dashboard = { logos: Logo[]; reviews: Review[]; counts: DashboardCounts; drafts: RecentDraft[]; mail: MailState | null };

export default function DashboardPage(_props: PageProps) {
  return (
    <AdminShell
      section="dashboard"
      title="Dashboard"
      lead="What the site holds and what waits unpublished; then everything the home page's logo strip and testimonial carousel show, in their order: drag a card by its handle to move it."
      actions={
        <>
          <ButtonLink href="/admin/addlogo" primary>
            Add Logo
          </ButtonLink>
          <ButtonLink href="/admin/clients">Add review</ButtonLink>
          <ButtonLink href="/admin/setup">Set up your studio</ButtonLink>
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
      // Whether mail goes out is read beside the dashboard, quietly: the dashboard shows without it.
      const [{ dashboardData }, mail] = await Promise.all([
        call(STUDIO.dashboard),
        call(SETTINGS.mail, { quiet: true }).then(
          (answer) => answer.mail!,
          () => null,
        ),
      ]);
      const { Logos, getAllClients, counts, recentDrafts } = dashboardData!;
      return { logos: Logos, reviews: getAllClients, counts, drafts: recentDrafts, mail };
    },
    "Failed to load the dashboard",
    "dashboard",
  );
  const shown = loaded.state === "ready" ? loaded.data : null;
  const logoSelection = useSelection(shown?.logos.map((logo) => logo._id) ?? []);
  const reviewSelection = useSelection(shown?.reviews.map((review) => review._id) ?? []);
  if (loaded.state === "loading") return <Loading label="Loading dashboard..." />;
  if (loaded.state === "error") {
    return <LoadFailed message={loaded.message} reload={loaded.reload} />;
  }
  const { logos, reviews, counts, drafts, mail } = loaded.data;
  const logoList = orderedList<Logo>(
    (logo) => logo._id,
    (change) => loaded.set((d) => ({ ...d, logos: change(d.logos) })),
    (ids) => call(SAFETY.order, { params: { list: "logos" }, body: { ids } }),
  );
  const reviewList = orderedList<Review>(
    (review) => review._id,
    (change) => loaded.set((d) => ({ ...d, reviews: change(d.reviews) })),
    (ids) => call(SAFETY.order, { params: { list: "reviews" }, body: { ids } }),
  );

  return (
    <>
      <MailStatus status={mail} />
      <dl className="admin-stats">
        <div className="admin-stat">
          <dt>Logos</dt>
          <dd>{logos.length}</dd>
        </div>
        <div className="admin-stat">
          <dt>Client reviews</dt>
          <dd>{reviews.length}</dd>
        </div>
        <NewEnquiriesStat />
        <Stat label="Projects published" value={counts.projects.published} href="/admin/projects" />
        <Stat label="Project drafts" value={counts.projects.draft} href="/admin/projects" />
        <Stat label="Portfolio items" value={counts.portfolioItems} href="/admin/portfolio" />
        <Stat label="Service cards" value={counts.serviceCards} href="/admin/services" />
        <Stat label="Pages with unpublished changes" value={counts.pagesWithDrafts} href="/admin/pages" />
      </dl>

      <section className="admin-section" aria-labelledby="drafts-heading">
        <h2 id="drafts-heading">
          Recent drafts <span className="admin-count">{drafts.length}</span>
        </h2>
        {drafts.length === 0 ? (
          <p className="admin-empty">Nothing waits unpublished: every project and page shows as you last published it.</p>
        ) : (
          <ul className="draft-list">
            {drafts.map((draft) => (
              <li key={draft.path} className="draft-list__item">
                <span className="admin-tag">{draft.kind === "project" ? "Project" : "Page"}</span>
                <PrefetchLink href={draft.path} className="admin-link draft-list__title">
                  {draft.title}
                </PrefetchLink>
                <span className="draft-list__when">
                  <TimeAgo iso={draft.updatedAt} />
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className="admin-section" aria-labelledby="logos-heading">
        <h2 id="logos-heading">Logos</h2>
        {logos.length === 0 ? (
          <EmptyList text="No logos yet: the strip on the home page is hidden until you add one." href="/admin/addlogo" action="Add a logo" />
        ) : (
          <>
            <SelectionBar selection={logoSelection} noun="logos">
              {(ids, done) => <BulkActions list="logos" label="Logo" ids={ids} done={done} onChanged={loaded.refresh} />}
            </SelectionBar>
            <SortableList
              items={logos}
              itemId={(logo) => logo._id}
              itemLabel={(logo) => logo.name || "Untitled logo"}
              label="Logos, in the strip's order"
              className="admin-grid admin-grid--logos"
              highlight={fresh}
              onReorder={logoList.reorder}
              renderItem={(logo, handle) => (
                <LogoCard logo={logo} handle={handle} selection={logoSelection} onDeleted={() => logoList.remove(logo)} />
              )}
            />
          </>
        )}
      </section>

      <section className="admin-section" aria-labelledby="reviews-heading">
        <h2 id="reviews-heading">Client reviews</h2>
        {reviews.length === 0 ? (
          <EmptyList text="No reviews yet: the reviews on the home page are hidden until you add one." href="/admin/clients" action="Add a review" />
        ) : (
          <>
            <SelectionBar selection={reviewSelection} noun="reviews">
              {(ids, done) => <BulkActions list="reviews" label="Review" ids={ids} done={done} onChanged={loaded.refresh} />}
            </SelectionBar>
            <SortableList
              items={reviews}
              itemId={(review) => review._id}
              itemLabel={(review) => review.name}
              label="Reviews, in the carousel's order"
              className="admin-grid admin-grid--reviews"
              highlight={fresh}
              onReorder={reviewList.reorder}
              renderItem={(review, handle) => (
                <ReviewCard review={review} handle={handle} selection={reviewSelection} onDeleted={() => reviewList.remove(review)} />
              )}
            />
          </>
        )}
      </section>

      {/* Last: its check takes a moment, and a list that grows above the logos and reviews would move them under the owner's hand. */}
      <DeadLinks />
    </>
  );
}

/** A count that leads to where its records are managed. */
function Stat({ label, value, href }: { label: string; value: number; href: string }) {
  return (
    <div className="admin-stat">
      <dt>
        <PrefetchLink href={href} className="admin-stat__link">
          {label}
        </PrefetchLink>
      </dt>
      <dd>{value}</dd>
    </div>
  );
}
