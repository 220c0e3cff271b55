// Every page document the owner edits: the home and portfolio pages, the six service pages and
// the words every page shares, each with where it shows, whether it has unpublished changes,
// and its last save.
import { AdminShell } from "../../../components/admin/admin-shell.tsx";
import { LoadFailed, Loading } from "../../../components/admin/load-state.tsx";
import { TimeAgo } from "../../../components/admin/time-ago.tsx";
import { useLoad } from "../../../components/admin/use-load.ts";
import { PrefetchLink } from "../../../components/prefetch-link.tsx";
import type { PageSummary } from "../../../contract/documents/answers.ts";
import type { PageProps } from "../../../lazy-page.tsx";
import { DraftBadge } from "./draft-badge.tsx";
import { pageName } from "./page-name.ts";
import { call } from "../../../api.ts";
import { PAGES } from "../../../contract/endpoints/pages.ts";

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

const SERVICE = "service-";
const GROUPS: { title: string; has(key: string): boolean }[] = [
  { title: "Pages", has: (key) => key === "home" || key === "portfolio" || key === "contact" },
  { title: "Service pages", has: (key) => key.startsWith(SERVICE) },
  { title: "On every page", has: (key) => key === "site" },
];

function PageList() {
  const loaded = useLoad<PageSummary[]>(async () => (await call(PAGES.list)).pages, "Could not load the pages", "pages");
  if (loaded.state === "loading") return <Loading label="Loading pages..." />;
  if (loaded.state === "error") return <LoadFailed message={loaded.message} reload={loaded.reload} />;
  const pages = loaded.data;
  return (
    <div className="page-groups">
      {GROUPS.map((group) => {
        const rows = pages.filter((page) => group.has(page.key));
        if (rows.length === 0) return null;
        return (
          <section key={group.title} className="page-group" aria-label={group.title}>
            <h2 className="page-group__title">{group.title}</h2>
            <ul className="page-rows">
              {rows.map((page) => (
                <PageRow key={page.key} page={page} name={pageName(page)} />
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}

function PageRow({ page, name }: { page: PageSummary; name: string }) {
  const href = `/admin/pages/${page.key}`;
  return (
    <li className="page-row">
      <div className="page-row__text">
        <p className="page-row__title">
          <PrefetchLink href={href}>{name}</PrefetchLink>
          {page.hasDraft ? <DraftBadge /> : null}
        </p>
        <p className="page-row__meta">
          <span className="page-row__path">{page.key === "site" ? "menu, footer, 404" : page.path}</span>
          <span>
            Saved <TimeAgo iso={page.updatedAt} />
            {page.updatedBy ? ` by ${page.updatedBy}` : ""}
          </span>
        </p>
      </div>
      {/* Edit mode on the live page itself (in-place.tsx opens it for "#edit"); the site document shows on every page. */}
      <a href={`${page.path}#edit`} className="admin-action page-row__edit" aria-label={`Open ${name} in edit mode`}>
        On the page
      </a>
      <PrefetchLink href={href} className="admin-action page-row__edit" aria-label={`Edit ${name}`}>
        Edit
      </PrefetchLink>
    </li>
  );
}
