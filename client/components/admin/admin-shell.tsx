// The signed-in frame of every admin screen: header with Logout, the side menu, the page's
// heading, and the guard. The server renders all of that; the guard runs in the browser (the
// token lives in localStorage): until it has looked, the content area shows a spinner, and
// without a token it sends the admin to the login screen.
import { useEffect, type ReactNode } from "react";
import { useLocation } from "wouter";
import { studio } from "../../content/studio.ts";
import { PrefetchLink, prefetchRoute } from "../prefetch-link.tsx";
import { AdminToaster } from "./admin-toaster.tsx";
import { PageHead } from "./load-state.tsx";
import { notify } from "./notify.ts";
import { clearToken, useToken } from "./token.ts";

type Section = "dashboard" | "logos" | "clients";

const MENU: { section: Section; href: string; label: string }[] = [
  { section: "dashboard", href: "/admin", label: "Dashboard" },
  { section: "logos", href: "/admin/addlogo", label: "Add Logo's" },
  { section: "clients", href: "/admin/clients", label: "Client Reviews" },
];

type ShellProps = { section: Section; title: string; lead: string; actions?: ReactNode; children: ReactNode };

export function AdminShell({ section, title, lead, actions, children }: ShellProps) {
  const token = useToken();
  const [, navigate] = useLocation();

  useEffect(() => {
    if (token === null) navigate("/admin/login", { replace: true });
  }, [token, navigate]);

  useEffect(() => {
    // Moving between admin screens should never show a loading page.
    for (const item of MENU) void prefetchRoute(item.href).catch(() => {});
  }, []);

  const logout = () => {
    clearToken();
    notify.success("Logged out successfully");
    navigate("/admin/");
  };

  return (
    <div className="admin">
      <a className="admin-skip" href="#admin-main">
        Skip to content
      </a>
      <header className="admin-header">
        <PrefetchLink href="/admin" className="admin-brand">
          <span className="admin-brand__mark" aria-hidden="true">
            {studio.name.slice(0, 1)}
          </span>
          <span>
            {studio.fullName} <span className="admin-brand__tag">Admin</span>
          </span>
        </PrefetchLink>
        <div className="admin-header__actions">
          <a className="admin-header__site" href="/" target="_blank" rel="noopener">
            View site
          </a>
          <button type="button" className="button button--ghost admin-logout" onClick={logout} disabled={!token}>
            Logout
          </button>
        </div>
      </header>
      <nav className="admin-nav" aria-label="Admin sections">
        <ul>
          {MENU.map((item) => (
            <li key={item.href}>
              <PrefetchLink href={item.href} className="admin-nav__link" aria-current={item.section === section ? "page" : undefined}>
                <MenuIcon section={item.section} />
                {item.label}
              </PrefetchLink>
            </li>
          ))}
        </ul>
      </nav>
      <main id="admin-main" className="admin-main" tabIndex={-1}>
        <PageHead title={title} lead={lead}>
          {actions}
        </PageHead>
        {token ? (
          children
        ) : (
          <div className="admin-status" role="status">
            <div className="spinner" />
            <span>Checking your session...</span>
          </div>
        )}
      </main>
      <AdminToaster />
    </div>
  );
}

function MenuIcon({ section }: { section: Section }) {
  const paths: Record<Section, string> = {
    dashboard: "M4 4h7v7H4zM13 4h7v4h-7zM13 10h7v10h-7zM4 13h7v7H4z",
    logos: "M12 5v14M5 12h14",
    clients: "M4 5h16v11H8l-4 4z",
  };
  return (
    <svg className="admin-nav__icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
      <path d={paths[section]} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" strokeLinecap="round" />
    </svg>
  );
}
