// Every page document the owner edits: the home and portfolio pages, the six service pages and
// the words every page shares, each with where it shows, whether it has unpublished changes,
// and its last save.
import { AdminShell } from "../../../components/admin/admin-shell.tsx";
import { LoadFailed, Loading } from "../../../components/admin/load-state.tsx";
import { TimeAgo } from "../../../components/admin/time-ago.tsx";
import { useLoad } from "../../../components/admin/use-load.ts";
import { PrefetchLink } from "../../../components/prefetch-link.tsx";
import type { PageSummary } from "../../../contract/documents/answers.ts";
import type { SiteDocument } from "../../../contract/documents/site.ts";
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

type Listed = { pages: PageSummary[]; serviceNames: Record<string, string> };

const SERVICE = "service-";
const GROUPS: { title: string; has(key: string): boolean }[] = [
  { title: "Pages", has: (key) => key === "home" || key === "portfolio" },
  { title: "Service pages", has: (key) => key.startsWith(SERVICE) },
  { title: "On every page", has: (key) => key === "site" },
];

/** The service pages' names as the menu shows them (the site document's), for their rows. */
async function loadServiceNames(): Promise<Record<string, string>> {
  const site = (await pagesApi.get("site")).page;
  const services: Partial<SiteDocument["services"]> = ((site.draft ?? site.published) as SiteDocument | null)?.services ?? {};
  return Object.fromEntries(Object.entries(services).map(([family, service]) => [`${SERVICE}${family}`, service.name]));
}

function PageList() {
  const loaded = useLoad<Listed>(
    async () => {
      const [{ pages }, names] = await Promise.all([pagesApi.list(), loadServiceNames().catch(() => ({}))]);
      return { pages, serviceNames: names };
    },
    "Could not load the pages",
    "pages",
  );
  if (loaded.state === "loading") return <Loading label="Loading pages..." />;
  if (loaded.state === "error") return <LoadFailed message={loaded.message} reload={loaded.reload} />;
  const { pages, serviceNames } = loaded.data;
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
                <PageRow key={page.key} page={page} name={serviceNames[page.key] ?? page.label} />
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
          <PrefetchLink href={href} aria-label={page.label === name ? undefined : page.label}>
            {name}
          </PrefetchLink>
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
      <PrefetchLink href={href} className="admin-action page-row__edit" aria-label={`Edit ${page.label}`}>
        Edit
      </PrefetchLink>
    </li>
  );
}
