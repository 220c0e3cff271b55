// The signed-in frame of every admin screen: the frame (header, side menu, heading), the
// toaster and the guard. The server renders all of that; the guard runs in the browser (the
// token lives in localStorage): until it has looked, the content area shows a spinner, and
// without a token it sends the admin to the login screen.
import { useEffect, useState, type ReactNode } from "react";
import { useLocation } from "wouter";
import { call } from "../../api.ts";
import { recountNewEnquiries } from "./recount-enquiries.ts";
import { LOGGED_OUT } from "../../contract/account.ts";
import { usePrefetch } from "../prefetch-link.tsx";
import { AdminFrame, MENU, type AdminSection, type Brand } from "./admin-frame.tsx";
import { AdminToaster } from "./admin-toaster.tsx";
import { Loading } from "./load-state.tsx";
import { notify } from "./notify.ts";
import { clearToken, useToken } from "./token.ts";
import { ACCOUNT } from "../../contract/endpoints/account.ts";

type ShellProps = { section: AdminSection; title: string; lead: string; actions?: ReactNode; brand?: Brand; children: ReactNode };

/** The guard alone, for admin screens drawn without the shell (the project preview). */
export function useAdminGuard(): string | null | undefined {
  const token = useToken();
  const [, navigate] = useLocation();
  useEffect(() => {
    if (token === null) navigate("/admin/login", { replace: true });
  }, [token, navigate]);
  return token;
}

export function AdminShell({ section, title, lead, actions, brand, children }: ShellProps) {
  const token = useAdminGuard();
  const [, navigate] = useLocation();
  const [leaving, setLeaving] = useState(false);
  const prefetchRoute = usePrefetch();

  useEffect(() => {
    // The menu's count of new enquiries, fresh on every screen (they arrive while the owner works).
    if (token) recountNewEnquiries();
  }, [token]);

  useEffect(() => {
    // Moving between admin screens should never show a loading page.
    for (const item of MENU) void prefetchRoute(item.href).catch(() => {});
  }, [prefetchRoute]);

  const logout = async () => {
    // Ends the session on the server too, so a copy of the token stops working. Signed out
    // here whatever the answer: an expired or unreachable session still leaves this browser.
    setLeaving(true);
    await call(ACCOUNT.logout).catch(() => {});
    setLeaving(false);
    clearToken();
    notify.fresh(LOGGED_OUT);
    navigate("/admin/");
  };

  return (
    <>
      <AdminFrame section={section} title={title} lead={lead} actions={actions} brand={brand} onLogout={token && !leaving ? logout : undefined}>
        {token ? children : <Loading label="Checking your session..." />}
      </AdminFrame>
      <AdminToaster />
    </>
  );
}
