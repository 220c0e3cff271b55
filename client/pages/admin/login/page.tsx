import { useEffect, useLayoutEffect, useRef, useState, type FormEvent } from "react";
import { useLocation } from "wouter";
import { call, reportError } from "../../../api.ts";
import { CODE_REQUIRED, PASSWORD_REQUIRED, USERNAME_REQUIRED } from "../../../contract/account.ts";
import { AdminToaster } from "../../../components/admin/admin-toaster.tsx";
import { Field } from "../../../components/admin/field.tsx";
import { notify } from "../../../components/admin/notify.ts";
import { setToken, useToken } from "../../../components/admin/token.ts";
import { useFieldValues } from "../../../components/admin/use-field-values.ts";
import { useStudio } from "../../../studio.ts";
import type { PageProps } from "../../../lazy-page.tsx";
import { ACCOUNT } from "../../../contract/endpoints/account.ts";
import { STUDIO } from "../../../contract/endpoints/studio.ts";

export default function AdminLoginPage(_props: PageProps) {
  const token = useToken();
  const studio = useStudio();
  const [, navigate] = useLocation();
  const [showPassword, setShowPassword] = useState(false);
  // With two-factor sign-in on, the password step answers a challenge and the code step follows.
  const [challenge, setChallenge] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const { values, setValues, errors, setErrors, field } = useFieldValues({ username: "", password: "", code: "" }, { disabled: submitting });
  const passwordForm = useRef<HTMLFormElement>(null);

  // The page works before its scripts arrive: what was typed meanwhile is in the fields (React
  // leaves a field's value alone while hydrating) and is taken over here, before the next render
  // would put the empty state back; a sign-in sent meanwhile was held (data-held, by the inline
  // script in the page's head: src/platform/http/hold-submit.ts) and is sent now.
  useLayoutEffect(() => {
    const form = passwordForm.current;
    if (!form) return;
    const typed = (name: string) => form.elements.namedItem(name) as HTMLInputElement;
    setValues((all) => ({ ...all, username: typed("username").value, password: typed("password").value }));
    setShowPassword(typed("show-password").checked);
    if (form.hasAttribute("data-held")) form.requestSubmit();
    // setValues is React's state setter, the same on every render: this runs once.
  }, [setValues]);

  useEffect(() => {
    if (!token) return;
    // Signed in: to the dashboard, or to the first run's setup until it is finished once (a
    // failure to ask is no reason to keep the owner here).
    call(STUDIO.setup).then(
      (answer) => navigate(answer.done ? "/admin" : "/admin/setup", { replace: true }),
      () => navigate("/admin", { replace: true }),
    );
  }, [token, navigate]);

  const signIn = async (work: () => Promise<void>, failure: string) => {
    setSubmitting(true);
    try {
      await work();
    } catch (error) {
      reportError(error, failure);
      setSubmitting(false);
    }
  };

  const submitPassword = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    event.currentTarget.removeAttribute("data-held");
    // Read from the form, not the state: a held sign-in is sent before the state has caught up.
    const fields = new FormData(event.currentTarget);
    const username = String(fields.get("username") ?? "");
    const password = String(fields.get("password") ?? "");
    const found: typeof errors = {};
    if (!username.trim()) found.username = USERNAME_REQUIRED;
    if (!password) found.password = PASSWORD_REQUIRED;
    setErrors(found);
    if (found.username || found.password) return;
    await signIn(async () => {
      const answer = await call(ACCOUNT.login, { body: { username: username.trim(), password } });
      if (answer.twoFactor && answer.challenge) {
        setChallenge(answer.challenge);
        setSubmitting(false);
        return;
      }
      notify.fresh(answer.message);
      setToken(answer.token!);
    }, "Login failed");
  };

  const submitCode = async (event: FormEvent) => {
    event.preventDefault();
    const code = values.code.trim();
    if (!code) {
      setErrors({ code: CODE_REQUIRED });
      return;
    }
    await signIn(async () => {
      const answer = await call(ACCOUNT.loginCode, { body: { challenge: challenge!, code } });
      notify.fresh(answer.message);
      setToken(answer.token!);
    }, "Login failed");
  };

  const startOver = () => {
    setChallenge(null);
    setValues((all) => ({ ...all, password: "", code: "" }));
    setErrors({});
  };

  return (
    <div className="admin-login">
      <main className="admin-login__card">
        <p className="admin-login__studio">
          <span className="admin-brand__mark" aria-hidden="true">
            {studio.name.slice(0, 1)}
          </span>
          {studio.fullName}
        </p>
        <h1>Admin Login</h1>
        {challenge ? (
          <>
            <p className="admin-login__lead">Enter the 6-digit code from your authenticator app, or one of your recovery codes.</p>
            <form className="admin-form" onSubmit={submitCode} noValidate aria-busy={submitting}>
              <Field label="Code" {...field("code")} maxLength={20} required autoComplete="one-time-code" autoFocus />
              <button type="submit" className="button button--primary admin-login__submit" disabled={submitting}>
                {submitting ? "Checking..." : "Verify"}
              </button>
            </form>
            <button type="button" className="admin-login__back admin-login__restart" onClick={startOver} disabled={submitting}>
              ← Sign in with another account
            </button>
          </>
        ) : (
          <>
            <p className="admin-login__lead">Sign in to manage the client logos and reviews on the home page.</p>
            {/* POST, never GET: without the scripts a GET would put the password in the address. */}
            <form ref={passwordForm} className="admin-form" method="post" data-hold="" onSubmit={submitPassword} noValidate aria-busy={submitting}>
              <Field label="Username" name="username" {...field("username")} maxLength={100} required autoComplete="username" />
              <Field
                label="Password"
                name="password"
                type={showPassword ? "text" : "password"}
                {...field("password")}
                maxLength={200}
                required
                autoComplete="current-password"
              />
              <label className="admin-check">
                <input type="checkbox" name="show-password" checked={showPassword} onChange={(event) => setShowPassword(event.target.checked)} />
                Show password
              </label>
              <button type="submit" className="button button--primary admin-login__submit" disabled={submitting}>
                {submitting ? "Signing in..." : "Sign in"}
              </button>
            </form>
            <noscript>
              <p className="admin-login__lead">The admin runs in the browser: turn JavaScript on to sign in.</p>
            </noscript>
            <a className="admin-login__back" href="/">
              ← Back to the site
            </a>
          </>
        )}
      </main>
      <AdminToaster />
    </div>
  );
}
