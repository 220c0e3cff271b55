// /admin/account: the signed-in admin's password, two-factor sign-in and sessions.
import { useState } from "react";
import { useLocation } from "wouter";
import { call, reportError } from "../../../api.ts";
import type { Account } from "../../../contract/account-answers.ts";
import { AdminShell } from "../../../components/admin/admin-shell.tsx";
import { ChangePasswordForm } from "../../../components/admin/change-password-form.tsx";
import { FormAction } from "../../../components/admin/form-actions.tsx";
import { LoadFailed, Loading } from "../../../components/admin/load-state.tsx";
import { notify } from "../../../components/admin/notify.ts";
import { clearToken } from "../../../components/admin/token.ts";
import { TwoFactorPanel } from "../../../components/admin/two-factor-panel.tsx";
import { useLoad } from "../../../components/admin/use-load.ts";
import type { PageProps } from "../../../lazy-page.tsx";
import { ACCOUNT } from "../../../contract/endpoints/account.ts";

export default function AccountPage(_props: PageProps) {
  const loaded = useLoad<Account>(async () => (await call(ACCOUNT.account)).account!, "Failed to load your account", "account");

  return (
    <AdminShell
      section="account"
      title="Account"
      lead={
        loaded.state === "ready"
          ? `Signed in as ${loaded.data.username}. Your password, two-factor sign-in and sessions.`
          : "Your password, two-factor sign-in and sessions."
      }
    >
      <div className="admin-account">
        <section className="admin-panel admin-account__two-factor" aria-labelledby="two-factor-heading">
          <h2 id="two-factor-heading">Two-factor sign-in</h2>
          {loaded.state === "loading" ? <Loading label="Loading your account..." /> : null}
          {loaded.state === "error" ? <LoadFailed message={loaded.message} reload={loaded.reload} /> : null}
          {loaded.state === "ready" ? <TwoFactorPanel account={loaded.data} onChange={loaded.set} /> : null}
        </section>
        <section className="admin-panel admin-account__password" aria-labelledby="password-heading">
          <h2 id="password-heading">Change password</h2>
          <ChangePasswordForm />
        </section>
        <section className="admin-panel admin-account__sessions" aria-labelledby="sessions-heading">
          <h2 id="sessions-heading">Sessions</h2>
          <SignOutEverywhere />
        </section>
      </div>
    </AdminShell>
  );
}

function SignOutEverywhere() {
  const [, navigate] = useLocation();
  const [busy, setBusy] = useState(false);
  const signOut = async () => {
    setBusy(true);
    try {
      const answer = await call(ACCOUNT.logoutAll);
      clearToken();
      notify.success(answer.message);
      navigate("/admin/login");
    } catch (error) {
      reportError(error, "Could not sign out everywhere");
      setBusy(false);
    }
  };
  return (
    <div className="admin-form">
      <p className="admin-account__note">
        Lost a device, or signed in on a shared computer? This signs out every browser signed in to this account, this one too.
      </p>
      <FormAction kind="ghost" label="Sign out everywhere" busyLabel="Signing out..." busy={busy} onClick={signOut} />
    </div>
  );
}
