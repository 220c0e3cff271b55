// The admin's frame: header with Logout, the side menu and the page's heading around the
// content. Light on purpose (no toaster, no guard): the app also shows it while a screen's code
// is still loading, so the panel never blanks between screens.
import { useEffect, useRef, type ReactNode } from "react";
import { useStudio } from "../../studio.ts";
import { useScrollEdges } from "../use-scroll-edges.ts";
import { PrefetchLink } from "../prefetch-link.tsx";
import { Loading, PageHead } from "./load-state.tsx";
import { useNewEnquiries } from "./new-enquiries.ts";
import { type DeclaredList, LISTS, listPath } from "../../contract/lists.ts";

export type AdminSection =
  | "dashboard"
  | "enquiries"
  | "pages"
  | "logos"
  | "reviews"
  | "projects"
  | "portfolio"
  | "services"
  | "studio"
  | "trash"
  | "activity"
  | "backups"
  | "account"
  /** A declared list's screen (client/pages/admin/list/page.tsx). */
  | `list:${string}`;

/** The menu entries of the declared lists that ask for a screen of their own (`lists`: the registry's). */
export function listMenu(lists: readonly DeclaredList[] = LISTS): { section: `list:${string}`; href: string; label: string }[] {
  return lists.flatMap((list) => (list.menu ? [{ section: `list:${list.name}` as const, href: listPath(list), label: list.menu.label }] : []));
}

/**
 * The admin's menu, in order: each screen's section, address and name; `title`, its heading where
 * that is not its name. The route table makes each one's route from this (client/routes.tsx).
 */
export const MENU: { section: AdminSection; href: string; label: string; title?: string }[] = [
  { section: "dashboard", href: "/admin", label: "Dashboard" },
  { section: "enquiries", href: "/admin/enquiries", label: "Enquiries" },
  { section: "pages", href: "/admin/pages", label: "Pages" },
  { section: "logos", href: "/admin/addlogo", label: "Add Logo's", title: "Add Logo" },
  { section: "reviews", href: "/admin/clients", label: "Client Reviews" },
  { section: "projects", href: "/admin/projects", label: "Projects" },
  { section: "portfolio", href: "/admin/portfolio", label: "Portfolio" },
  { section: "services", href: "/admin/services", label: "Services" },
  // Each declared list that asks for a screen of its own (client/contract/lists.ts).
  ...listMenu(),
  { section: "studio", href: "/admin/studio", label: "Studio", title: "Studio Details" },
  { section: "trash", href: "/admin/trash", label: "Trash" },
  { section: "activity", href: "/admin/activity", label: "Activity" },
  { section: "backups", href: "/admin/backups", label: "Backups" },
  { section: "account", href: "/admin/account", label: "Account" },
];

type FrameProps = {
  section: AdminSection;
  title: string;
  lead?: string;
  actions?: ReactNode;
  /** Absent while the screen is loading: Logout waits for it. */
  onLogout?: () => void;
  /** The names the header shows instead of the saved studio's (the setup: the owner's, as typed). */
  brand?: Brand;
  children: ReactNode;
};

export type Brand = { name: string; fullName: string };

export function AdminFrame({ section, title, lead, actions, onLogout, brand, children }: FrameProps) {
  const nav = useRef<HTMLElement>(null);
  const saved = useStudio();
  const studio = brand ?? saved;
  const newEnquiries = useNewEnquiries();
  // On phones the row fades out at an edge with more screens behind it, so it reads as scrollable.
  const edges = useScrollEdges(nav);
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-centred whenever the screen (section) changes; the DOM is read, not the value
  useEffect(() => {
    // On phones the menu is a row that scrolls sideways: centre the current screen's tab in it,
    // clear of the faded edges (at either end the row stops, and that end has no fade).
    const row = nav.current;
    const current = row?.querySelector("[aria-current=page]");
    if (!row || !current || row.scrollWidth <= row.clientWidth) return;
    const [outer, inner] = [row.getBoundingClientRect(), current.getBoundingClientRect()];
    row.scrollLeft += inner.left + inner.width / 2 - (outer.left + outer.width / 2);
  }, [section]);
  return (
    <div className="admin">
      <a className="skip-link" href="#admin-main">
        Skip to content
      </a>
      <header className="admin-header">
        <PrefetchLink href="/admin" className="admin-brand">
          {studio.name && (
            <span className="admin-brand__mark" aria-hidden="true">
              {studio.name.slice(0, 1)}
            </span>
          )}
          <span>
            {studio.fullName || studio.name || "Your studio"} <span className="admin-tag admin-brand__tag">Admin</span>
          </span>
        </PrefetchLink>
        <div className="admin-header__actions">
          <a className="admin-header__site" href="/" target="_blank" rel="noopener">
            View site
          </a>
          <button type="button" className="button button--ghost admin-logout" onClick={onLogout} disabled={!onLogout}>
            Logout
          </button>
        </div>
      </header>
      <nav
        ref={nav}
        className="admin-nav"
        aria-label="Admin sections"
        data-more-before={edges.before || undefined}
        data-more-after={edges.after || undefined}
      >
        <ul>
          {MENU.map((item) => {
            // "Enquiries, 3 new" to a screen reader; the number alone on screen.
            const count = item.section === "enquiries" ? newEnquiries : null;
            return (
              <li key={item.href}>
                <PrefetchLink
                  href={item.href}
                  className="admin-nav__link"
                  aria-current={item.section === section ? "page" : undefined}
                  aria-label={count ? `${item.label}, ${count} new` : undefined}
                >
                  <MenuIcon section={item.section} />
                  {item.label}
                  {count ? (
                    <span className="admin-nav__badge" aria-hidden="true">
                      {count}
                    </span>
                  ) : null}
                </PrefetchLink>
              </li>
            );
          })}
        </ul>
      </nav>
      <main id="admin-main" className="admin-main" tabIndex={-1}>
        <PageHead title={title} lead={lead}>
          {actions}
        </PageHead>
        {children}
      </main>
    </div>
  );
}

/** What a screen shows while its code loads: the frame, with the loading state inside. */
export function AdminFrameLoading({ section, title }: { section: AdminSection; title: string }) {
  return (
    <AdminFrame section={section} title={title}>
      <Loading label="Loading..." />
    </AdminFrame>
  );
}

/** A declared list's icon: lines of a list. */
const LIST_ICON = "M8 6h12M8 12h12M8 18h12M4 6h.01M4 12h.01M4 18h.01";

function MenuIcon({ section }: { section: AdminSection }) {
  const paths: Record<Exclude<AdminSection, `list:${string}`>, string> = {
    dashboard: "M4 4h7v7H4zM13 4h7v4h-7zM13 10h7v10h-7zM4 13h7v7H4z",
    enquiries: "M4 13V6h16v7M4 13v6h16v-6M4 13h5l1 2h4l1-2h5",
    pages: "M6 3h8l4 4v14H6zM14 3v4h4M9 12h6M9 16h6",
    logos: "M12 5v14M5 12h14",
    reviews: "M4 5h16v11H8l-4 4z",
    projects: "M4 6h16v12H4zM4 15l4.5-4.5 3.5 3.5 2.5-2.5L20 17",
    portfolio: "M4 7h16v12H4zM9 7V5h6v2",
    services: "M5 5h6v6H5zM13 5h6v6h-6zM5 13h6v6H5zM13 13h6v6h-6z",
    studio: "M4 20V9l8-5 8 5v11M9 20v-6h6v6",
    trash: "M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13M10 11v6M14 11v6",
    activity: "M3 12h4l3-7 4 14 3-7h4",
    backups: "M12 3v12m0 0-4-4m4 4 4-4M4 17v2a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-2",
    account: "M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 20c0-3.3 3.6-6 8-6s8 2.7 8 6",
  };
  return (
    <svg className="admin-nav__icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
      <path
        d={section.startsWith("list:") ? LIST_ICON : paths[section as keyof typeof paths]}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
        strokeLinecap="round"
      />
    </svg>
  );
}
