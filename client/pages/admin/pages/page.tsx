// Every page document the owner edits: the home, portfolio and service pages and the words every
// page shares, each with where it shows, whether it has unpublished changes, and its last save.
import { AdminShell } from "../../../components/admin/admin-shell.tsx";
import { LoadFailed, Loading } from "../../../components/admin/load-state.tsx";
import { TimeAgo } from "../../../components/admin/time-ago.tsx";
import { useLoad } from "../../../components/admin/use-load.ts";
import { PrefetchLink } from "../../../components/prefetch-link.tsx";
import type { PageSummary } from "../../../contract/documents/answers.ts";
import { pagesApi } from "../../../documents-api.ts";
import type { PageProps } from "../../../lazy-page.tsx";
import { DraftBadge } from "./draft-badge.tsx";

export default function PagesPage(_props: PageProps) {
  return (
    <AdminShell
      section="pages"
      title="Pages"
      lead="The words, pictures and videos of every page. Edit a page as a draft, preview it, then publish it; every publish is kept in its history."
    >
      <PageList />
    </AdminShell>
  );
}

function PageList() {
  const loaded = useLoad<PageSummary[]>(async () => (await pagesApi.list()).pages, "Could not load the pages", "pages");
  if (loaded.state === "loading") return <Loading label="Loading pages..." />;
  if (loaded.state === "error") return <LoadFailed message={loaded.message} reload={loaded.reload} />;
  return (
    <ul className="page-rows">
      {loaded.data.map((page) => (
        <li key={page.key} className="admin-card page-row">
          <div className="page-row__text">
            <p className="page-row__title">
              <PrefetchLink href={`/admin/pages/${page.key}`}>{page.label}</PrefetchLink>
              {page.hasDraft ? <DraftBadge /> : null}
            </p>
            <p className="page-row__meta">
              <span className="page-row__path">{page.path}</span>
              <span>
                Saved <TimeAgo iso={page.updatedAt} />
                {page.updatedBy ? ` by ${page.updatedBy}` : ""}
              </span>
            </p>
          </div>
          <PrefetchLink href={`/admin/pages/${page.key}`} className="admin-action page-row__edit" aria-label={`Edit ${page.label}`}>
            Edit
          </PrefetchLink>
        </li>
      ))}
    </ul>
  );
}
